// Issue 36: where each game of a bracket sits when the tree is drawn (pure, so the unit tests read
// the same positions the screen draws). Rounds run left to right; a game sits between the two it
// comes from, in units of half a first-round game.
import type { BracketGame } from '@common/brackets/bracket';
import { bracketSize, seedOrder } from '@common/brackets/seeding';

export type TreeGame = Pick<BracketGame, 'key' | 'round' | 'roundName' | 'homeSeed' | 'awaySeed' | 'homeFrom' | 'awayFrom'>;
export type SectionName = 'winners' | 'losers' | 'finals';
export type PlacedGame<G extends TreeGame> = { game: G; column: number; y: number };
// a line from the game a winner comes from to the side it fills
export type Connector = { from: string; to: string; side: 'home' | 'away' };
export type TreeSection<G extends TreeGame> = { name: SectionName; columns: { round: number; name: string }[]; games: PlacedGame<G>[]; height: number; connectors: Connector[] };

// the gap between two games of a column, in units
const MIN_GAP = 2;

function sectionOf(key: string): SectionName {
  if (key === 'GF' || key === 'GF2') return 'finals';
  return key.startsWith('L') ? 'losers' : 'winners';
}

// The tree's parts: single elimination is one, double elimination three (winners', losers', the final).
export function layoutBracket<G extends TreeGame>(games: readonly G[]): TreeSection<G>[] {
  const sections: TreeSection<G>[] = [];
  for (const name of ['winners', 'losers', 'finals'] as const) {
    const own = games.filter((game) => sectionOf(game.key) === name);
    if (own.length > 0) sections.push(layoutSection(name, own));
  }
  return sections;
}

function layoutSection<G extends TreeGame>(name: SectionName, games: readonly G[]): TreeSection<G> {
  const rounds = [...new Set(games.map((game) => game.round))].sort((a, b) => a - b);
  const byKey = new Map(games.map((game) => [game.key, game]));
  const ys = new Map<string, number>();
  // a seed's place among the first round's sides (the winners' bracket has every seed)
  const topSeed = Math.max(0, ...games.flatMap((game) => [game.homeSeed ?? 0, game.awaySeed ?? 0]));
  const order = seedOrder(bracketSize(Math.max(2, topSeed)));
  const firstRound = rounds[0]!;
  const thirdPlace: G[] = [];
  for (const round of rounds) {
    const column = games.filter((game) => game.round === round);
    const placed: { key: string; y: number }[] = [];
    column.forEach((game, index) => {
      if (game.key === '3P') {
        thirdPlace.push(game);
        return;
      }
      const sides = [
        { from: game.homeFrom, seed: game.homeSeed },
        { from: game.awayFrom, seed: game.awaySeed },
      ].map(({ from, seed }) => {
        if (from && byKey.has(from.key) && from.outcome === 'winner') return ys.get(from.key) ?? null;
        // a seed sits where its game of the round before would have been (a bye's)
        if (seed !== null && name === 'winners') {
          const block = 2 ** (round - firstRound);
          return (Math.floor(order.indexOf(seed) / block) + 0.5) * block;
        }
        return null;
      });
      const known = sides.filter((y): y is number => y !== null);
      placed.push({ key: game.key, y: known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : MIN_GAP * index + 1 });
    });
    // no two games of a column overlap
    placed.sort((a, b) => a.y - b.y);
    placed.forEach((entry, i) => {
      const y = i === 0 ? Math.max(entry.y, 1) : Math.max(entry.y, placed[i - 1]!.y + MIN_GAP);
      entry.y = y;
      ys.set(entry.key, y);
    });
  }
  let height = Math.max(MIN_GAP, ...[...ys.values()].map((y) => y + 1));
  // the third-place game under the final, in its column
  for (const game of thirdPlace) {
    ys.set(game.key, height + 1);
    height += MIN_GAP;
  }
  const columnOf = new Map(rounds.map((round, i) => [round, i]));
  const connectors: Connector[] = games.flatMap((game) =>
    (['home', 'away'] as const).flatMap((side) => {
      const from = side === 'home' ? game.homeFrom : game.awayFrom;
      return from && from.outcome === 'winner' && byKey.has(from.key) ? [{ from: from.key, to: game.key, side }] : [];
    }),
  );
  return {
    name,
    columns: rounds.map((round) => ({ round, name: games.find((game) => game.round === round && game.key !== '3P')?.roundName ?? games.find((game) => game.round === round)!.roundName })),
    games: games.map((game) => ({ game, column: columnOf.get(game.round)!, y: ys.get(game.key)! })),
    height,
    connectors,
  };
}

type Progress = { round: number; status?: string | undefined };

// The round a phone opens on: the live game's, else the next game's, else the last (all played),
// else the first (a preview: nothing played).
export function startRound(games: readonly Progress[]): number {
  const rounds = games.map((game) => game.round);
  const live = games.filter((game) => game.status === 'live').map((game) => game.round);
  if (live.length > 0) return Math.min(...live);
  const next = games.filter((game) => game.status === 'scheduled').map((game) => game.round);
  if (next.length > 0) return Math.min(...next);
  if (games.some((game) => game.status !== undefined)) return Math.max(...rounds);
  return Math.min(...rounds);
}
