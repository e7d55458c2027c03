import { describe, expect, it } from 'vitest';
import { jerseyNumberOf, pointsByPlayer, type TeamScore } from './player-stats';
import { gameScoresArePublic, scoresArePublic } from './public-scores';

const td = (jersey: string | null): TeamScore => ({ play: 'touchdown', points: 6, jersey });
const roster = [
  { firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 12 },
  { firstName: 'Maya', lastName: 'Chen', jerseyNumber: 3 },
  { firstName: 'Sam', lastName: 'Ortiz', jerseyNumber: null },
];

describe('pointsByPlayer (issue 49)', () => {
  it('counts each play per jersey, names the rostered player, and "#7" for a number on no roster', () => {
    const scores: TeamScore[] = [td('12'), td('12'), { play: 'pat1', points: 1, jersey: '7' }, { play: 'pat2', points: 2, jersey: '3' }, { play: 'safety', points: 2, jersey: '3' }];
    expect(pointsByPlayer(scores, roster, true)).toEqual([
      { jerseyNumber: 12, name: 'Isaac L.', touchdowns: 2, pat1: 0, pat2: 0, safeties: 0, points: 12 },
      { jerseyNumber: 3, name: 'Maya C.', touchdowns: 0, pat1: 0, pat2: 1, safeties: 1, points: 4 },
      { jerseyNumber: 7, name: '#7', touchdowns: 0, pat1: 1, pat2: 0, safeties: 0, points: 1 },
    ]);
  });

  it('shows numbers only when the division hides names', () => {
    expect(pointsByPlayer([td('12')], roster, false)).toEqual([{ jerseyNumber: 12, name: '#12', touchdowns: 1, pat1: 0, pat2: 0, safeties: 0, points: 6 }]);
  });

  it('leaves out a score without a jersey, counts a bare +6 as points only, and a -1 takes a point back', () => {
    const scores: TeamScore[] = [td(null), { play: null, points: 6, jersey: '3' }, { play: 'pat1', points: 1, jersey: '3' }, { play: null, points: -1, jersey: '3' }];
    expect(pointsByPlayer(scores, roster, true)).toEqual([{ jerseyNumber: 3, name: 'Maya C.', touchdowns: 0, pat1: 1, pat2: 0, safeties: 0, points: 6 }]);
  });

  it('ties by points list the lower number first; "00" and "0" are one scorer', () => {
    const lines = pointsByPlayer([td('9'), td('00'), td('0')], [], true);
    expect(lines.map((l) => [l.jerseyNumber, l.points])).toEqual([
      [0, 12],
      [9, 6],
    ]);
    expect(jerseyNumberOf(' 12 ')).toBe(12);
    expect(jerseyNumberOf('x')).toBeNull();
    expect(jerseyNumberOf(null)).toBeNull();
  });

  it('is empty without scores', () => {
    expect(pointsByPlayer([], roster, true)).toEqual([]);
  });
});

describe('scoresArePublic (decision 082)', () => {
  it('hides an instructional division and any game with a team in one', () => {
    expect(scoresArePublic({ instructional: false })).toBe(true);
    expect(scoresArePublic(null)).toBe(true);
    expect(scoresArePublic({ instructional: true })).toBe(false);
    expect(gameScoresArePublic({ instructional: false }, null)).toBe(true);
    expect(gameScoresArePublic({ instructional: false }, { instructional: true })).toBe(false);
  });
});
