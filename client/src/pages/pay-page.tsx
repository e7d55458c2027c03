import { PayScreen } from '@client/features/pay/pay-screen';
import { PAY_TEXT } from '@client/features/pay/texts';
import { LeagueAdminPage } from './admin-page';

// Issue 48: /{slug}/admin/pay, the league's admins and super admins (the route guard sends others to
// sign in): what each official is owed for a period, its CSV, and the league's pay rates.
export function PayPage() {
  return <LeagueAdminPage texts={PAY_TEXT}>{(league) => <PayScreen league={league} />}</LeagueAdminPage>;
}
