import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { displayNameOf, useCurrentUser } from '@client/features/auth/use-current-user';
import { useLeague, useLeagueTitle } from '@client/features/league/league-context';
import { ComingSoonNotice, LoadingNotice } from '@client/features/shell/notices';
import { CenteredPanel, PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';
import { leagueHomePath, loginPath } from '@client/lib/league-path';

// Spec 2.11: /{slug}/fan, a public page; signed-out visitors get a sign-in prompt.
export function FanDashboardPage() {
  const league = useLeague();
  const leagueTitle = useLeagueTitle();
  const { data: user, isPending } = useCurrentUser();
  const leagueSlug = league?.slug ?? null;

  if (isPending) return <LoadingNotice className="min-h-dvh" />;

  if (!user) {
    return (
      <CenteredPanel className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-primary">
          <Star className="size-7" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Join the Fan Community</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Sign in to {leagueTitle} to predict game results, earn points and climb the leaderboard.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild size="lg">
            <Link href={loginPath(leagueSlug, leagueSlug ? `/${leagueSlug}/fan` : null)}>Sign In</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={leagueHomePath(leagueSlug)}>Watch the scoreboard</Link>
          </Button>
        </div>
      </CenteredPanel>
    );
  }

  return (
    <div className="min-h-dvh">
      <TopBar title={leagueTitle} label="Fan Dashboard" />
      <PageMain heading="Fan Dashboard" description={`Signed in as ${displayNameOf(user)}`}>
        <ComingSoonNotice>
          Your fan profile, predictions, the leaderboard and achievements arrive in a coming release.
        </ComingSoonNotice>
      </PageMain>
    </div>
  );
}
