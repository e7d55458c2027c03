import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { AdminNav } from '@client/features/admin/admin-nav';
import { ComingSoonNotice } from '@client/features/shell/notices';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.12: /api-keys, super admin only.
export function ApiKeysPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={DEFAULT_LEAGUE_TITLE} label="Super Admin" />
      <AdminNav />
      <PageMain heading="API Keys">
        <ComingSoonNotice>Generating, listing and revoking API keys arrives in a coming release.</ComingSoonNotice>
      </PageMain>
    </div>
  );
}
