import { Info } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { IMPORT_TEXT } from './texts';

// Spec 2.10 / 5: the 'Expected CSV Format' help box — the columns read and how rows are treated.
export function CsvFormatHelp({ timeZone }: { timeZone: string }) {
  return (
    <Card role="region" aria-labelledby="csv-format-heading" className="border-blue-200 bg-blue-50/50">
      <CardHeader className="gap-1">
        <h2 id="csv-format-heading" className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight">
          <Info className="size-5 shrink-0 text-blue-700" aria-hidden />
          {IMPORT_TEXT.formatHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{IMPORT_TEXT.formatIntro}</p>
      </CardHeader>
      <CardContent className="space-y-4">
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
      </CardContent>
    </Card>
  );
}
