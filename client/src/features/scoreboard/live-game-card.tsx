import { sideColor, sideName } from '@common/brackets/sides';
import type { GameView, Side } from '@common/game-rules';
// the module itself, not the engine's index: the board's bundle holds no more of the engine than it draws with
import { SIDES } from '@common/game-rules/state';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { memo, useMemo } from 'react';
import { formatClock, formatLeagueDate } from '@client/lib/league-time';
// clsx, not lib/utils' cn: the board's classes never override one another, and tailwind-merge builds
// its tables at its first call, a long task in the hydration of the board (issue 17)
import { clsx } from 'clsx';
import { BreakBanner } from './break-banner';
import { FollowBell } from './follow-bell';
import { isPlaceholderTeam, recordText } from './format';
import { needsOutlineOnBoard } from './team-colour';
import { TeamName, type OpenTeamStats } from './team-name';
import { SCOREBOARD_TEXT as TEXT } from './texts';
import { useTeamRecord } from './use-scoreboard-data';

type CardProps = { game: PublicGameDto; view: GameView; slug: string | null; timeZone: string; onOpenStats: OpenTeamStats };

// Spec 2.7: the selected game, big enough to read from the sideline in the sun. On a phone the two
// teams sit side by side with the clock under their scores; from 640 px the clock is in the middle.
export function LiveGameCard({ game, view, slug, timeZone, onOpenStats }: CardProps) {
  return (
    <section aria-label={`${sideName(game, 'home')} ${TEXT.versus} ${sideName(game, 'away')}`} data-testid="live-game" data-game-id={game.id} className="overflow-hidden rounded-2xl border border-white/15 bg-black shadow-2xl">
      <BreakBanner game={game} view={view} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-white/10 px-4 py-3 sm:px-6">
        <span className="inline-flex items-center gap-2">
          <span className="inline-flex items-center gap-2 rounded-md bg-red-600 px-2.5 py-1 text-sm font-black tracking-widest text-white">
            <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden />
            {TEXT.live}
          </span>
          {/* issue 49 (decision 082): an instructional game shows its clock, no score */}
          {game.scoresHidden ? (
            <span data-testid="no-score" className="text-sm font-bold text-slate-200">
              {TEXT.noScoreKept}
            </span>
          ) : null}
        </span>
        <p className="flex min-w-0 flex-col items-end text-right text-sm font-semibold text-slate-200 sm:flex-row sm:gap-2 sm:text-base">
          <span className="break-words" data-testid="live-field">
            {game.field ?? TEXT.noField}
          </span>
          <span className="hidden text-slate-500 sm:inline" aria-hidden>
            ·
          </span>
          <span className="whitespace-nowrap" data-testid="live-date">
            {formatLeagueDate(game.scheduledDate, timeZone)}
          </span>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 px-3 py-5 sm:grid-cols-[1fr_auto_1fr] sm:gap-x-6 sm:px-6 sm:py-8">
        {SIDES.map((side) => (
          <TeamHead
            key={side}
            side={side}
            teamId={side === 'home' ? game.homeTeamId : game.awayTeamId}
            name={sideName(game, side)}
            color={sideColor(game, side)}
            slug={slug}
            onOpenStats={onOpenStats}
            showRecord={!game.scoresHidden}
            className={side === 'home' ? 'sm:col-start-1 sm:row-start-1' : 'sm:col-start-3 sm:row-start-1'}
          />
        ))}
        {game.scoresHidden ? null : (
          <>
            <Score value={game.homeScore} side="home" className="sm:col-start-1 sm:row-start-2" />
            <Score value={game.awayScore} side="away" className="sm:col-start-3 sm:row-start-2" />
          </>
        )}
        <ClockPanel game={game} view={view} className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-span-3 sm:row-start-1" />
        {SIDES.map((side) => (
          <Counters
            key={side}
            side={side}
            timeouts={side === 'home' ? view.homeTimeoutsRemaining : view.awayTimeoutsRemaining}
            blitzes={game.blitzesPerPeriod === 0 ? null : side === 'home' ? view.homeBlitzesRemaining : view.awayBlitzesRemaining}
            className={side === 'home' ? 'sm:col-start-1 sm:row-start-3' : 'sm:col-start-3 sm:row-start-3'}
          />
        ))}
      </div>
    </section>
  );
}

// showRecord: false for an instructional game (decision 082: no standings in public)
type TeamHeadProps = { side: Side; teamId: number | null; name: string; color: string; slug: string | null; onOpenStats: OpenTeamStats; showRecord: boolean; className: string };

// Issue 39: the team's head, the score and the counters are drawn again only when they change, not
// at each push or second of the clock.
const TeamHead = memo(function TeamHead({ side, teamId, name, color, slug, onOpenStats, showRecord, className }: TeamHeadProps) {
  const team = useMemo(() => ({ id: teamId, name, color }), [teamId, name, color]);
  const record = useTeamRecord(slug, team.id);
  return (
    <div className={clsx('min-w-0 text-center', className)}>
      {/* issue 38: the bell beside the side's label, so a cut name keeps its line on a phone (not for a
          team still to be decided, nor on the league-less board); it overhangs the row, which keeps its height */}
      <div className="flex items-center justify-center gap-1">
        <p className="text-xs font-extrabold tracking-[0.25em] text-slate-400 sm:text-sm">{side === 'home' ? TEXT.home : TEXT.away}</p>
        {slug && team.id !== null && !isPlaceholderTeam(team.name) ? <FollowBell slug={slug} team={{ id: team.id, name: team.name }} place="board" /> : null}
      </div>
      <div
        data-testid={`${side}-colour`}
        className={clsx('mx-auto mt-2 h-1.5 w-12 rounded-full', needsOutlineOnBoard(team.color) && 'outline-2 outline-offset-1 outline-slate-400 outline-solid')}
        style={{ backgroundColor: team.color }}
        aria-hidden
      />
      <h2 className="mt-2 text-2xl leading-tight font-black break-words text-white sm:text-4xl" data-testid={`${side}-name`}>
        <TeamName team={team} onOpenStats={onOpenStats} />
      </h2>
      <p className="mt-1 h-6 text-base font-bold text-slate-300 tabular-nums sm:text-lg" data-testid={`${side}-record`}>
        {record.data && showRecord ? recordText(record.data) : ''}
      </p>
    </div>
  );
});

const Score = memo(function Score({ value, side, className }: { value: number; side: Side; className: string }) {
  return (
    <p data-testid={`${side}-score`} className={clsx('text-center text-8xl leading-none font-black text-white tabular-nums sm:text-9xl', className)}>
      {value}
    </p>
  );
});

// During the halftime break the clock panel counts the break down (the next period's full clock
// would read as if play had resumed), naming the period that follows.
// issue 36: in overtime (untimed rounds of tries) the panel says OT in place of the period.
function ClockPanel({ game, view, className }: { game: PublicGameDto; view: GameView; className: string }) {
  const halftime = view.isHalftimeActive && view.halftimeTimeRemaining !== null;
  return (
    <div className={clsx('flex flex-col items-center justify-center rounded-xl border border-white/10 bg-slate-900 px-4 py-4 sm:min-w-56 sm:px-6', className)}>
      <p
        data-testid="game-clock"
        aria-label={halftime ? TEXT.halftimeBreak : TEXT.clock}
        className={clsx('text-7xl leading-none font-black tabular-nums sm:text-8xl', halftime ? 'text-sky-300' : 'text-amber-300')}
      >
        {formatClock(halftime ? view.halftimeTimeRemaining! : view.timeRemaining)}
      </p>
      <p data-testid="period-label" className="mt-3 text-lg font-extrabold tracking-wider text-white uppercase sm:text-xl">
        {halftime ? TEXT.halftime : game.overtime ? TEXT.overtime : view.periodLabel}
      </p>
      {halftime ? (
        <p data-testid="next-period" className="mt-1 text-sm font-bold tracking-wider text-slate-300 uppercase">
          {TEXT.nextPeriod(view.periodLabel)}
        </p>
      ) : null}
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-sm font-extrabold tracking-[0.25em] text-slate-400">{TEXT.down}</span>
        <span data-testid="current-down" className="text-3xl font-black text-white tabular-nums">
          {game.currentDown || 1}
        </span>
      </p>
    </div>
  );
}

// blitzes: null when the game has none
const Counters = memo(function Counters({ side, timeouts, blitzes, className }: { side: Side; timeouts: number; blitzes: number | null; className: string }) {
  return (
    <dl className={clsx('flex flex-wrap items-start justify-center gap-x-3 gap-y-2 text-center sm:gap-x-6', className)}>
      <Counter label={TEXT.timeouts} value={timeouts} testId={`${side}-timeouts`} />
      {blitzes !== null ? <Counter label={TEXT.blitzes} value={blitzes} testId={`${side}-blitzes`} /> : null}
    </dl>
  );
});

function Counter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="flex flex-col items-center">
      <dt className="text-[0.7rem] font-extrabold tracking-wider text-slate-400 sm:text-xs sm:tracking-[0.2em]">{label}</dt>
      <dd data-testid={testId} className="text-3xl font-black text-white tabular-nums">
        {value}
      </dd>
    </div>
  );
}
