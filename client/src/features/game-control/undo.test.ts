import { describe, expect, it } from 'vitest';
import type { GameEventDto } from '@common/schemas/games/dto';
import { latestUndoable, tapToUndo, undoableIds, undoWhat } from './undo';

const names = { home: 'Black Panthers', away: 'Red Hawks' };

function event(id: number, overrides: Partial<GameEventDto> = {}): GameEventDto {
  return {
    id,
    gameId: 5,
    period: 1,
    timeRemaining: 600,
    eventType: 'score',
    teamId: 1,
    team: 'home',
    points: 6,
    description: `event ${id}`,
    play: null,
    jersey: null,
    homeScore: 6,
    awayScore: 0,
    undoes: null,
    undone: false,
    revert: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

describe('undo (issue 37)', () => {
  it('says what a tap undoes, with the team; a tap the engine cannot undo offers none', () => {
    expect(undoWhat({ type: 'scoringPlay', team: 'home', play: 'touchdown' }, names)).toBe('Touchdown, Black Panthers');
    expect(undoWhat({ type: 'addScore', team: 'away', delta: 6 }, names)).toBe('+6, Red Hawks');
    expect(undoWhat({ type: 'addScore', team: 'away', delta: -1 }, names)).toBe('-1, Red Hawks');
    expect(undoWhat({ type: 'callTimeout', team: 'home' }, names)).toBe('Timeout, Black Panthers');
    expect(undoWhat({ type: 'callBlitz', team: 'away' }, names)).toBe('Blitz, Red Hawks');
    expect(undoWhat({ type: 'setDown', down: 3 }, names)).toBe('3rd down');
    expect(undoWhat({ type: 'adjustTime', deltaSeconds: -10 }, names)).toBe('-10s');
    expect(undoWhat({ type: 'nextPeriod' }, names)).toBe('Next Period');
    for (const type of ['startClock', 'stopClock', 'resetClock', 'endTimeout', 'startGame'] as const) expect(undoWhat({ type }, names)).toBeNull();
    expect(undoWhat({ type: 'setScore', team: 'home', value: 3 }, names)).toBeNull();
    expect(undoWhat({ type: 'forfeit', team: 'home' }, names)).toBeNull();
  });

  const touchdown = (id: number): GameEventDto => event(id, { revert: { action: { type: 'scoringPlay', team: 'home', play: 'touchdown' }, before: { homeScore: 0, overtime: null }, shiftMs: 0 } });
  const corrected = (id: number, before: GameEventDto['revert'] extends infer R ? (R extends { before: infer B } ? B : never) : never): GameEventDto =>
    event(id, { eventType: 'correction', revert: { action: { type: 'setScore', team: 'home', value: 20 }, before, shiftMs: 0 } });

  it('names the latest event the engine would undo, whatever the order of the list; none after the end', () => {
    expect(latestUndoable(undefined)).toBeNull();
    expect(latestUndoable([touchdown(3), touchdown(7), touchdown(5)])?.id).toBe(7);
    expect(latestUndoable([touchdown(3), touchdown(7), event(8, { eventType: 'undo', undoes: 7, revert: touchdown(7).revert })])?.id).toBe(8);
    expect(latestUndoable([touchdown(3), event(4, { eventType: 'game_end' })])).toBeNull();
    // an event without a revert (a hand-written one) is not offered
    expect(latestUndoable([event(3)])).toBeNull();
  });

  it('issue 45: a two-minute warning recorded at its instant leaves the tap before it undoable', () => {
    expect(latestUndoable([touchdown(3), event(4, { eventType: 'two_minute_warning' })])?.id).toBe(3);
  });

  it('issue 45: the Undo bar\'s tap is undone through its own event, not through a correction made after it', () => {
    const events = [touchdown(3), corrected(4, { homeScore: 6 })];
    expect(latestUndoable(events)?.id).toBe(4);
    expect(tapToUndo(events, 2)?.id).toBe(3);
    expect(tapToUndo(events, 3)).toBeNull();
    expect(undoableIds(events)).toEqual(new Set([3, 4]));
  });
});
