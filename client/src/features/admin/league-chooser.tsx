import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { TitledCard } from '@client/components/ui/card';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { useAllLeagues } from './admin-data';
import { LeagueStatusBadge } from './league-management';
import { ADMIN_TEXT } from './texts';

// The bare /admin of a super admin, who belongs to no league: pick the league to administer (ours).
export function LeagueChooser() {
  const { data: leagues, isPending, isError } = useAllLeagues();
  return (
    <TitledCard title={ADMIN_TEXT.chooseLeagueHeading} description={ADMIN_TEXT.chooseLeagueDescription}>
      {isPending ? (
        <LoadingNotice label={ADMIN_TEXT.loadingLeagues} className="min-h-24" />
      ) : isError ? (
        <ErrorNotice title={ADMIN_TEXT.fetchLeaguesFailed}>{ADMIN_TEXT.reloadHint}</ErrorNotice>
      ) : (leagues ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXT.leaguesEmpty}</p>
      ) : (
        <ul className="divide-y overflow-hidden rounded-lg border">
          {(leagues ?? []).map((league) => (
            <li key={league.id}>
              <Link href={`/${league.slug}/admin`} className="flex items-center justify-between gap-3 px-4 py-3 transition-colors hover:bg-muted">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{league.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">/{league.slug}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <LeagueStatusBadge status={league.status} />
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
