import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { can } from '@common/roles';
import { ACCESS_TEXT } from '@common/texts';
import { ChangesScreen } from '@client/features/league-changes/changes-screen';
import { LEAGUE_CHANGES_TEXT } from '@client/features/league-changes/texts';
import { ErrorNotice } from '@client/features/shell/notices';
import { useLeague } from '@client/lib/league-context';
import { useCurrentUser } from '@client/lib/use-current-user';
import { AdminPage } from './admin-page';

// Issue 46: /{slug}/admin/changes, the league's admins and super admins (the route guard sends
// others to sign in): who changed what in the league, newest first.
export function LeagueChangesPage() {
  const league = useLeague();
  const { data: user } = useCurrentUser();
  const isAdmin = can(user?.role, 'manage:league');
  return (
    <AdminPage title={league?.name ?? DEFAULT_LEAGUE_TITLE} label={LEAGUE_CHANGES_TEXT.topBarLabel} heading={LEAGUE_CHANGES_TEXT.heading} description={LEAGUE_CHANGES_TEXT.description}>
      {league && isAdmin ? <ChangesScreen league={league} /> : <ErrorNotice title={ACCESS_TEXT.adminRequired} />}
    </AdminPage>
  );
}
