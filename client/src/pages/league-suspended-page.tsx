import { Ban } from 'lucide-react';
import type { LeagueDto } from '@common/schemas/league';
import { ACCESS_TEXT } from '@common/texts';
import { LeagueList } from '@client/features/league/league-list';
import { CenteredPanel } from '@client/features/shell/page-shell';

// Spec 2.13 / 4: a suspended league is not accessible; offer the active ones.
export function LeagueSuspendedPage({ league }: { league: Pick<LeagueDto, 'name'> }) {
  return (
    <CenteredPanel>
      <div className="mb-6 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-red-50 text-destructive">
          <Ban className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{ACCESS_TEXT.leagueSuspendedTitle}</h1>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            {league.name} is suspended and cannot be used at the moment. Choose one of the active leagues below.
          </p>
        </div>
      </div>
      <LeagueList statuses={['active']} heading="Active leagues" emptyText="No active leagues are available right now." />
    </CenteredPanel>
  );
}
