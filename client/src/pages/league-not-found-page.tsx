import { SearchX } from 'lucide-react';
import { ACCESS_TEXT } from '@common/texts';
import { LeagueList } from '@client/features/league/league-list';
import { CenteredPanel } from '@client/features/shell/page-shell';

// Spec 2.13: the league of the path does not exist (or no league was named); offer the available ones.
export function LeagueNotFoundPage({ slug }: { slug: string | null }) {
  return (
    <CenteredPanel>
      <div className="mb-6 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <SearchX className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{ACCESS_TEXT.leagueNotFoundTitle}</h1>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            {slug ? `There is no league at /${slug}.` : 'No league was named in the address.'} Choose one of the leagues below.
          </p>
        </div>
      </div>
      <LeagueList statuses={['active', 'archived']} heading="Available leagues" emptyText="No leagues are available yet." />
    </CenteredPanel>
  );
}
