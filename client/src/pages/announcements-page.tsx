import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { can } from '@common/roles';
import { ACCESS_TEXT } from '@common/texts';
import { AnnouncementsScreen } from '@client/features/announcements/announcements-screen';
import { ANNOUNCEMENTS_TEXT } from '@client/features/announcements/texts';
import { ErrorNotice } from '@client/features/shell/notices';
import { useLeague } from '@client/lib/league-context';
import { useCurrentUser } from '@client/lib/use-current-user';
import { AdminPage } from './admin-page';

// Issue 47: /{slug}/admin/announcements, the league's admins and super admins (the route guard sends
// others to sign in): write to the followers, referees and fans of a division, teams or a day's
// games, and see what was sent.
export function AnnouncementsPage() {
  const league = useLeague();
  const { data: user } = useCurrentUser();
  const isAdmin = can(user?.role, 'manage:league');
  return (
    <AdminPage title={league?.name ?? DEFAULT_LEAGUE_TITLE} label={ANNOUNCEMENTS_TEXT.topBarLabel} heading={ANNOUNCEMENTS_TEXT.heading} description={ANNOUNCEMENTS_TEXT.description}>
      {league && isAdmin ? <AnnouncementsScreen league={league} /> : <ErrorNotice title={ACCESS_TEXT.adminRequired} />}
    </AdminPage>
  );
}
