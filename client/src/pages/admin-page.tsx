import type { ComponentProps, ReactNode } from 'react';
import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { mayManageLeague } from '@common/policies/leagues';
import type { LeagueDto } from '@common/schemas/league';
import { ACCESS_TEXT } from '@common/texts';
import { ErrorNotice } from '@client/features/shell/notices';
import { useLeague } from '@client/lib/league-context';
import { useCurrentUser } from '@client/lib/use-current-user';
import { AdminNav } from '@client/features/admin/admin-nav';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

type AdminPageProps = {
  // The top bar's league title and what the area is called there.
  title: string;
  label: string;
  navKeys?: ComponentProps<typeof AdminNav>['keys'];
  heading: string;
  description?: ReactNode;
  children: ReactNode;
};

// The frame of the admin area's pages (spec 2.4, 2.9, 2.12): the top bar, the admin navigation,
// then the page's heading over what it shows.
export function AdminPage({ title, label, navKeys, heading, description, children }: AdminPageProps) {
  return (
    <div className="min-h-dvh">
      <TopBar title={title} label={label} />
      <AdminNav keys={navKeys} />
      <PageMain heading={heading} description={description}>
        {children}
      </PageMain>
    </div>
  );
}

// A league's own admin screen (announcements, its changes): the frame with the league's name, and the
// screen for those who manage this league (the route guard sends the others to sign in first).
export function LeagueAdminPage({ texts, children }: { texts: { topBarLabel: string; heading: string; description: string }; children: (league: LeagueDto) => ReactNode }) {
  const league = useLeague();
  const { data: user } = useCurrentUser();
  return (
    <AdminPage title={league?.name ?? DEFAULT_LEAGUE_TITLE} label={texts.topBarLabel} heading={texts.heading} description={texts.description}>
      {league && mayManageLeague(user, league) ? children(league) : <ErrorNotice title={ACCESS_TEXT.adminRequired} />}
    </AdminPage>
  );
}
