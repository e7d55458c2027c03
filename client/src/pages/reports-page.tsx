import { ReportsScreen } from '@client/features/reports/reports-screen';
import { REPORTS_TEXT } from '@client/features/reports/texts';
import { LeagueAdminPage } from './admin-page';

// Issue 48: /{slug}/admin/reports, the league's admins and super admins (the route guard sends others
// to sign in): the referees' game reports to approve or return.
export function ReportsPage() {
  return <LeagueAdminPage texts={REPORTS_TEXT}>{(league) => <ReportsScreen league={league} />}</LeagueAdminPage>;
}
