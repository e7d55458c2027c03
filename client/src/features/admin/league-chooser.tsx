import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { TitledCard } from '@client/components/ui/card';
import { AllLeagues, LeagueStatusBadge } from './league-management';
import { ADMIN_TEXT } from './texts';

// The bare /admin of a super admin, who belongs to no league: pick the league to administer (ours).
export function LeagueChooser() {
  return (
    <TitledCard title={ADMIN_TEXT.chooseLeagueHeading} description={ADMIN_TEXT.chooseLeagueDescription}>
      <AllLeagues emptyClassName="text-sm text-muted-foreground">
        {(leagues) => (
          <ul className="divide-y overflow-hidden rounded-lg border">
            {leagues.map((league) => (
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
      </AllLeagues>
    </TitledCard>
  );
}
