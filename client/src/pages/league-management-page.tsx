import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { Card, CardContent } from '@client/components/ui/card';
import { AdminNav } from '@client/features/admin/admin-nav';
import { LeagueManagementPanel } from '@client/features/admin/league-management';
import { ADMIN_TEXT } from '@client/features/admin/texts';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.2 /leagues: League Management, super admin only (the guard sees to that); the same
// panel as the dashboard's League Management modal.
export function LeagueManagementPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={DEFAULT_LEAGUE_TITLE} label={ADMIN_TEXT.superAdminLabel} />
      <AdminNav />
      <PageMain heading={ADMIN_TEXT.leaguesTitle} description={ADMIN_TEXT.leaguesDescription}>
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <LeagueManagementPanel />
          </CardContent>
        </Card>
      </PageMain>
    </div>
  );
}
