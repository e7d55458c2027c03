import { AdminNav } from '@client/features/admin/admin-nav';
import { SportsConnectImport } from '@client/features/import/sports-connect-import';
import { IMPORT_TEXT } from '@client/features/import/texts';
import { useLeagueTitle } from '@client/lib/league-context';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.10: /import and /{slug}/import (admins; the route guard sends others away).
export function ImportPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={useLeagueTitle()} label={IMPORT_TEXT.topBarLabel} />
      <AdminNav />
      <PageMain heading={IMPORT_TEXT.pageTitle} description={IMPORT_TEXT.pageDescription}>
        <SportsConnectImport />
      </PageMain>
    </div>
  );
}
