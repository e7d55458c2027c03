import { APPROVALS_NAV_KEYS } from '@client/features/admin/admin-nav-items';
import { useLeagueTitle } from '@client/lib/league-context';
import { ManageReferees } from '@client/features/manage-referees/manage-referees';
import { REFEREES_TEXT } from '@client/features/manage-referees/texts';
import { AdminPage } from './admin-page';

// Spec 2.9: /pending-approvals, /{slug}/pending-approvals, /pending.
export function PendingApprovalsPage() {
  return (
    <AdminPage title={useLeagueTitle()} label={REFEREES_TEXT.topBarLabel} navKeys={APPROVALS_NAV_KEYS} heading={REFEREES_TEXT.pageTitle} description={REFEREES_TEXT.pageDescription}>
      <ManageReferees />
    </AdminPage>
  );
}
