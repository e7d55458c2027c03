import { Info } from 'lucide-react';
import { RegionCard } from '@client/components/ui/region-card';
import { IMPORT_TEXT } from './texts';

// Spec 2.10 / 5: the 'Expected CSV Format' help box — the columns read and how rows are treated.
export function CsvFormatHelp({ timeZone }: { timeZone: string }) {
  return (
    <RegionCard id="csv-format-heading" icon={<Info className="size-5 shrink-0 text-blue-700" aria-hidden />} heading={IMPORT_TEXT.formatHeading} description={IMPORT_TEXT.formatIntro} className="border-blue-200 bg-blue-50/50" contentClassName="space-y-4">
      <dl className="space-y-2 text-sm">
        {IMPORT_TEXT.formatColumns.map(({ column, meaning }) => (
          <div key={column} className="flex gap-3">
            <dt className="flex size-6 shrink-0 items-center justify-center rounded bg-blue-100 font-mono text-xs font-bold text-blue-800">
              <span className="sr-only">Column </span>
              {column}
            </dt>
            <dd className="min-w-0 pt-0.5">{meaning}</dd>
          </div>
        ))}
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {IMPORT_TEXT.formatNotes(timeZone).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </RegionCard>
  );
}
