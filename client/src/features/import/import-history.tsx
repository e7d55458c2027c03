import { useQuery } from '@tanstack/react-query';
import { FileClock } from 'lucide-react';
import { RegionCard } from '@client/components/ui/region-card';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { type ImportHistoryEntry, importKeys } from './import-api';
import { IMPORT_TEXT } from './texts';

// The league's past imports, newest first (who, when, which file, what it did).
export function ImportHistory({ slug, timeZone }: { slug: string; timeZone: string }) {
  const query = useQuery<ImportHistoryEntry[]>({ queryKey: importKeys.history(slug) });
  useFetchFailureToast(IMPORT_TEXT.historyFailed, query.error);

  return (
    <RegionCard id="import-history-heading" icon={<FileClock className="size-5 shrink-0 text-muted-foreground" aria-hidden />} heading={IMPORT_TEXT.historyHeading}>
      {query.isPending ? (
        <LoadingNotice label={IMPORT_TEXT.historyLoading} className="min-h-0 py-4" />
      ) : query.isError ? (
        <ErrorNotice title={IMPORT_TEXT.historyFailed}>{IMPORT_TEXT.reloadHint}</ErrorNotice>
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">{IMPORT_TEXT.historyEmpty}</p>
      ) : (
        <ol className="divide-y" data-testid="import-history">
          {query.data.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </RegionCard>
  );
}

function HistoryItem({ entry, timeZone }: { entry: ImportHistoryEntry; timeZone: string }) {
  const { result } = entry;
  const errors = result.errors?.length ?? 0;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="text-sm font-semibold break-all">{entry.fileName || IMPORT_TEXT.historyUnnamed}</p>
      <p className="text-xs text-muted-foreground">
        {formatLeagueDateTime(entry.createdAt, timeZone)} · {IMPORT_TEXT.historyBy(entry.username)} · {IMPORT_TEXT.historyRows(entry.rowCount)}
      </p>
      <p className="mt-1 text-sm">{IMPORT_TEXT.historySummary(result.gamesCreated ?? 0, result.gamesUpdated ?? 0, errors)}</p>
    </li>
  );
}
