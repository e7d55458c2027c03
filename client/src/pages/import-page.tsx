import { AdminNav } from '@client/features/admin/admin-nav';
import { useLeagueTitle } from '@client/features/league/league-context';
import { ComingSoonNotice } from '@client/features/shell/notices';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.10: /import and /{slug}/import.
export function ImportPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={useLeagueTitle()} label="Admin Dashboard" />
      <AdminNav />
      <PageMain heading="Import Data">
        <ComingSoonNotice>The Sports Connect CSV import arrives in a coming release.</ComingSoonNotice>
      </PageMain>
    </div>
  );
}
