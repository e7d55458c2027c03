import { sideName } from '@common/brackets/sides';
import { describe, expect, it } from 'vitest';
import type { ScoringPlayDto } from '@common/schemas/scoreboard';
import { latestPlayLines, playWhat } from './latest-plays';
import { publicGame } from './test-games';

const play = (id: number, values: Partial<ScoringPlayDto> = {}): ScoringPlayDto => ({ id, period: 2, timeRemaining: 505, team: 'home', play: 'touchdown', points: 6, jersey: '12', homeScore: 6, awayScore: 0, ...values });

describe('the latest plays under the board (issue 18)', () => {
  it('names the play and the jersey; a bare +1/+6 reads as points, a -1 as a correction', () => {
    expect(playWhat(play(1))).toBe('Touchdown #12');
    expect(playWhat(play(1, { play: 'pat1', jersey: null, points: 1 }))).toBe('PAT 1');
    expect(playWhat(play(1, { play: null, jersey: null, points: 6 }))).toBe('6 points');
    expect(playWhat(play(1, { play: null, jersey: null, points: 1 }))).toBe('1 point');
    expect(playWhat(play(1, { play: null, jersey: null, points: -1 }))).toBe('Score corrected (-1)');
  });

  it('latest first, at most 5, with the period, the clock, the team and the score it left', () => {
    const game = publicGame({ id: 1 });
    const lines = latestPlayLines(game, [1, 2, 3, 4, 5, 6, 7].map((id) => play(id, { homeScore: id })));
    expect(lines.map((line) => line.id)).toEqual([7, 6, 5, 4, 3]);
    expect(lines[0]).toEqual({ id: 7, when: '2nd Quarter 8:25', team: sideName(game, 'home'), color: game.homeTeam!.color, what: 'Touchdown #12', score: '7–0' });
    expect(latestPlayLines(game, [play(1, { team: 'away', period: 1 })])[0]).toMatchObject({ when: '1st Quarter 8:25', team: sideName(game, 'away') });
  });
});
