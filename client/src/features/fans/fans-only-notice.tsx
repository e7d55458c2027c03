import { Link } from 'wouter';
import { can, homePathFor, type Role } from '@common/roles';
import { SERVER_TEXT } from '@common/texts';
import { Button } from '@client/components/ui/button';
import { leagueHomePath } from '@client/lib/league-path';
import { StarPanel } from './star-panel';
import { FAN_TEXT } from './texts';

// The fan page for a signed-in account that is not a fan (admin, referee, super admin, pending):
// the same sentence the fan API answers them, and ways back to their own screens. No fan call is
// made, so no profile is created for staff (docs/decisions/012-fan-scoring.md, issue 14).
export function FansOnlyNotice({ role, leagueSlug }: { role: Role; leagueSlug: string }) {
  const ownScreens = can(role, 'use:referee-screens');
  return (
    <StarPanel title={FAN_TEXT.fansOnlyTitle} body={SERVER_TEXT.fansOnly(role)}>
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
    </StarPanel>
  );
}
