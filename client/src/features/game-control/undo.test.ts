import { describe, expect, it } from 'vitest';
import type { GameEventDto } from '@common/schemas/games/dto';
import { latestUndoable, undoWhat } from './undo';

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

  it('names the latest event not undone yet, whatever the order of the list; none after a two-minute warning or the end', () => {
    expect(latestUndoable(undefined)).toBeNull();
    expect(latestUndoable([event(3), event(7), event(5)])?.id).toBe(7);
    expect(latestUndoable([event(3), event(7, { undone: true }), event(8, { eventType: 'undo', undoes: 7 })])?.id).toBe(8);
    expect(latestUndoable([event(3), event(4, { eventType: 'two_minute_warning' })])).toBeNull();
    expect(latestUndoable([event(3), event(4, { eventType: 'game_end' })])).toBeNull();
  });
});
