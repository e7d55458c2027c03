import { ChangesScreen } from '@client/features/league-changes/changes-screen';
import { LEAGUE_CHANGES_TEXT } from '@client/features/league-changes/texts';
import { LeagueAdminPage } from './admin-page';

// Issue 46: /{slug}/admin/changes, the league's admins and super admins (the route guard sends
// others to sign in): who changed what in the league, newest first.
export function LeagueChangesPage() {
  return <LeagueAdminPage texts={LEAGUE_CHANGES_TEXT}>{(league) => <ChangesScreen league={league} />}</LeagueAdminPage>;
}
