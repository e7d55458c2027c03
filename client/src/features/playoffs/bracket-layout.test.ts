import { describe, expect, it } from 'vitest';
import { buildBracket } from '@common/brackets/bracket';
import { layoutBracket, startRound } from './bracket-layout';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);
const at = (section: ReturnType<typeof layoutBracket>[number], key: string) => section.games.find((placed) => placed.game.key === key)!;

describe('the bracket tree', () => {
  it('draws 6 teams in one part: the byes of seeds 1 and 2 beside the first round, each game between the two it comes from', () => {
    const { games } = buildBracket({ format: 'single', seedTeamIds: seeds(6), thirdPlace: false });
    const [tree, ...rest] = layoutBracket(games);
    expect(rest).toEqual([]);
    expect(tree!.columns.map((c) => c.name)).toEqual(['Quarterfinal', 'Semifinal', 'Final']);
    // 4 v 5 and 3 v 6 are the round's two games; seed 1 waits above the first, seed 2 above the second
    expect(at(tree!, 'W1-1').y).toBe(3);
    expect(at(tree!, 'W1-2').y).toBe(7);
    expect(at(tree!, 'W2-1').y).toBe(2);
    expect(at(tree!, 'W2-2').y).toBe(6);
    expect(at(tree!, 'W3-1').y).toBe(4);
    expect(tree!.connectors).toContainEqual({ from: 'W1-1', to: 'W2-1', side: 'away' });
    expect(tree!.connectors).toHaveLength(4);
  });

  it('puts the third-place game under the final, without lines to it', () => {
    const { games } = buildBracket({ format: 'single', seedTeamIds: seeds(4), thirdPlace: true });
    const [tree] = layoutBracket(games);
    expect(at(tree!, '3P').column).toBe(at(tree!, 'W2-1').column);
    expect(at(tree!, '3P').y).toBeGreaterThan(at(tree!, 'W2-1').y + 1);
    expect(tree!.connectors.some((c) => c.to === '3P')).toBe(false);
    expect(tree!.columns.at(-1)!.name).toBe('Final');
  });

  it('draws double elimination as the winners\' bracket, the losers\' bracket and the grand final, no two games of a column overlapping', () => {
    for (const n of [3, 4, 5, 6, 8, 11, 16]) {
      const { games } = buildBracket({ format: 'double', seedTeamIds: seeds(n), thirdPlace: false });
      const sections = layoutBracket(games);
      expect(sections.map((s) => s.name)).toEqual(['winners', 'losers', 'finals']);
      expect(sections.flatMap((s) => s.games)).toHaveLength(games.length);
      for (const section of sections) {
        for (const column of section.columns.keys()) {
          const ys = section.games.filter((g) => g.column === column).map((g) => g.y).sort((a, b) => a - b);
          ys.forEach((y, i) => i > 0 && expect(y - ys[i - 1]!).toBeGreaterThanOrEqual(2));
          ys.forEach((y) => expect(y + 1).toBeLessThanOrEqual(section.height));
        }
      }
      expect(sections[2]!.connectors).toEqual([{ from: 'GF', to: 'GF2', side: 'home' }]);
    }
  });
});

describe('the round a phone opens on', () => {
  it('is the live game\'s, else the next game\'s, else the last; a preview opens on the first', () => {
    expect(startRound([{ round: 1, status: 'completed' }, { round: 2, status: 'live' }, { round: 2, status: 'scheduled' }, { round: 3, status: 'scheduled' }])).toBe(2);
    expect(startRound([{ round: 1, status: 'completed' }, { round: 2, status: 'scheduled' }, { round: 3, status: 'cancelled' }])).toBe(2);
    expect(startRound([{ round: 1, status: 'completed' }, { round: 2, status: 'completed' }])).toBe(2);
    expect(startRound([{ round: 1 }, { round: 2 }])).toBe(1);
  });
});
