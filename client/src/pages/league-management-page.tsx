import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { Card, CardContent } from '@client/components/ui/card';
import { LeagueManagementPanel } from '@client/features/admin/league-management';
import { ADMIN_TEXT } from '@client/features/admin/texts';
import { AdminPage } from './admin-page';

// Spec 2.2 /leagues: League Management, super admin only (the guard sees to that); the same
// panel as the dashboard's League Management modal.
export function LeagueManagementPage() {
  return (
    <AdminPage title={DEFAULT_LEAGUE_TITLE} label={ADMIN_TEXT.superAdminLabel} heading={ADMIN_TEXT.leaguesTitle} description={ADMIN_TEXT.leaguesDescription}>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <LeagueManagementPanel />
        </CardContent>
      </Card>
    </AdminPage>
  );
}
