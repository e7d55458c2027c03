import { AdminNav } from '@client/features/admin/admin-nav';
import { APPROVALS_NAV_KEYS } from '@client/features/admin/admin-nav-items';
import { useLeagueTitle } from '@client/lib/league-context';
import { ManageReferees } from '@client/features/manage-referees/manage-referees';
import { REFEREES_TEXT } from '@client/features/manage-referees/texts';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.9: /pending-approvals, /{slug}/pending-approvals, /pending.
export function PendingApprovalsPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={useLeagueTitle()} label={REFEREES_TEXT.topBarLabel} />
      <AdminNav keys={APPROVALS_NAV_KEYS} />
      <PageMain heading={REFEREES_TEXT.pageTitle} description={REFEREES_TEXT.pageDescription}>
        <ManageReferees />
      </PageMain>
    </div>
  );
}
