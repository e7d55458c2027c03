import { AdminNav } from '@client/features/admin/admin-nav';
import { LeagueFacts } from '@client/features/admin/league-facts';
import { useLeague, useLeagueTitle } from '@client/features/league/league-context';
import { ComingSoonNotice } from '@client/features/shell/notices';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.4: /admin and /{slug}/admin.
export function AdminDashboardPage() {
  const league = useLeague();
  return (
    <div className="min-h-dvh">
      <TopBar title={useLeagueTitle()} label="Admin Dashboard" />
      <AdminNav />
      <PageMain heading="League Administration">
        <ComingSoonNotice>
          Game management (counts, the games tables, teams and fields) arrives in a coming release.
        </ComingSoonNotice>
        {league ? <LeagueFacts league={league} /> : null}
      </PageMain>
    </div>
  );
}
