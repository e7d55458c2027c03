import { AnnouncementsScreen } from '@client/features/announcements/announcements-screen';
import { ANNOUNCEMENTS_TEXT } from '@client/features/announcements/texts';
import { LeagueAdminPage } from './admin-page';

// Issue 47: /{slug}/admin/announcements, the league's admins and super admins (the route guard sends
// others to sign in): write to the followers, referees and fans of a division, teams or a day's
// games, and see what was sent.
export function AnnouncementsPage() {
  return <LeagueAdminPage texts={ANNOUNCEMENTS_TEXT}>{(league) => <AnnouncementsScreen league={league} />}</LeagueAdminPage>;
}
