import { Link } from 'wouter';
import { HydrateLater } from '@client/lib/hydrate-later';
import { DEFAULT_TIMEZONE } from '@common/constants';
import { useLeague } from '@client/lib/league-context';
import { LeagueList } from '@client/features/league/league-list';
import { FanEntry, JoinFansLink } from '@client/features/scoreboard/fan-entry';
import { LeagueCalendarLink } from '@client/features/scoreboard/league-calendar-link';
import { Scoreboard } from '@client/features/scoreboard/scoreboard';
import { scoreboardTitle } from '@client/features/scoreboard/scoreboard-title';
import { SCOREBOARD_TEXT as TEXT } from '@client/features/scoreboard/texts';

// Spec 2.7: the public scoreboard ('parent display') at /{slug}, /{slug}/parent and, league-less, at /.
export function ScoreboardPage() {
  const league = useLeague();
  const prefix = league ? `/${league.slug}` : '';
  // 44 px tall: a thumb's target (WCAG 2.5.5)
  const linkClass =
    'inline-flex min-h-11 items-center rounded-md border border-white/20 px-1.5 text-xs font-bold tracking-wide text-slate-200 uppercase transition-colors hover:bg-white/10 sm:px-3 sm:text-sm sm:tracking-wider';
  const fanClass =
    'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-md bg-orange-500 px-3 text-sm font-extrabold tracking-wider text-slate-950 uppercase transition-colors hover:bg-orange-400 max-sm:order-last max-sm:w-full';
  return (
    <div className="min-h-dvh bg-slate-950 text-white">
      {/* the parts of the board hydrate each in a task of their own (decision 038) */}
      <HydrateLater name="top-bar">
        <header className="border-b border-white/10 bg-slate-900">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6">
            {/* on a phone the title has the first row to itself: beside three links it had 80 px and broke mid-word */}
            <h1 className="min-w-0 flex-1 text-base leading-tight font-extrabold tracking-wide break-words text-orange-400 max-sm:basis-full sm:text-2xl sm:tracking-widest">
              {scoreboardTitle(league?.slug ?? null)}
            </h1>
            {/* on a phone the fan's way in takes a row of its own under the title */}
            {league ? <FanEntry slug={league.slug} leagueId={league.id} className={fanClass} /> : null}
            {/* four links fit a 390 px phone's row; a narrower one wraps them rather than cut one off */}
            <nav aria-label="League" className="flex shrink-0 flex-wrap gap-1.5 max-sm:max-w-full sm:gap-2">
              {league ? (
                <>
                  <Link href={`/${league.slug}/standings`} className={linkClass}>
                    {TEXT.standings}
                  </Link>
                  <Link href={`/${league.slug}/playoffs`} className={linkClass}>
                    {TEXT.playoffs}
                  </Link>
                </>
              ) : null}
              <Link href={`${prefix}/referee`} className={linkClass}>
                {TEXT.referee}
              </Link>
              <Link href={`${prefix}/admin`} className={linkClass}>
                {TEXT.admin}
              </Link>
            </nav>
          </div>
        </header>
      </HydrateLater>
      <main className="mx-auto max-w-6xl px-3 py-5 sm:px-6 sm:py-8">
        <HydrateLater name="board">
          <Scoreboard slug={league?.slug ?? null} timeZone={league?.timezone ?? DEFAULT_TIMEZONE} />
        </HydrateLater>
        {league ? (
          <>
            <JoinFansLink slug={league.slug} leagueId={league.id} />
            <LeagueCalendarLink slug={league.slug} />
          </>
        ) : (
          <section className="mx-auto mt-8 max-w-lg rounded-2xl bg-card p-5 text-card-foreground sm:p-6">
            <LeagueList statuses={['active', 'archived']} heading={TEXT.chooseLeague} emptyText={TEXT.noLeagues} />
          </section>
        )}
      </main>
    </div>
  );
}
