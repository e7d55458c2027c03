import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { can } from '@common/roles';
import { ACCESS_TEXT } from '@common/texts';
import { AdminDashboard } from '@client/features/admin/admin-dashboard';
import { LeagueChooser } from '@client/features/admin/league-chooser';
import { ADMIN_TEXT } from '@client/features/admin/texts';
import { useCurrentUser } from '@client/lib/use-current-user';
import { useLeague } from '@client/lib/league-context';
import { LeagueGate } from '@client/pages/league-gate';
import { ErrorNotice } from '@client/features/shell/notices';
import { AdminPage } from './admin-page';

// Spec 2.4: /admin and /{slug}/admin. The bare form acts on the signed-in user's own league
// (docs/decisions/003-league-less-routes.md); a super admin, who has none, picks one; other roles are told they need admin access.
export function AdminDashboardPage() {
  const league = useLeague();
  const { data: user } = useCurrentUser();
  const isAdmin = can(user?.role, 'use:admin-dashboard');

  if (!league && isAdmin && user?.leagueSlug) {
    return (
      <LeagueGate slug={user.leagueSlug}>
        <AdminDashboardPage />
      </LeagueGate>
    );
  }

  return (
    <AdminPage title={league?.name ?? DEFAULT_LEAGUE_TITLE} label={ADMIN_TEXT.topBarLabel} heading={ADMIN_TEXT.heading}>
      {league && isAdmin ? (
        <AdminDashboard league={league} />
      ) : !isAdmin ? (
        <ErrorNotice title={ACCESS_TEXT.adminRequired} />
      ) : (
        <LeagueChooser />
      )}
    </AdminPage>
  );
}
