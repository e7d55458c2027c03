import { describe, expect, it } from 'vitest';
import { leagueChannel } from '@common/schemas/live-protocol';
import { byKickoff, liveBreaks, predictView, scoreboardChannel, shownAt } from './live-view';
import { publicGame, T0 } from './test-games';

describe('scoreboardChannel', () => {
  it('names the channel as the live push channel does', () => {
    expect(scoreboardChannel('spring-8u')).toBe(leagueChannel('spring-8u'));
  });
});

describe('period labels through the engine (spec 9)', () => {
  it.each([
    ['quarters', 1, '1st Quarter'],
    ['quarters', 2, '2nd Quarter'],
    ['quarters', 3, '3rd Quarter'],
    ['quarters', 4, '4th Quarter'],
    ['halves', 1, '1st Half'],
    ['halves', 2, '2nd Half'],
  ] as const)('%s, period %i -> %s', (gameFormat, currentPeriod, label) => {
    const totalPeriods = gameFormat === 'halves' ? 2 : 4;
    expect(predictView(publicGame({ gameFormat, currentPeriod, totalPeriods }), T0).periodLabel).toBe(label);
  });
});

describe('the local countdown (spec 4)', () => {
  it('a running clock counts down from the stored instant, rounded up', () => {
    const game = publicGame({}, { timeRemainingMs: 505_000, clockStartedAt: T0 });
    expect(predictView(game, T0).timeRemaining).toBe(505);
    expect(predictView(game, T0 + 400).timeRemaining).toBe(505);
    expect(predictView(game, T0 + 1000).timeRemaining).toBe(504);
    expect(predictView(game, T0 + 65_000).timeRemaining).toBe(440);
    // stops at 0:00, never below
    expect(predictView(game, T0 + 600_000).timeRemaining).toBe(0);
  });

  it('a stopped clock stays put', () => {
    expect(predictView(publicGame(), T0 + 120_000).timeRemaining).toBe(505);
  });

  it('never runs before the answer’s own instant (a lagging estimate)', () => {
    const game = publicGame({ serverNow: T0 + 10_000 }, { timeRemainingMs: 505_000, clockStartedAt: T0 });
    expect(predictView(game, T0).timeRemaining).toBe(495);
  });

  it('an auto timeout counts down, then ends and resumes the clock it stopped', () => {
    const game = publicGame({ timeoutTeam: 'home' }, { timeRemainingMs: 300_000, clockStartedAt: null, timeoutEndsAt: T0 + 60_000, timeoutResumesClock: true });
    const during = predictView(game, T0 + 15_000);
    expect(during).toMatchObject({ isTimeoutActive: true, timeoutTeam: 'home', timeoutTimeRemaining: 45, timeRemaining: 300, isClockRunning: false });
    const after = predictView(game, T0 + 70_000);
    expect(after).toMatchObject({ isTimeoutActive: false, timeoutTimeRemaining: null, timeRemaining: 290, isClockRunning: true });
  });

  it('a manual timeout has no countdown', () => {
    const game = publicGame({ timeoutTeam: 'away', autoTimeouts: false }, { timeoutEndsAt: null });
    expect(predictView(game, T0 + 600_000)).toMatchObject({ isTimeoutActive: true, timeoutTimeRemaining: null });
  });

  it('halftime counts down, then ends with the clock stopped', () => {
    const game = publicGame({ currentPeriod: 3 }, { timeRemainingMs: 900_000, halftimeEndsAt: T0 + 300_000 });
    expect(predictView(game, T0 + 1_000)).toMatchObject({ isHalftimeActive: true, halftimeTimeRemaining: 299 });
    expect(predictView(game, T0 + 301_000)).toMatchObject({ isHalftimeActive: false, halftimeTimeRemaining: null, timeRemaining: 900, isClockRunning: false });
  });

  it('timeouts and blitzes remaining', () => {
    expect(predictView(publicGame(), T0)).toMatchObject({ homeTimeoutsRemaining: 1, awayTimeoutsRemaining: 2, homeBlitzesRemaining: 2, awayBlitzesRemaining: 1 });
  });
});

describe('liveBreaks and byKickoff', () => {
  it('reads each game’s break at the instant', () => {
    const games = [
      publicGame({ id: 1 }),
      publicGame({ id: 2, timeoutTeam: 'home' }, { timeoutEndsAt: T0 + 10_000 }),
      publicGame({ id: 3 }, { halftimeEndsAt: T0 + 10_000 }),
    ];
    expect(liveBreaks(games, T0)).toEqual([
      { id: 1, timeoutActive: false, halftimeActive: false },
      { id: 2, timeoutActive: true, halftimeActive: false },
      { id: 3, timeoutActive: false, halftimeActive: true },
    ]);
    // both breaks ended by themselves
    expect(liveBreaks(games, T0 + 11_000).every((g) => !g.timeoutActive && !g.halftimeActive)).toBe(true);
  });

  it('orders by kick-off, then id', () => {
    const games = [
      publicGame({ id: 5, scheduledDate: '2026-05-02T15:00:00.000Z' }),
      publicGame({ id: 4, scheduledDate: '2026-05-02T14:00:00.000Z' }),
      publicGame({ id: 2, scheduledDate: '2026-05-02T15:00:00.000Z' }),
    ];
    expect([...games].sort(byKickoff).map((g) => g.id)).toEqual([4, 2, 5]);
  });
});

describe('shownAt: when the board has something new to draw', () => {
  const running = publicGame({ id: 1 }, { timeRemainingMs: 505_000, clockStartedAt: T0 });
  const stopped = publicGame({ id: 2 });

  it('a running clock: the same within its second, new when it turns over', () => {
    expect(shownAt([running], T0 + 100)).toBe(shownAt([running], T0 + 900));
    expect(shownAt([running], T0 + 900)).not.toBe(shownAt([running], T0 + 1000));
  });

  it('stopped clocks: the same from second to second, new when the minute turns over (the lists move on)', () => {
    expect(shownAt([stopped], T0 + 1_000)).toBe(shownAt([stopped], T0 + 59_000));
    expect(shownAt([stopped], T0 + 59_000)).not.toBe(shownAt([stopped], T0 + 60_000));
  });

  it('any live game counts: a second game running changes it while the first stands still', () => {
    expect(shownAt([stopped, running], T0 + 900)).not.toBe(shownAt([stopped, running], T0 + 1000));
  });
});
