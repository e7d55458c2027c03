import type { LeaderboardEntryDto } from '@common/schemas/fans';
import { Badge } from '@client/components/ui/badge';
import { TitledCard } from '@client/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { LoadingNotice } from '@client/features/shell/notices';
import { cn } from '@client/lib/utils';
import { FAN_TEXT } from './texts';

const MEDALS: Record<number, string> = { 1: 'bg-amber-400 text-amber-950', 2: 'bg-slate-300 text-slate-900', 3: 'bg-orange-300 text-orange-950' };

// Spec 2.11: rank, name, level and points, the signed-in fan highlighted; refetched every 30 s (spec 9).
export function LeaderboardTab({ entries, isPending, myProfileId }: { entries: LeaderboardEntryDto[] | undefined; isPending: boolean; myProfileId: number }) {
  return (
    <TitledCard title={FAN_TEXT.leaderboardHeading} description={FAN_TEXT.leaderboardDescription} contentClassName="px-0 sm:px-0">
      {isPending ? (
        <LoadingNotice className="min-h-32" />
      ) : !entries || entries.length === 0 ? (
        <p className="mx-5 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground sm:mx-6">{FAN_TEXT.noFans}</p>
      ) : (
        <Table aria-label={FAN_TEXT.leaderboardHeading}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16 pl-5 sm:pl-6">{FAN_TEXT.columns.rank}</TableHead>
              <TableHead>{FAN_TEXT.columns.name}</TableHead>
              <TableHead className="w-20 text-right">{FAN_TEXT.columns.level}</TableHead>
              <TableHead className="w-24 pr-5 text-right sm:pr-6">{FAN_TEXT.columns.points}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => {
              const me = entry.fanProfileId === myProfileId;
              return (
                <TableRow key={entry.fanProfileId} aria-current={me ? 'true' : undefined} className={cn(me && 'bg-accent hover:bg-accent')}>
                  <TableCell className="pl-5 sm:pl-6">
                    <span
                      className={cn('inline-flex size-8 items-center justify-center rounded-full text-sm font-bold tabular-nums', MEDALS[entry.rank] ?? 'bg-muted text-muted-foreground')}
                    >
                      {entry.rank}
                    </span>
                  </TableCell>
                  <TableCell className="max-w-0">
                    <div className="flex min-w-0 items-center gap-2">
                      <span className={cn('truncate', me && 'font-bold')} title={entry.displayName}>
                        {entry.displayName}
                      </span>
                      {me ? <Badge>{FAN_TEXT.you}</Badge> : null}
                    </div>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{entry.level}</TableCell>
                  <TableCell className="pr-5 text-right font-bold tabular-nums sm:pr-6">{entry.totalPoints}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
}
