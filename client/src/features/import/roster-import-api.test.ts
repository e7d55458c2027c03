import { describe, expect, it } from 'vitest';
import type { RosterImportDto } from '@common/schemas/rosters';
import { rosterTiles } from './roster-import-api';
import { ROSTER_IMPORT_TEXT } from './roster-texts';

const result = (players: Partial<RosterImportDto['players']>, coaches: Partial<RosterImportDto['coaches']>): RosterImportDto => ({
  dryRun: true,
  players: { created: 0, changed: 0, dropped: 0, unchanged: 0, ...players },
  coaches: { invited: 0, linked: 0, unchanged: 0, ...coaches },
  refused: [],
  notes: [],
});

describe('rosterTiles', () => {
  it('lists the counts that say something', () => {
    expect(rosterTiles(result({ created: 103, dropped: 1 }, { invited: 14 }), ROSTER_IMPORT_TEXT)).toEqual([
      { key: 'players', lines: ['103 new', '1 dropped'] },
      { key: 'coaches', lines: ['14 invited'] },
    ]);
    expect(rosterTiles(result({ unchanged: 104 }, { unchanged: 14 }), ROSTER_IMPORT_TEXT)).toEqual([
      { key: 'players', lines: ['104 unchanged'] },
      { key: 'coaches', lines: ['14 unchanged'] },
    ]);
  });

  it('says 0 new for an empty answer', () => {
    expect(rosterTiles(result({}, {}), ROSTER_IMPORT_TEXT).map((t) => t.lines)).toEqual([['0 new'], ['0 invited']]);
  });
});

describe('completedBody', () => {
  it('counts the players and coaches written and the rows left out', () => {
    const answer = { ...result({ created: 103, dropped: 1 }, { invited: 14 }), refused: [{ row: 120, team: 'Falcons', name: 'Theo Marsh', reason: 'unknown team' }] };
    expect(ROSTER_IMPORT_TEXT.completedBody(answer)).toBe('104 players and 14 coaches added or updated. 1 row was left out.');
  });
});
