import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { can, homePathFor, type Role } from '@common/roles';
import { SERVER_TEXT } from '@common/texts';
import { Button } from '@client/components/ui/button';
import { CenteredPanel } from '@client/features/shell/page-shell';
import { leagueHomePath } from '@client/lib/league-path';
import { FAN_TEXT } from './texts';

// The fan page for a signed-in account that is not a fan (admin, referee, super admin, pending):
// the same sentence the fan API answers them, and ways back to their own screens. No fan call is
// made, so no profile is created for staff (docs/decisions/012-fan-scoring.md, issue 14).
export function FansOnlyNotice({ role, leagueSlug }: { role: Role; leagueSlug: string }) {
  const ownScreens = can(role, 'use:referee-screens');
  return (
    <CenteredPanel className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Star className="size-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{FAN_TEXT.fansOnlyTitle}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{SERVER_TEXT.fansOnly(role)}</p>
      {/* stacked at every width: the two labels together are wider than the card */}
      <div className="mt-6 flex flex-col gap-2">
        {ownScreens ? (
          <Button asChild size="lg">
            <Link href={homePathFor(role, leagueSlug)}>{FAN_TEXT.openOwnDashboard}</Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={ownScreens ? 'outline' : 'default'}>
          <Link href={leagueHomePath(leagueSlug)}>{FAN_TEXT.watchScoreboard}</Link>
        </Button>
      </div>
    </CenteredPanel>
  );
}
