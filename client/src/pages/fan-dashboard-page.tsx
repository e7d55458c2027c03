import { MonitorPlay } from 'lucide-react';
import { Link } from 'wouter';
import { DEFAULT_TIMEZONE } from '@common/constants';
import { can } from '@common/roles';
import { Button } from '@client/components/ui/button';
import { displayNameOf, useCurrentUser } from '@client/lib/use-current-user';
import { FanDashboard } from '@client/features/fans/fan-dashboard';
import { FansOnlyNotice } from '@client/features/fans/fans-only-notice';
import { JoinPrompt } from '@client/features/fans/join-prompt';
import { FAN_TEXT } from '@client/features/fans/texts';
import { useLeague, useLeagueTitle } from '@client/lib/league-context';
import { LoadingNotice } from '@client/features/shell/notices';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';
import { leagueHomePath } from '@client/lib/league-path';

// Spec 2.11: /{slug}/fan, a public page; signed-out visitors get a sign-in prompt.
export function FanDashboardPage() {
  const league = useLeague();
  const leagueTitle = useLeagueTitle();
  const { data: user, isPending } = useCurrentUser();
  const leagueSlug = league?.slug ?? null;

  if (isPending) return <LoadingNotice className="min-h-dvh" />;
  if (!user || !leagueSlug) return <JoinPrompt leagueSlug={leagueSlug} leagueTitle={leagueTitle} />;
  // staff have no fan profile: this page says so instead of asking the fan API (spec 6)
  if (!can(user.role, 'use:fan-features')) return <FansOnlyNotice role={user.role} leagueSlug={leagueSlug} />;

  return (
    <div className="min-h-dvh">
      <TopBar
        title={leagueTitle}
        label={FAN_TEXT.topBarLabel}
        actions={
          <Button asChild variant="inverse" size="sm">
            <Link href={leagueHomePath(leagueSlug)}>
              <MonitorPlay aria-hidden />
              {/* on a phone only the icon shows; the name stays for screen readers */}
              <span className="sr-only sm:not-sr-only">{FAN_TEXT.scoreboardLink}</span>
            </Link>
          </Button>
        }
      />
      <PageMain heading={FAN_TEXT.topBarLabel} description={`Signed in as ${displayNameOf(user)}`}>
        <FanDashboard slug={leagueSlug} timeZone={league?.timezone ?? DEFAULT_TIMEZONE} />
      </PageMain>
    </div>
  );
}
