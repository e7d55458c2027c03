import { ProtestsScreen } from '@client/features/protests/protests-screen';
import { PROTESTS_TEXT } from '@client/features/protests/texts';
import { LeagueAdminPage } from './admin-page';

// Issue 49: /{slug}/admin/protests, the league's admins and super admins (the route guard sends others
// to sign in): the protested finals to rule on.
export function ProtestsPage() {
  return <LeagueAdminPage texts={PROTESTS_TEXT}>{(league) => <ProtestsScreen league={league} />}</LeagueAdminPage>;
}
