import { AdminNav } from '@client/features/admin/admin-nav';
import { APPROVALS_NAV_KEYS } from '@client/features/admin/admin-nav-items';
import { useLeagueTitle } from '@client/features/league/league-context';
import { ComingSoonNotice } from '@client/features/shell/notices';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.9: /pending-approvals, /{slug}/pending-approvals, /pending.
export function PendingApprovalsPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={useLeagueTitle()} label="Manage Referees" />
      <AdminNav keys={APPROVALS_NAV_KEYS} />
      <PageMain heading="Pending User Approvals">
        <ComingSoonNotice>Approving accounts and managing referees and administrators arrive in a coming release.</ComingSoonNotice>
      </PageMain>
    </div>
  );
}
