import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { AdminNav } from '@client/features/admin/admin-nav';
import { ApiKeysManager } from '@client/features/api-keys/api-keys-manager';
import { API_KEYS_TEXT } from '@client/features/api-keys/texts';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.12: /api-keys, super admin only (the route guard shows the spec 2.2 texts to others).
export function ApiKeysPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={DEFAULT_LEAGUE_TITLE} label={API_KEYS_TEXT.topBarLabel} />
      <AdminNav />
      <PageMain heading={API_KEYS_TEXT.pageTitle} description={API_KEYS_TEXT.pageDescription}>
        <ApiKeysManager />
      </PageMain>
    </div>
  );
}
