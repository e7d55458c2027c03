import { describe, expect, it } from 'vitest';
import type { GameDto } from '@common/schemas/games/dto';
import { GAME_REFUSAL_TEXT } from '@common/game-rules';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';
import { replaceEqualDeep } from '@tanstack/react-query';
import { breakSecondsOf, clockSecondsOf, consoleStateOf, controlsOf, isLastPeriod, nextPeriodLabel, parseScoreInput, predictView, twoMinuteStop, type ConsoleState } from './game-view';

const T = 1_000_000; // the server's instant of the answer

function running(remainingMs: number, overrides: Partial<GameDto> = {}): GameDto {
  return gameDtoFixture({
    serverNow: T,
    isClockRunning: true,
    clock: { timeRemainingMs: remainingMs, clockStartedAt: T, timeoutEndsAt: null, timeoutResumesClock: false, halftimeEndsAt: null },
    ...overrides,
  });
}

describe('predictView: the clock between answers (spec 4, architecture rule 4)', () => {
  it('counts a running clock down from the last server value, one second at a time', () => {
    const game = running(600_000);
    expect(predictView(game, T).timeRemaining).toBe(600);
    expect(predictView(game, T + 999).timeRemaining).toBe(600);
    expect(predictView(game, T + 1000).timeRemaining).toBe(599);
    expect(predictView(game, T + 61_500).timeRemaining).toBe(539);
  });

  it('stops by itself at 0:00', () => {
    const view = predictView(running(5000), T + 9000);
    expect(view.timeRemaining).toBe(0);
    expect(view.isClockRunning).toBe(false);
  });

  it('never runs backwards when the estimate of server time lags the answer', () => {
    expect(predictView(running(600_000), T - 5000).timeRemaining).toBe(600);
  });

  it('leaves a stopped clock alone', () => {
    expect(predictView(gameDtoFixture({ serverNow: T }), T + 60_000).timeRemaining).toBe(900);
  });

  it('counts an auto timeout down and ends it at its end instant, resuming the clock', () => {
    const game = gameDtoFixture({
      serverNow: T,
      isTimeoutActive: true,
      timeoutTeam: 'away',
      clock: { timeRemainingMs: 300_000, clockStartedAt: null, timeoutEndsAt: T + 60_000, timeoutResumesClock: true, halftimeEndsAt: null },
    });
    const during = predictView(game, T + 15_000);
    expect(during).toMatchObject({ isTimeoutActive: true, timeoutTeam: 'away', timeoutTimeRemaining: 45, timeRemaining: 300 });
    const after = predictView(game, T + 70_000);
    expect(after).toMatchObject({ isTimeoutActive: false, isClockRunning: true, timeRemaining: 290 });
  });

  it('counts halftime down to its end, and the next period then waits for the referee', () => {
    const game = gameDtoFixture({
      serverNow: T,
      currentPeriod: 3,
      clock: { timeRemainingMs: 900_000, clockStartedAt: null, timeoutEndsAt: null, timeoutResumesClock: false, halftimeEndsAt: T + 300_000 },
    });
    expect(predictView(game, T + 1000)).toMatchObject({ isHalftimeActive: true, halftimeTimeRemaining: 299, periodLabel: '3rd Quarter' });
    expect(predictView(game, T + 301_000)).toMatchObject({ isHalftimeActive: false, isClockRunning: false, timeRemaining: 900 });
  });
});

describe('controlsOf: what the referee can press', () => {
  it('a scheduled game: Start Game and Start Clock, nothing live', () => {
    const game = gameDtoFixture({ status: 'scheduled' });
    const controls = controlsOf(game, predictView(game, game.serverNow));
    expect(controls).toMatchObject({ startGame: true, startClock: true, stopClock: false, addScore: false, setDown: false, adjustTime: false, nextPeriod: false });
    // not live: no call, and no reason beside each button (the page's status notice says it once)
    expect(controls.callTimeout).toEqual({ home: { allowed: false, reason: null }, away: { allowed: false, reason: null } });
  });

  it('a bracket game in overtime: End round, and neither the clock nor Next Period (issue 36)', () => {
    const game = gameDtoFixture({ status: 'live', currentPeriod: 4, overtime: { round: 2, tried: ['home'] } });
    expect(controlsOf(game, predictView(game, game.serverNow))).toMatchObject({ endOvertimeRound: true, startClock: false, nextPeriod: false, addScore: true });
    const regular = gameDtoFixture({ status: 'live', currentPeriod: 4 });
    expect(controlsOf(regular, predictView(regular, regular.serverNow))).toMatchObject({ endOvertimeRound: false, nextPeriod: true });
  });

  it('a live game with the clock running: Stop, not Start', () => {
    const game = running(600_000);
    const controls = controlsOf(game, predictView(game, T + 10));
    expect(controls).toMatchObject({ startGame: false, startClock: false, stopClock: true, addScore: true, endTimeout: false });
    expect(controls.callTimeout).toEqual({ home: { allowed: true, reason: null }, away: { allowed: true, reason: null } });
  });

  it('a clock at 0:00 cannot start (the referee resets or goes to the next period)', () => {
    const game = running(1000);
    const controls = controlsOf(game, predictView(game, T + 5000));
    expect(controls).toMatchObject({ startClock: false, stopClock: false, resetClock: true, nextPeriod: true });
  });

  it('spec 5: -1 is disabled at 0, per team', () => {
    const game = gameDtoFixture({ homeScore: 0, awayScore: 6 });
    expect(controlsOf(game, predictView(game, game.serverNow)).subtractScore).toEqual({ home: false, away: true });
  });

  it('during a timeout: End Timeout, no second timeout', () => {
    const game = gameDtoFixture({
      timeoutTeam: 'home',
      clock: { timeRemainingMs: 300_000, clockStartedAt: null, timeoutEndsAt: null, timeoutResumesClock: false, halftimeEndsAt: null },
    });
    const controls = controlsOf(game, predictView(game, game.serverNow));
    expect(controls.endTimeout).toBe(true);
    expect(controls.callTimeout.away).toEqual({ allowed: false, reason: GAME_REFUSAL_TEXT.timeoutAlreadyActive });
  });

  it('during halftime: no timeout', () => {
    const game = gameDtoFixture({
      clock: { timeRemainingMs: 900_000, clockStartedAt: null, timeoutEndsAt: null, timeoutResumesClock: false, halftimeEndsAt: T + 60_000 },
      serverNow: T,
    });
    expect(controlsOf(game, predictView(game, T)).callTimeout.home).toEqual({ allowed: false, reason: GAME_REFUSAL_TEXT.timeoutDuringHalftime });
    // once halftime has run out locally, the engine allows the call again
    expect(controlsOf(game, predictView(game, T + 61_000)).callTimeout.home).toEqual({ allowed: true, reason: null });
  });

  it("spec 5: at the limit Call Timeout is disabled with the engine's sentence, per team; the manual count is clamped", () => {
    const game = gameDtoFixture({ timeoutsPerPeriod: 2, homeTimeoutsUsed: 2, awayTimeoutsUsed: 0 });
    const controls = controlsOf(game, predictView(game, game.serverNow));
    expect(controls.callTimeout).toEqual({
      home: { allowed: false, reason: GAME_REFUSAL_TEXT.timeoutsUsedUp('home', 'per_period') },
      away: { allowed: true, reason: null },
    });
    expect(controls.timeoutCount).toEqual({ home: { decrease: true, increase: false }, away: { decrease: false, increase: true } });
    const perGame = gameDtoFixture({ timeoutsPerPeriod: 1, timeoutType: 'per_game', awayTimeoutsUsed: 1 });
    expect(controlsOf(perGame, predictView(perGame, perGame.serverNow)).callTimeout.away.reason).toBe(GAME_REFUSAL_TEXT.timeoutsUsedUp('away', 'per_game'));
  });

  it("blitzes: nothing to call when the game allows none; used up: disabled with the engine's sentence", () => {
    const none = gameDtoFixture({ blitzesPerPeriod: 0 });
    expect(controlsOf(none, predictView(none, none.serverNow)).callBlitz.home).toEqual({ allowed: false, reason: GAME_REFUSAL_TEXT.blitzesDisabled });
    const some = gameDtoFixture({ blitzesPerPeriod: 2, awayBlitzesUsed: 2, homeBlitzesUsed: 1 });
    const controls = controlsOf(some, predictView(some, some.serverNow));
    expect(controls.callBlitz).toEqual({ home: { allowed: true, reason: null }, away: { allowed: false, reason: GAME_REFUSAL_TEXT.blitzesUsedUp('away') } });
    expect(controls.blitzCount.away).toEqual({ decrease: true, increase: false });
  });

  it('a completed game: only the score can still be corrected', () => {
    const game = gameDtoFixture({ status: 'completed' });
    const controls = controlsOf(game, predictView(game, game.serverNow));
    expect(controls).toMatchObject({ setScore: true, addScore: false, startClock: false, startGame: false, nextPeriod: false, setDown: false });
  });
});

describe('periods', () => {
  it('names the period Next Period starts, and knows the last one', () => {
    expect(nextPeriodLabel(gameDtoFixture({ currentPeriod: 1 }))).toBe('2nd Quarter');
    expect(nextPeriodLabel(gameDtoFixture({ gameFormat: 'halves', totalPeriods: 2, currentPeriod: 1 }))).toBe('2nd Half');
    expect(isLastPeriod(gameDtoFixture({ currentPeriod: 3 }))).toBe(false);
    expect(isLastPeriod(gameDtoFixture({ currentPeriod: 4 }))).toBe(true);
    expect(isLastPeriod(gameDtoFixture({ gameFormat: 'halves', totalPeriods: 2, currentPeriod: 2 }))).toBe(true);
  });
});

describe('parseScoreInput (spec 5: a number of 0 or more)', () => {
  it.each([
    ['0', 0],
    ['21', 21],
    [' 7 ', 7],
    ['999', 999],
  ])('%j -> %d', (text, value) => expect(parseScoreInput(text)).toBe(value));

  it.each(['', ' ', '-1', '1.5', 'abc', '1e3', '+3', '1000', '12345'])('%j is refused', (text) => expect(parseScoreInput(text)).toBeNull());
});

describe('twoMinuteStop (issue 37): the console shows the stop without waiting for an answer', () => {
  it('shows once the running clock reaches the announced instant, and while the server says the clock stands there', () => {
    const rules = { ...gameDtoFixture().rules, twoMinuteWarning: true };
    const game = running(150_000, { status: 'live', currentPeriod: 4, totalPeriods: 4, rules, twoMinuteWarning: { dueAt: T + 30_000, active: false, half: 0 } });
    expect(twoMinuteStop(game, predictView(game, T + 29_000))).toBe(false);
    expect(twoMinuteStop(game, predictView(game, T + 30_000))).toBe(true);
    expect(twoMinuteStop(game, predictView(game, T + 45_000))).toBe(true);
    const stopped = gameDtoFixture({ serverNow: T, status: 'live', currentPeriod: 4, totalPeriods: 4, rules, twoMinuteWarning: { dueAt: null, active: true, half: 2 }, clock: { ...game.clock, timeRemainingMs: 120_000, clockStartedAt: null } });
    expect(twoMinuteStop(stopped, predictView(stopped, T + 5000))).toBe(true);
    const adjusted = { ...stopped, twoMinuteWarning: { dueAt: null, active: false, half: 2 }, clock: { ...stopped.clock, timeRemainingMs: 110_000 } };
    expect(twoMinuteStop(adjusted, predictView(adjusted, T))).toBe(false);
  });
});

describe('consoleStateOf (issue 39): the console draws again at a moment of the game, never at a tick', () => {
  // what useLiveSelect keeps at each 200 ms tick: the last state while the new one equals it
  function ticks(game: GameDto, from: number, to: number): { kept: ConsoleState; changes: number[] } {
    let kept = consoleStateOf(game, from);
    const changes: number[] = [];
    for (let at = from + 200; at <= to; at += 200) {
      const next = replaceEqualDeep(kept, consoleStateOf(game, at));
      if (next !== kept) changes.push(at);
      kept = next;
    }
    return { kept, changes };
  }

  it('stays the same object while the clock runs, and changes when it stops at the two-minute warning', () => {
    const rules = { ...gameDtoFixture().rules, twoMinuteWarning: true };
    const game = running(150_000, { status: 'live', currentPeriod: 4, totalPeriods: 4, rules, twoMinuteWarning: { dueAt: T + 30_000, active: false, half: 0 } });
    const { kept, changes } = ticks(game, T, T + 40_000);
    expect(changes).toEqual([T + 30_000]);
    expect(kept).toMatchObject({ isClockRunning: false, banner: { kind: 'twoMinuteStop' }, controls: { stopClock: false, startClock: true } });
    // the digits count on their own: every second until the stop at 2:00
    expect(clockSecondsOf(game, T + 1000)).toBe(149);
    expect(clockSecondsOf(game, T + 29_000)).toBe(121);
    expect(clockSecondsOf(game, T + 40_000)).toBe(120);
  });

  it('changes once when the clock reaches 0:00, and keeps the parts that did not change', () => {
    const game = running(5000, { status: 'live', currentPeriod: 1, totalPeriods: 4 });
    const before = consoleStateOf(game, T);
    expect(before).toMatchObject({ isClockRunning: true, banner: null, controls: { stopClock: true } });
    const { kept, changes } = ticks(game, T, T + 8000);
    expect(changes).toEqual([T + 5000]);
    expect(kept).toMatchObject({ isClockRunning: false, controls: { stopClock: false, startClock: false, nextPeriod: true } });
    expect(clockSecondsOf(game, T + 8000)).toBe(0);
    // the parts that stayed keep their identity: a memoized card given the calls is not drawn again
    const after = replaceEqualDeep(before, consoleStateOf(game, T + 5000));
    expect(after).not.toBe(before);
    expect(after.controls.callTimeout).toBe(before.controls.callTimeout);
  });

  it('names the banner: a counting timeout, then nothing once it ended by itself', () => {
    const game = gameDtoFixture({
      serverNow: T,
      status: 'live',
      isTimeoutActive: true,
      timeoutTeam: 'home',
      clock: { timeRemainingMs: 300_000, clockStartedAt: null, timeoutEndsAt: T + 30_000, timeoutResumesClock: false, halftimeEndsAt: null },
    });
    expect(consoleStateOf(game, T + 1000).banner).toEqual({ kind: 'timeout', team: 'home', counting: true });
    expect(breakSecondsOf(game, T + 1000)).toBe(29);
    const { kept, changes } = ticks(game, T, T + 35_000);
    expect(changes).toEqual([T + 30_000]);
    expect(kept).toMatchObject({ isTimeoutActive: false, banner: null });
    expect(breakSecondsOf(game, T + 35_000)).toBeNull();
  });
});
