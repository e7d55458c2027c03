import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { LeagueSummaryDto } from '@common/schemas/league';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { useLeagueSummaries } from '@client/lib/use-league';

type LeagueListProps = {
  // Which statuses to offer: the not-found page lists active and archived leagues, the suspended page only active ones.
  statuses: readonly LeagueSummaryDto['status'][];
  heading: string;
  emptyText: string;
};

export function LeagueList({ statuses, heading, emptyText }: LeagueListProps) {
  const { data, isPending, isError } = useLeagueSummaries();
  if (isPending) return <LoadingNotice label="Loading leagues..." className="min-h-0 justify-start p-0" />;
  if (isError) return <ErrorNotice title="Failed to fetch leagues" />;
  const leagues = (data ?? []).filter((league) => statuses.includes(league.status));
  return (
    <section aria-labelledby="league-list-heading">
      <h2 id="league-list-heading" className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {heading}
      </h2>
      {leagues.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="divide-y overflow-hidden rounded-lg border">
          {leagues.map((league) => (
            <li key={league.slug}>
              <Link
                href={`/${league.slug}`}
                className="flex items-center justify-between gap-3 px-4 py-3 transition-colors hover:bg-muted"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{league.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">/{league.slug}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  {league.status === 'archived' ? (
                    <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                      Archived
                    </span>
                  ) : null}
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
