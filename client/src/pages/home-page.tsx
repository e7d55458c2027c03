import { useLeagueSummaries } from '@client/lib/use-league';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { LeagueNotFoundPage } from './rare-pages';
import { ScoreboardPage } from './scoreboard-page';

// Spec 2.2 '/': the league-less scoreboard when leagues exist, else the league-not-found page.
export function HomePage() {
  const { data, isPending, isError } = useLeagueSummaries();
  if (isPending) return <LoadingNotice className="min-h-dvh" />;
  if (isError) {
    return (
      <div className="mx-auto max-w-lg p-6">
        <ErrorNotice title="Failed to fetch leagues">Please reload the page to try again.</ErrorNotice>
      </div>
    );
  }
  return data && data.length > 0 ? <ScoreboardPage /> : <LeagueNotFoundPage slug={null} />;
}
