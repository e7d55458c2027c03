import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { leagueHomePath, loginPath } from '@client/lib/league-path';
import { StarPanel } from './star-panel';
import { FAN_TEXT } from './texts';

// Spec 2.11, signed out: 'Join the Fan Community' with a Sign In button that comes back here.
export function JoinPrompt({ leagueSlug, leagueTitle }: { leagueSlug: string | null; leagueTitle: string }) {
  return (
    <StarPanel title={FAN_TEXT.joinTitle} body={FAN_TEXT.joinBody(leagueTitle)}>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link href={loginPath(leagueSlug, leagueSlug ? `/${leagueSlug}/fan` : null)}>{FAN_TEXT.signIn}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={leagueHomePath(leagueSlug)}>{FAN_TEXT.watchScoreboard}</Link>
        </Button>
      </div>
    </StarPanel>
  );
}
