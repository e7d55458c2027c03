import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { HydrateLater } from '@client/lib/hydrate-later';
import { useDivisions } from '@client/lib/divisions';
import { completedGamesPage, otherGamesPage } from './board-lists';
import { inDivision } from './division-choice';
import { DivisionSwitcher } from './division-switcher';
import { GamePicker } from './game-picker';
import { GamesList } from './games-list';
import { LatestPlays } from './latest-plays-list';
import { LiveGameCard } from './live-game-card';
import { predictView, shownAt } from './live-view';
import type { TeamRef } from './format';
import { preloadTeamStats, type OpenTeamStats } from './team-name';
import { StaleNotice } from './stale-notice';
import { SCOREBOARD_TEXT as TEXT } from './texts';
import { useEstimatedServerNow, useGameOnShow } from './use-game-on-show';
import { useDivisionChoice } from './use-division-choice';
import { useScoreboardGames } from './use-scoreboard-data';

const TeamStatsDialog = lazy(() => import('./team-stats-dialog').then((m) => ({ default: m.TeamStatsDialog })));

// The statistics dialog downloads once the page has settled, so a tap on a name opens it at once.
const PRELOAD_DELAY_MS = 3000;

// Spec 2.7: the public scoreboard below its top bar. slug is null on the league-less form (/), where
// team names are not clickable and there is no league channel to follow, only the 5-second poll.
export function Scoreboard({ slug, timeZone }: { slug: string | null; timeZone: string }) {
  const all = useScoreboardGames(slug);
  // Issue 34: a league with divisions shows one at a time when the viewer chose one: the lists and
  // the live board's choice (spec 4's rule, among the division's live games).
  const divisions = useDivisions(slug).data;
  const { divisionId, choose: chooseDivision } = useDivisionChoice(slug, divisions);
  const games = useMemo(
    () => ({ ...all, live: inDivision(all.live, divisionId), scheduled: inDivision(all.scheduled, divisionId), completed: inDivision(all.completed, divisionId) }),
    [all, divisionId],
  );
  const [pathname] = useLocation();
  const liveShownAt = useCallback((instant: number) => shownAt(games.live, instant), [games.live]);
  const now = useEstimatedServerNow(games.live.length > 0, liveShownAt);
  // the lists move a game on only when a minute turns over, not four times a second
  const listNow = Math.floor(now / 60_000) * 60_000;
  const { selectedId, choose } = useGameOnShow(games.live, games.liveLoaded, now);
  const selected = games.live.find((game) => game.id === selectedId) ?? null;

  const [statsTeam, setStatsTeam] = useState<TeamRef | null>(null);
  const onOpenStats: OpenTeamStats = slug ? setStatsTeam : null;
  useEffect(() => {
    if (!slug) return;
    const timer = setTimeout(preloadTeamStats, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug]);

  // Spec 2.7: the other live games with their scores, then the scheduled ones (board-lists.ts: in
  // the order a parent looks for them, a page at a time).
  const [otherPages, setOtherPages] = useState(0);
  const [completedPages, setCompletedPages] = useState(0);
  const others = useMemo(
    () => otherGamesPage({ live: games.live, scheduled: games.scheduled, selectedId, now: listNow, timeZone, pagesOpened: otherPages }),
    [games.live, games.scheduled, selectedId, listNow, timeZone, otherPages],
  );
  const completed = useMemo(() => completedGamesPage(games.completed, completedPages), [games.completed, completedPages]);
  const showMoreOthers = useCallback(() => setOtherPages((pages) => pages + 1), []);
  const showMoreCompleted = useCallback(() => setCompletedPages((pages) => pages + 1), []);

  return (
    <div className="flex flex-col gap-6">
      <StaleNotice lastUpdateAt={games.liveUpdatedAt} followsSocket={slug !== null} />

      {divisions ? <DivisionSwitcher divisions={divisions} selectedId={divisionId} pathname={pathname} onChoose={chooseDivision} /> : null}

      <GamePicker games={games.live} selectedId={selectedId} onChoose={choose} />

      {selected ? (
        <>
          <HydrateLater name="live-card">
            <LiveGameCard game={selected} view={predictView(selected, now)} slug={slug} timeZone={timeZone} onOpenStats={onOpenStats} />
          </HydrateLater>
          {/* issue 49 (decision 082): an instructional game lists no plays */}
          {slug && !selected.scoresHidden ? (
            <HydrateLater name="latest-plays">
              <LatestPlays game={selected} slug={slug} />
            </HydrateLater>
          ) : null}
        </>
      ) : !games.liveLoaded ? (
        <LiveGamesPending failed={games.liveFailed} />
      ) : (
        <NoLiveGames />
      )}

      <HydrateLater name="other-games">
        <GamesList
          title={selected ? TEXT.otherGames : TEXT.allGames}
          games={others.shown}
          hidden={others.hidden}
          onShowMore={showMoreOthers}
          emptyText={games.listsPending ? TEXT.loadingGames : TEXT.noGamesScheduled}
          timeZone={timeZone}
          onOpenStats={onOpenStats}
        />
      </HydrateLater>
      {completed.shown.length > 0 ? (
        <HydrateLater name="completed-games">
          <GamesList
            title={TEXT.completedGames}
            games={completed.shown}
            hidden={completed.hidden}
            onShowMore={showMoreCompleted}
            timeZone={timeZone}
            onOpenStats={onOpenStats}
          />
        </HydrateLater>
      ) : null}

      {slug && statsTeam ? (
        <Suspense fallback={null}>
          <TeamStatsDialog slug={slug} team={statsTeam} timeZone={timeZone} onClose={() => setStatsTeam(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

// Spec 2.7: the empty state.
function NoLiveGames() {
  return (
    <section className="rounded-2xl border border-white/15 bg-black px-6 py-12 text-center sm:py-16">
      <p className="text-3xl font-black tracking-wider text-white sm:text-5xl">{TEXT.noLiveGames}</p>
      <p className="mt-3 text-base font-bold tracking-widest text-amber-300 sm:text-lg">{TEXT.checkBackLater}</p>
    </section>
  );
}

// As tall as the live card it stands for, so the lists below do not move when the card arrives.
function LiveGamesPending({ failed }: { failed: boolean }) {
  return (
    <section role="status" className="flex min-h-[37rem] items-center justify-center gap-3 rounded-2xl border border-white/15 bg-black px-6 py-16 text-center text-base font-semibold text-slate-300 sm:min-h-[28rem]">
      {failed ? null : <LoaderCircle className="size-5 animate-spin text-amber-300" aria-hidden />}
      {failed ? TEXT.liveGamesUnavailable : TEXT.loadingGames}
    </section>
  );
}
