import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { CoachHome } from '@client/features/coach-home/coach-home';
import { COACH_TEXT } from '@client/features/coach-home/texts';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';
import { useLeague } from '@client/lib/league-context';

// Issue 49: /{slug}/coach, any signed-in user of the league (the guard sends others to sign in); the
// screen says "You coach no team" to one who coaches none (decision 081).
export function CoachPage() {
  const league = useLeague();
  return (
    <div className="min-h-dvh">
      <TopBar title={league?.name ?? DEFAULT_LEAGUE_TITLE} label={COACH_TEXT.topBarLabel} />
      <PageMain heading={COACH_TEXT.heading} description={COACH_TEXT.description}>
        {league ? <CoachHome league={league} /> : null}
      </PageMain>
    </div>
  );
}
