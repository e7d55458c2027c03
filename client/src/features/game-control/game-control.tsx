import { sideColor, sideName } from '@common/brackets/sides';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { GameAction, Side } from '@common/game-rules';
import { mayForfeit, mayUndo } from '@common/policies/games';
import { toast } from '@client/lib/use-toast';
import type { GameDto, GameEventDto } from '@common/schemas/games/dto';
import { useStableHandler } from '@client/lib/use-stable-handler';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/use-current-user';
import { ClockCard } from './clock-card';
import { CountdownBanner } from './countdown-banner';
import { DownCard } from './down-card';
import { EventsCard } from './events-card';
import { ForfeitCard } from './forfeit-card';
import { GameHeader } from './game-header';
import { MercyBanner } from './mercy-banner';
import { PlayClockCard } from './play-clock-card';
import { RushCard } from './rush-card';
import { consoleStateOf, scoreOf, teamName } from './game-view';
import { useLiveGame, useLiveSelect } from './live-game';
import { OvertimeBanner } from './overtime-banner';
import { pressWithoutFocus } from './press-without-focus';
import { ScoreCard } from './score-card';
import { StartGameDialog } from './start-game-dialog';
import { SyncBanner } from './sync-banner';
import { TeamCounterCard } from './team-counter-card';
import { TimeAdjustmentCard } from './time-adjustment-card';
import { GAME_CONTROL_TEXT as TEXT } from './texts';
import { tapToUndo, undoWhat } from './undo';
import { UndoDock, type LastTap } from './undo-bar';
import { undoDockShown } from './undo-dock';
import { useGameAction, useGameEvents } from './use-game';
import { useWakeLock } from './use-wake-lock';

// The two sides' values as one object that keeps its identity while they stay the same.
function useSides<T>(home: T, away: T): Record<Side, T> {
  return useMemo(() => ({ home, away }), [home, away]);
}

// Spec 2.6: the control page of one game, phone first. On a phone the cards stack in the order a
// referee reaches for them (clock, scores, down, timeouts), the first three on the first screen of a
// 390x844 phone (decision 024); on a wide screen they form two columns, the down under the clock.
// The column wrappers are `display: contents` on phones, so their cards join one ordered stack.
function latestEventId(events: readonly { id: number }[] | undefined): number {
  return Math.max(0, ...(events ?? []).map((event) => event.id));
}

// Issue 39: the console draws again when the game, its events, the journal or the game's state at
// the instant change (consoleStateOf), never at the clock's tick: the digits count alone
// (live-game.ts), and every card is memoized with stable handlers, so a tap redraws what it changed.
// What the console shows its referee at the final whistle (issue 48: the page gives the report form).
export type FinalWhistle = (game: { gameId: number; names: Record<Side, string>; userId: number }) => ReactNode;
// What the console shows before kickoff and, folded, while live (issue 49: the page gives the check-in).
export type BeforeKickoff = (game: { gameId: number; refereeId: number | null; live: boolean; names: Record<Side, string> }) => ReactNode;

export function GameControl({
  game: serverGame,
  unreachable,
  timeZone,
  backHref,
  finalWhistle,
  beforeKickoff,
}: {
  game: GameDto;
  unreachable: boolean;
  timeZone: string;
  backHref: string;
  finalWhistle?: FinalWhistle;
  beforeKickoff?: BeforeKickoff;
}) {
  // what the server has, with the taps still on their way applied (decision 023)
  const events = useGameEvents(serverGame.id);
  const { act: send, withdraw, shown: game, waiting, status } = useGameAction(serverGame, events.data);
  const live = useLiveGame(game);
  const { isClockRunning, periodLabel, isTimeoutActive, banner, controls } = useLiveSelect(live, consoleStateOf);
  const [lastTap, setLastTap] = useState<LastTap | null>(null);
  const { data: user } = useCurrentUser(false);
  const names = useSides(teamName(game, 'home'), teamName(game, 'away'));
  const colors = useSides(sideColor(game, 'home'), sideColor(game, 'away'));
  const timeouts = useSides(game.homeTimeoutsUsed, game.awayTimeoutsUsed);
  const blitzes = useSides(game.homeBlitzesUsed, game.awayBlitzesUsed);

  // Every tap; one the engine can undo offers its Undo for 10 s (issue 37), to whom the server
  // allows an undo (the game's referee and the admins, issue 45).
  const act: typeof send = useStableHandler((action, options) => {
    const entry = send(action, options);
    const what = entry && mayUndo(user, game) && undoWhat(action, { home: sideName(game, 'home'), away: sideName(game, 'away') });
    if (entry && what) setLastTap({ key: entry.key, what, at: Date.now(), eventsBefore: latestEventId(events.data) });
    return entry;
  });
  const run = useCallback((action: GameAction) => act(action), [act]);
  const confirmed = useStableHandler((action: GameAction) => send(action, { confirmed: true }));

  // A tap still on the phone is taken out of the journal, never sent; one the server has is undone
  // through its event, once that event is known here (the push brings it within a moment).
  const undoTap = useStableHandler((tap: LastTap): void => {
    if (withdraw(tap.key)) return;
    const target = tapToUndo(events.data, tap.eventsBefore);
    if (target) send({ type: 'undo', eventId: target.id }, { confirmed: true });
    else toast({ title: TEXT.undoNotYet });
  });
  const perGame = game.timeoutType === 'per_game';
  const [confirmingStart, setConfirmingStart] = useState(false);
  useWakeLock(game.status === 'live');
  const onSetDown = useCallback((down: number) => run({ type: 'setDown', down }), [run]);
  const onAdjust = useCallback((deltaSeconds: number) => run({ type: 'adjustTime', deltaSeconds }), [run]);
  const onCallTimeout = useCallback((team: Side) => run({ type: 'callTimeout', team }), [run]);
  const onSetTimeouts = useCallback((team: Side, count: number) => run({ type: 'setTimeoutsUsed', team, count }), [run]);
  const onCallBlitz = useCallback((team: Side) => run({ type: 'callBlitz', team }), [run]);
  const onSetBlitzes = useCallback((team: Side, count: number) => run({ type: 'setBlitzesUsed', team, count }), [run]);
  const askToStart = useCallback(() => setConfirmingStart(true), []);
  const onForfeit = useCallback((team: Side) => confirmed({ type: 'forfeit', team }), [confirmed]);
  const onUndoEvent = useCallback((event: GameEventDto) => confirmed({ type: 'undo', eventId: event.id }), [confirmed]);
  const endTimeout = useMemo(
    () =>
      isTimeoutActive ? (
        <Button className="mb-3 h-14 w-full bg-amber-500 text-lg text-amber-950 hover:bg-amber-400" disabled={!controls.endTimeout} onClick={() => run({ type: 'endTimeout' })}>
          {TEXT.endTimeout}
        </Button>
      ) : null,
    [isTimeoutActive, controls.endTimeout, run],
  );

  return (
    <div className="space-y-3 sm:space-y-4" onMouseDown={pressWithoutFocus}>
      <SyncBanner status={status} waiting={waiting.length} unreachable={unreachable} />
      <GameHeader
        status={game.status}
        names={names}
        colors={colors}
        field={game.field}
        scheduledDate={game.scheduledDate}
        timeZone={timeZone}
        backHref={backHref}
        canStart={controls.startGame}
        starting={waiting.some((entry) => entry.action.type === 'startGame')}
        onStart={askToStart}
      />
      {/* issue 48: at the final whistle the game's referee files his report, first on the page */}
      {game.status === 'completed' && user && game.refereeId === user.id && finalWhistle ? finalWhistle({ gameId: game.id, names, userId: user.id }) : null}
      {/* issue 49: who plays, checked in before kickoff, first on the page (the panel decides who sees it);
          once the game is live, folded below its events, so the first screen stays the console's (decision 024) */}
      {game.status === 'scheduled' && beforeKickoff ? beforeKickoff({ gameId: game.id, refereeId: game.refereeId, live: false, names }) : null}
      {/* Closed by itself once the game is no longer startable, e.g. another device started it;
          drawn only while it asks, so a tap on a live game's console does not draw it again. */}
      {confirmingStart && controls.startGame ? (
        <StartGameDialog
          game={game}
          timeZone={timeZone}
          open
          onOpenChange={setConfirmingStart}
          onStart={() => {
            setConfirmingStart(false);
            act({ type: 'startGame' }, { confirmed: true });
          }}
        />
      ) : null}
      <CountdownBanner live={live} banner={banner} names={names} />
      <MercyBanner game={game} onEnd={() => send({ type: 'endGame', reason: 'mercy' }, { confirmed: true })} />
      <OvertimeBanner
        overtime={game.status === 'live' ? game.overtime : null}
        names={names}
        enabled={controls.endOvertimeRound}
        onEndRound={() => run({ type: 'endOvertimeRound' })}
      />

      <div className="flex flex-col gap-2 will-change-transform sm:gap-4 lg:grid lg:grid-cols-2 lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-4">
          <div className="order-1 lg:order-none">
            <ClockCard
              live={live}
              running={isClockRunning}
              periodLabel={periodLabel}
              startClock={controls.startClock}
              stopClock={controls.stopClock}
              resetClock={controls.resetClock}
              nextPeriod={controls.nextPeriod}
              act={act}
            />
          </div>
          <div className="order-3 lg:order-none">
            <DownCard down={game.currentDown} enabled={controls.setDown} onSetDown={onSetDown} />
          </div>
          {game.rules.playClockSeconds !== null && game.status === 'live' ? (
            <div className="order-5 lg:order-none">
              <PlayClockCard seconds={game.rules.playClockSeconds} />
            </div>
          ) : null}
          {game.rules.rushesPerSeries !== null ? (
            <div className="order-5 lg:order-none">
              <RushCard game={game} allowed={game.rules.rushesPerSeries} enabled={game.status === 'live'} />
            </div>
          ) : null}
          <div className="order-6 lg:order-none">
            <TimeAdjustmentCard enabled={controls.adjustTime} onAdjust={onAdjust} />
          </div>
        </div>

        <div className="contents lg:flex lg:flex-col lg:gap-4">
          <div className="order-2 grid grid-cols-2 gap-2 sm:gap-3 lg:order-none">
            {(['home', 'away'] as const satisfies readonly Side[]).map((side) => (
              <ScoreCard
                key={side}
                side={side}
                name={names[side]}
                color={colors[side]}
                score={scoreOf(game, side)}
                canAdd={controls.addScore}
                canSubtract={controls.subtractScore[side]}
                canSet={controls.setScore}
                run={run}
              />
            ))}
          </div>
          <div className="order-4 lg:order-none">
            <TeamCounterCard
              title={TEXT.timeoutsTitle}
              names={names}
              word={TEXT.timeoutsWord}
              used={timeouts}
              allowed={game.timeoutsPerPeriod}
              scope={perGame ? TEXT.perGame : TEXT.perPeriod}
              callLabel={TEXT.callTimeout}
              callAriaLabel={TEXT.callTimeoutLabel}
              call={controls.callTimeout}
              counter={controls.timeoutCount}
              onCall={onCallTimeout}
              onSetUsed={onSetTimeouts}
            >
              {endTimeout}
            </TeamCounterCard>
          </div>
          {game.blitzesPerPeriod > 0 ? (
            <div className="order-5 lg:order-none">
              <TeamCounterCard
                title={TEXT.blitzesTitle}
                names={names}
                word={TEXT.blitzesWord}
                used={blitzes}
                allowed={game.blitzesPerPeriod}
                scope={TEXT.perPeriod}
                callLabel={TEXT.callBlitz}
                callAriaLabel={TEXT.callBlitzLabel}
                call={controls.callBlitz}
                counter={controls.blitzCount}
                onCall={onCallBlitz}
                onSetUsed={onSetBlitzes}
              />
            </div>
          ) : null}
        </div>
      </div>

      <EventsCard colors={colors} gameFormat={game.gameFormat} events={events.data} isPending={events.isPending} canUndo={controls.undo && mayUndo(user, game)} onUndo={onUndoEvent} />
      {game.status === 'live' && beforeKickoff ? beforeKickoff({ gameId: game.id, refereeId: game.refereeId, live: true, names }) : null}
      {mayForfeit(user, game) ? (
        <ForfeitCard
          names={names}
          winnerScore={game.rules.forfeit.winnerScore}
          loserScore={game.rules.forfeit.loserScore}
          enabled={controls.forfeit}
          onForfeit={onForfeit}
        />
      ) : null}
      {/* the Undo dock, always there while the game can be run, and the room it keeps at the page's end (decision 060) */}
      {undoDockShown(game.status, mayUndo(user, game)) ? <UndoDock tap={lastTap} onUndo={undoTap} /> : null}
    </div>
  );
}
