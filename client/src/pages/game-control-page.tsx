import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { useLeague, useLeagueTitle } from '@client/features/league/league-context';
import { ComingSoonNotice } from '@client/features/shell/notices';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.6: /referee/{gameId} and /{slug}/referee/{gameId}.
export function GameControlPage({ gameId }: { gameId: string }) {
  const league = useLeague();
  const refereeHome = league ? `/${league.slug}/referee` : '/referee';
  return (
    <div className="min-h-dvh">
      <TopBar title={useLeagueTitle()} label="Game Control" />
      <PageMain
        heading="Game Control"
        description={`Game ${gameId}`}
        headerActions={
          <Button asChild variant="outline" size="sm">
            <Link href={refereeHome}>
              <ArrowLeft aria-hidden />
              Referee Dashboard
            </Link>
          </Button>
        }
      >
        <ComingSoonNotice>
          The game controls (clock, scores, timeouts, blitzes, downs and the events list) arrive in a coming release.
        </ComingSoonNotice>
      </PageMain>
    </div>
  );
}
