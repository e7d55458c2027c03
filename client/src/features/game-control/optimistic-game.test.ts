import { describe, expect, it } from 'vitest';
import type { GameAction } from '@common/game-rules';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';
import type { JournalEntry } from './action-journal';
import { createTapFilter, isAbsolute, projectGame, tryAction } from './optimistic-game';

const T0 = Date.parse('2026-11-21T14:10:00Z');
const entry = (action: GameAction, tappedAt: number, key = String(tappedAt)): JournalEntry => ({ key, gameId: 5, userId: 1, seq: tappedAt, action, tappedAt, basis: 0 });

describe('projectGame', () => {
  it('applies waiting taps at their instants with the engine: scores, down, the clock stopped when tapped', () => {
    const running = gameDtoFixture({ serverNow: T0, isClockRunning: true, clock: { timeRemainingMs: 900_000, clockStartedAt: T0, timeoutEndsAt: null, timeoutResumesClock: false, halftimeEndsAt: null } });
    const shown = projectGame(running, [
      entry({ type: 'addScore', team: 'home', delta: 6 }, T0 + 5_000),
      entry({ type: 'addScore', team: 'home', delta: 1 }, T0 + 6_000),
      entry({ type: 'setDown', down: 2 }, T0 + 7_000),
      entry({ type: 'stopClock' }, T0 + 10_000),
    ]);
    expect(shown).toMatchObject({ homeScore: 7, currentDown: 2, isClockRunning: false, timeRemaining: 890, version: running.version });
    expect(shown.clock.timeRemainingMs).toBe(890_000);
  });

  it('projects a scoring play waiting to be sent by its points (issue 18)', () => {
    const game = gameDtoFixture({ serverNow: T0, status: 'live', homeScore: 6, awayScore: 0 });
    const shown = projectGame(game, [
      entry({ type: 'scoringPlay', team: 'home', play: 'pat2', jersey: '12' }, T0 + 1_000),
      entry({ type: 'scoringPlay', team: 'away', play: 'touchdown' }, T0 + 2_000),
      entry({ type: 'scoringPlay', team: 'away', play: 'safety' }, T0 + 3_000),
    ]);
    expect(shown).toMatchObject({ homeScore: 8, awayScore: 8 });
  });

  it('an undo waiting offline shows at once, from the events this phone has (issue 37)', () => {
    const game = gameDtoFixture({ serverNow: T0, status: 'live', homeScore: 6 });
    const scored = { id: 41, eventType: 'score' as const, team: 'home' as const, description: '+6', undone: false, revert: { action: { type: 'addScore' as const, team: 'home' as const, delta: 6 }, before: { homeScore: 0 }, shiftMs: 0 } };
    const undo = entry({ type: 'undo', eventId: 41 }, T0 + 1_000);
    expect(projectGame(game, [undo], [scored])).toMatchObject({ homeScore: 0 });
    // without the event (never loaded), or once it is undone, the screen waits for the server
    expect(projectGame(game, [undo])).toMatchObject({ homeScore: 6 });
    expect(projectGame(game, [undo], [{ ...scored, undone: true }])).toMatchObject({ homeScore: 6 });
  });

  it('a tap the engine refuses changes nothing; no taps is the game itself', () => {
    const game = gameDtoFixture({ serverNow: T0, homeTimeoutsUsed: 2 });
    expect(projectGame(game, [])).toBe(game);
    expect(projectGame(game, [entry({ type: 'callTimeout', team: 'home' }, T0 + 1)])).toMatchObject({ homeTimeoutsUsed: 2, isTimeoutActive: false });
    const verdict = tryAction(game, { type: 'callTimeout', team: 'home' }, T0 + 1);
    expect(verdict.ok).toBe(false);
  });
});

describe('createTapFilter', () => {
  it('the same control twice within 400 ms is one tap; a second +6 later, or another control, counts', () => {
    const accept = createTapFilter();
    const plus6: GameAction = { type: 'addScore', team: 'home', delta: 6 };
    expect(accept(plus6, 0)).toBe(true);
    expect(accept(plus6, 150)).toBe(false);
    expect(accept(plus6, 399)).toBe(false);
    expect(accept(plus6, 1000)).toBe(true);
    expect(accept({ type: 'addScore', team: 'away', delta: 6 }, 1100)).toBe(true);
    expect(accept(plus6, 1200)).toBe(true);
  });

  it('an action confirmed in a dialog always counts: Next Period confirmed twice within 400 ms is two periods', () => {
    const accept = createTapFilter();
    const next: GameAction = { type: 'nextPeriod' };
    expect(accept(next, 0, true)).toBe(true);
    expect(accept(next, 150, true)).toBe(true);
    // unconfirmed, the same action within the window is still one tap
    expect(accept(next, 1000)).toBe(true);
    expect(accept(next, 1100)).toBe(false);
  });
});

it('absolute actions are the ones that set a value', () => {
  expect(isAbsolute({ type: 'setScore', team: 'home', value: 3 })).toBe(true);
  expect(isAbsolute({ type: 'setDown', down: 3 })).toBe(true);
  expect(isAbsolute({ type: 'addScore', team: 'home', delta: 6 })).toBe(false);
  // issue 18: a scoring play adds to whatever the score is when it arrives, like +6
  expect(isAbsolute({ type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' })).toBe(false);
  expect(isAbsolute({ type: 'stopClock' })).toBe(false);
});
