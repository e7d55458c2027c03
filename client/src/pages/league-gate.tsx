import type { ReactNode } from 'react';
import { slugProblem } from '@common/slug';
import { errorStatus, suspendedSessionLeague } from '@client/lib/api-errors';
import { LeagueNotFoundPage, LeagueSuspendedPage } from './rare-pages';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { LeagueProvider } from '@client/lib/league-context';
import { useLeagueBySlug } from '@client/lib/use-league';

// Spec 2.1: a league-scoped route shows its screen only once the league is loaded and not suspended.
export function LeagueGate({ slug, children }: { slug: string; children: ReactNode }) {
  const { data: league, error, isPending } = useLeagueBySlug(slug);

  if (slugProblem(slug) !== null) return <LeagueNotFoundPage slug={slug} />;
  if (isPending) return <LoadingNotice label="Loading league..." className="min-h-dvh" />;
  // A league already known stays on screen when reading it again fails for want of a network (the
  // service worker's copy of a board opened offline, issue 17): the screen says itself how old it is.
  const unreachable = error !== null && errorStatus(error) === null;
  if (error && !(league && unreachable)) {
    if (errorStatus(error) === 404) return <LeagueNotFoundPage slug={slug} />;
    // a suspended league's user: the forced path signs out and comes back to its suspended page
    if (suspendedSessionLeague(error) !== null) return <LoadingNotice label="Signing out..." className="min-h-dvh" />;
    return (
      <div className="mx-auto max-w-lg p-6">
        <ErrorNotice title="Failed to fetch league">Please reload the page to try again.</ErrorNotice>
      </div>
    );
  }
  if (!league) return <LeagueNotFoundPage slug={slug} />;
  if (league.status === 'suspended') return <LeagueSuspendedPage league={league} />;
  return <LeagueProvider league={league}>{children}</LeagueProvider>;
}
