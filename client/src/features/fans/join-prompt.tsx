import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { CenteredPanel } from '@client/features/shell/page-shell';
import { leagueHomePath, loginPath } from '@client/lib/league-path';
import { FAN_TEXT } from './texts';

// Spec 2.11, signed out: 'Join the Fan Community' with a Sign In button that comes back here.
export function JoinPrompt({ leagueSlug, leagueTitle }: { leagueSlug: string | null; leagueTitle: string }) {
  return (
    <CenteredPanel className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Star className="size-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{FAN_TEXT.joinTitle}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{FAN_TEXT.joinBody(leagueTitle)}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link href={loginPath(leagueSlug, leagueSlug ? `/${leagueSlug}/fan` : null)}>{FAN_TEXT.signIn}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={leagueHomePath(leagueSlug)}>{FAN_TEXT.watchScoreboard}</Link>
        </Button>
      </div>
    </CenteredPanel>
  );
}
