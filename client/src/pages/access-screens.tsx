import { ArrowLeft, Clock, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { ACCESS_TEXT } from '@common/texts';
import { Button } from '@client/components/ui/button';
import { useLeague } from '@client/lib/league-context';
import { CenteredPanel } from '@client/features/shell/page-shell';
import { leagueHomePath } from '@client/lib/league-path';
import { useCurrentUser } from '@client/lib/use-current-user';
import { LogoutConfirmationDialog } from '@client/features/auth/logout-confirmation';
import { useLogout } from '@client/features/auth/use-logout';

// Spec 2.2: a signed-in (or signed-out) visitor without the role a page needs.
export function AccessDeniedScreen({ message, signInPath }: { message: string; signInPath?: string }) {
  const league = useLeague();
  const { data: user } = useCurrentUser();
  const { logout, isLoggingOut, confirmation } = useLogout();
  return (
    <CenteredPanel>
      <div className="flex items-start gap-4">
        <ShieldAlert className="mt-1 size-8 shrink-0 text-destructive" aria-hidden />
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight">{message}</h1>
          {user ? (
            <p className="mt-2 text-sm text-muted-foreground">You are signed in as {user.username}.</p>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-2">
            {signInPath ? (
              <Button asChild>
                <Link href={signInPath}>Sign In</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link href={leagueHomePath(league?.slug ?? null)}>Go to the scoreboard</Link>
            </Button>
            {user ? (
              <Button variant="ghost" onClick={() => void logout()} disabled={isLoggingOut}>
                Logout
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <LogoutConfirmationDialog confirmation={confirmation} />
    </CenteredPanel>
  );
}

// Spec 2.5 / 6: a pending account is blocked from the referee screens until an admin approves it.
export function ApprovalPendingScreen() {
  const league = useLeague();
  return (
    <CenteredPanel>
      <div className="flex items-start gap-4">
        <Clock className="mt-1 size-8 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight">{ACCESS_TEXT.approvalPendingTitle}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Your account is waiting for an administrator to approve it. The referee tools open once it is approved.
          </p>
          <Button asChild variant="outline" className="mt-5">
            <Link href={leagueHomePath(league?.slug ?? null)}>
              <ArrowLeft aria-hidden />
              Back
            </Link>
          </Button>
        </div>
      </div>
    </CenteredPanel>
  );
}
