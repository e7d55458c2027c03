import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { ApiKeysManager } from '@client/features/api-keys/api-keys-manager';
import { API_KEYS_TEXT } from '@client/features/api-keys/texts';
import { AdminPage } from './admin-page';

// Spec 2.12: /api-keys, super admin only (the route guard shows the spec 2.2 texts to others).
export function ApiKeysPage() {
  return (
    <AdminPage title={DEFAULT_LEAGUE_TITLE} label={API_KEYS_TEXT.topBarLabel} heading={API_KEYS_TEXT.pageTitle} description={API_KEYS_TEXT.pageDescription}>
      <ApiKeysManager />
    </AdminPage>
  );
}
