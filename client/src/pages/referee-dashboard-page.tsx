import { CalendarLink } from '@client/features/referee-dashboard/calendar-link';
import { RefereeDashboard } from '@client/features/referee-dashboard/referee-dashboard';
import { REFEREE_TEXT } from '@client/features/referee-dashboard/texts';
import { UnavailableDates } from '@client/features/referee-dashboard/unavailable-dates';
import { useWorkingLeague } from '@client/lib/use-working-league';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

// Spec 2.5: /referee and /{slug}/referee. The guard (app/guards.ts) already shows pending users
// the Approval Pending screen and keeps everyone but referees and admins out.
export function RefereeDashboardPage() {
  return (
    <div className="min-h-dvh">
      <TopBar title={useWorkingLeague().title} label={REFEREE_TEXT.topBarLabel} />
      <PageMain heading={REFEREE_TEXT.heading} description={REFEREE_TEXT.description}>
        <RefereeDashboard />
        <UnavailableDates />
        <CalendarLink />
      </PageMain>
    </div>
  );
}
