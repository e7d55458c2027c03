// Issue 36, playoffs: the games of a single- or double-elimination bracket, from the seeds alone
// (docs/decisions/046-brackets.md). Pure: the server writes what comes out.
import { LIMITS } from '../constants';
import { BRACKETS_TEXT } from './texts';
import { bracketSize, byeSeeds, seedOrder } from './seeding';

export type BracketFormat = 'single' | 'double';
export type Outcome = 'winner' | 'loser';
// a side filled by an earlier game's winner or loser
export type Feed = { key: string; outcome: Outcome };
// a feed as a game row keeps it, with the screens' words for the side while unknown ("Winner of Semifinal 1")
export type BracketSideFeed = Feed & { label: string };

export type BracketGame = {
  // stable for a format and team count: W1-1 (winners' or single bracket, round 1, game 1), L2-1
  // (losers' bracket), 3P, GF, GF2
  key: string;
  // 1 = first; a game's feeding games are always in earlier rounds
  round: number;
  roundName: string;
  homeSeed: number | null;
  awaySeed: number | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeFrom: Feed | null;
  awayFrom: Feed | null;
};

export type Bye = { seed: number; teamId: number };
export type Bracket = { games: BracketGame[]; byes: Bye[] };
export type BracketInput = { format: BracketFormat; seedTeamIds: readonly number[]; thirdPlace: boolean };

// Why the bracket cannot be built, or null.
export function bracketProblem(input: Pick<BracketInput, 'format' | 'thirdPlace'> & { teamCount: number }): string | null {
  if (input.teamCount < LIMITS.bracket.teams.min || input.teamCount > LIMITS.bracket.teams.max) return BRACKETS_TEXT.teamCount(LIMITS.bracket.teams.min, LIMITS.bracket.teams.max);
  if (input.thirdPlace && input.format !== 'single') return BRACKETS_TEXT.thirdPlaceSingleOnly;
  if (input.thirdPlace && input.teamCount < 4) return BRACKETS_TEXT.thirdPlaceNeedsFour;
  return null;
}

// What fills a side while the bracket is laid out: a seed, an earlier game's outcome, or nothing
// (a bye's missing opponent, or the loser of a game never played).
type Source = { seed: number } | Feed | null;

// Lays the games out round by round; a pairing with one side empty is no game (its one team goes on,
// nothing drops), and the games of a round are numbered in bracket order among those played.
class Layout {
  readonly games: BracketGame[] = [];
  private readonly counts = new Map<string, number>();

  constructor(private readonly seedTeamIds: readonly number[]) {}

  pair(prefix: string, round: number, roundName: string, home: Source, away: Source): { winner: Source; loser: Source } {
    if (home === null || away === null) return { winner: home ?? away, loser: null };
    const number = (this.counts.get(prefix) ?? 0) + 1;
    this.counts.set(prefix, number);
    const key = `${prefix}-${number}`;
    this.add(key, round, roundName, home, away);
    return { winner: { key, outcome: 'winner' }, loser: { key, outcome: 'loser' } };
  }

  add(key: string, round: number, roundName: string, home: Source, away: Source): void {
    const seed = (s: Source) => (s !== null && 'seed' in s ? s.seed : null);
    const team = (s: Source) => (s !== null && 'seed' in s ? this.seedTeamIds[s.seed - 1]! : null);
    const feed = (s: Source) => (s !== null && 'key' in s ? s : null);
    this.games.push({ key, round, roundName, homeSeed: seed(home), awaySeed: seed(away), homeTeamId: team(home), awayTeamId: team(away), homeFrom: feed(home), awayFrom: feed(away) });
  }
}

function singleRoundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (fromEnd === 0) return BRACKETS_TEXT.final;
  if (fromEnd === 1) return BRACKETS_TEXT.semifinal;
  if (fromEnd === 2) return BRACKETS_TEXT.quarterfinal;
  return BRACKETS_TEXT.roundOf(2 ** (fromEnd + 1));
}

// The winners' (or single) bracket: each round pairs the previous round's winners in bracket order.
// Gives each round's losers in bracket order, and the champion's source.
function winnersBracket(layout: Layout, teamCount: number, roundName: (round: number, rounds: number) => string): { losers: Source[][]; champion: Source } {
  const size = bracketSize(teamCount);
  const rounds = Math.log2(size);
  let sides: Source[] = seedOrder(size).map((seed) => (seed <= teamCount ? { seed } : null));
  const losers: Source[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const results = pairs(sides).map(([home, away]) => layout.pair(`W${round}`, round, roundName(round, rounds), home, away));
    sides = results.map((r) => r.winner);
    losers.push(results.map((r) => r.loser));
  }
  return { losers, champion: sides[0]! };
}

function pairs<T>(list: T[]): [T, T][] {
  return Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i]!, list[2 * i + 1]!]);
}

// The losers' bracket of a winners' bracket of k rounds: round 1 pairs the first round's losers;
// then each even round m = 2j - 2 sets the survivors against the losers of winners' round j (in
// reverse order, so a team does not meet again at once the team that just beat the one it beat), and
// each odd round pairs the survivors. 2k - 2 rounds; with k = 1 (two teams) none: the loser of the
// only game is the losers' bracket's team.
function losersBracket(layout: Layout, losers: Source[][]): Source {
  const k = losers.length;
  if (k === 1) return losers[0]![0]!;
  const round = (m: number) => m + 1;
  let sides = pairs(losers[0]!).map(([home, away]) => layout.pair('L1', round(1), BRACKETS_TEXT.losersRound(1), home, away).winner);
  for (let j = 2; j <= k; j++) {
    const m = 2 * j - 2;
    const dropping = [...losers[j - 1]!].reverse();
    sides = sides.map((survivor, i) => layout.pair(`L${m}`, round(m), BRACKETS_TEXT.losersRound(m), survivor, dropping[i]!).winner);
    if (j < k) sides = pairs(sides).map(([home, away]) => layout.pair(`L${m + 1}`, round(m + 1), BRACKETS_TEXT.losersRound(m + 1), home, away).winner);
  }
  return sides[0]!;
}

export function buildBracket(input: BracketInput): Bracket {
  const teamCount = input.seedTeamIds.length;
  const problem = bracketProblem({ ...input, teamCount });
  if (problem !== null) throw new RangeError(problem);
  const layout = new Layout(input.seedTeamIds);
  const byes = byeSeeds(teamCount).map((seed) => ({ seed, teamId: input.seedTeamIds[seed - 1]! }));
  if (input.format === 'single') {
    const { losers } = winnersBracket(layout, teamCount, singleRoundName);
    if (input.thirdPlace) {
      const rounds = losers.length;
      const [home, away] = losers[rounds - 2]!;
      layout.add('3P', rounds, BRACKETS_TEXT.thirdPlace, home!, away!);
      // the third-place game before the final, so it takes the earlier slot of the last round
      layout.games.splice(layout.games.length - 2, 2, layout.games.at(-1)!, layout.games.at(-2)!);
    }
    return { games: layout.games, byes };
  }
  const { losers, champion } = winnersBracket(layout, teamCount, (round) => BRACKETS_TEXT.winnersRound(round));
  const losersChampion = losersBracket(layout, losers);
  const k = losers.length;
  layout.add('GF', 2 * k, BRACKETS_TEXT.grandFinal, champion, losersChampion);
  // played only when the losers' bracket's team wins the grand final (advance.ts)
  layout.add('GF2', 2 * k + 1, BRACKETS_TEXT.grandFinalReset, { key: 'GF', outcome: 'winner' }, { key: 'GF', outcome: 'loser' });
  layout.games.sort((a, b) => a.round - b.round);
  return { games: layout.games, byes };
}

// A game's name as screens say it: "Final", "Semifinal 1", "Winners round 2 game 3".
export function bracketGameName(game: Pick<BracketGame, 'key' | 'roundName'>, games: readonly Pick<BracketGame, 'roundName'>[]): string {
  if (games.filter((g) => g.roundName === game.roundName).length <= 1) return game.roundName;
  const number = game.key.slice(game.key.indexOf('-') + 1);
  return /\d$/.test(game.roundName) ? `${game.roundName} game ${number}` : `${game.roundName} ${number}`;
}

// An unknown side as screens say it: "Winner of Semifinal 1".
export function sideName(feed: Feed, games: readonly Pick<BracketGame, 'key' | 'roundName'>[]): string {
  const game = games.find((g) => g.key === feed.key);
  return BRACKETS_TEXT.side(feed.outcome, game ? bracketGameName(game, games) : feed.key);
}
