import { useLeagueTitle } from '@client/features/league/league-context';
import { ComingSoonNotice } from '@client/features/shell/notices';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.5: /referee and /{slug}/referee.
export function RefereeDashboardPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={useLeagueTitle()} label="Referee" />
      <PageMain heading="Referee Dashboard">
        <ComingSoonNotice>The live and scheduled games lists arrive in a coming release.</ComingSoonNotice>
      </PageMain>
    </div>
  );
}
