// Issue 36: the bracket's guarantees, as properties over 2-32 teams: seeding, byes, feeds, and whole
// brackets played out with random results through advanceBracket (one loss out in single
// elimination, two in double, the reset included), plus the examples of the issue.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceBracket, type BracketGameState } from './advance';
import { buildBracket, sideName, type Bracket, type BracketFormat } from './bracket';
import { bracketSize, byeSeeds, seedOrder } from './seeding';

const RUNS = { numRuns: Number(process.env.BRACKET_RUNS ?? 200) };
const teamIdsOf = (n: number) => Array.from({ length: n }, (_, i) => 101 + i);
const shape = fc.integer({ min: 2, max: 32 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    format: fc.constantFrom<BracketFormat>('single', 'double'),
    thirdPlace: n >= 4 ? fc.boolean() : fc.constant(false),
    // each step's random draw: which ready game is played next, and who wins it
    draws: fc.array(fc.nat(), { minLength: 70, maxLength: 70 }),
    edits: fc.array(fc.boolean(), { minLength: 70, maxLength: 70 }),
  }),
);
const bracketOf = ({ n, format, thirdPlace }: { n: number; format: BracketFormat; thirdPlace: boolean }) => buildBracket({ format, seedTeamIds: teamIdsOf(n), thirdPlace: format === 'single' && thirdPlace });

type Played = { key: string; winner: number; loser: number };

// Plays the bracket out: any game whose two teams are known, in the drawn order, with drawn winners,
// its result moved on by advanceBracket; some results are edited (and edited back) on the way.
function playOut(bracket: Bracket, draws: number[], edits: boolean[]) {
  const games = new Map<string, BracketGameState>(bracket.games.map((g) => [g.key, { ...g, status: 'scheduled' }]));
  const apply = (key: string, result: { winnerTeamId: number; loserTeamId: number }, previous: { winnerTeamId: number; loserTeamId: number } | null) => {
    const advance = advanceBracket([...games.values()], key, result, previous);
    if (!advance.ok) throw new Error(advance.message);
    for (const move of advance.moves) {
      const target = games.get(move.key)!;
      if (move.side === 'home') target.homeTeamId = move.teamId;
      else target.awayTeamId = move.teamId;
    }
    for (const key of advance.cancel) games.get(key)!.status = 'cancelled';
    for (const key of advance.reopen) games.get(key)!.status = 'scheduled';
    return advance;
  };
  const played: Played[] = [];
  for (let step = 0; ; step++) {
    const ready = [...games.values()].filter((g) => g.status === 'scheduled' && g.homeTeamId !== null && g.awayTeamId !== null);
    if (ready.length === 0) break;
    const draw = draws[step % draws.length]! + step;
    const game = ready[Math.floor(draw / 2) % ready.length]!;
    const [winner, loser] = draw % 2 === 0 ? [game.homeTeamId!, game.awayTeamId!] : [game.awayTeamId!, game.homeTeamId!];
    game.status = 'completed';
    apply(game.key, { winnerTeamId: winner, loserTeamId: loser }, null);
    if (edits[step % edits.length]) {
      // the result edited before any game it feeds has started: the teams swap places, then back
      const fed = [...games.values()].filter((g) => g.homeFrom?.key === game.key || g.awayFrom?.key === game.key);
      const before = fed.map((g) => ({ ...g }));
      apply(game.key, { winnerTeamId: loser, loserTeamId: winner }, { winnerTeamId: winner, loserTeamId: loser });
      for (const g of fed) {
        if (g.status === 'cancelled') continue;
        for (const side of ['home', 'away'] as const) {
          const from = side === 'home' ? g.homeFrom : g.awayFrom;
          if (from?.key === game.key) expect(side === 'home' ? g.homeTeamId : g.awayTeamId).toBe(from.outcome === 'winner' ? loser : winner);
        }
      }
      apply(game.key, { winnerTeamId: winner, loserTeamId: loser }, { winnerTeamId: loser, loserTeamId: winner });
      expect(fed.map((g) => ({ ...g }))).toEqual(before);
    }
    played.push({ key: game.key, winner, loser });
  }
  return { games, played };
}

type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

// single elimination: one loss and out (the third-place game apart); seeds 1 and 2 meet only in the final
function checkSingle(s: Shape): void {
  const bracket = bracketOf(s);
  const { games, played } = playOut(bracket, s.draws, s.edits);
  expect([...games.values()].every((g) => g.status === 'completed')).toBe(true);
  const final = bracket.games.find((g) => g.roundName === 'Final')!;
  const losses = new Map(teamIdsOf(s.n).map((id) => [id, 0]));
  for (const game of played) {
    if (game.key === '3P') continue;
    // no team that is out plays again
    expect(losses.get(game.winner)).toBe(0);
    expect(losses.get(game.loser)).toBe(0);
    losses.set(game.loser, 1);
    if ([game.winner, game.loser].includes(101) && [game.winner, game.loser].includes(102)) expect(game.key).toBe(final.key);
  }
  const champion = played.find((g) => g.key === final.key)!.winner;
  for (const [team, count] of losses) expect(count).toBe(team === champion ? 0 : 1);
  if (s.thirdPlace) {
    const semifinalLosers = played.filter((g) => bracket.games.find((b) => b.key === g.key)!.roundName === 'Semifinal').map((g) => g.loser);
    const third = played.find((g) => g.key === '3P')!;
    expect([third.winner, third.loser].sort()).toEqual(semifinalLosers.sort());
  }
}

// double elimination: no team out before its second loss, every one but the champion out after it
function checkDouble(s: Shape): void {
  const bracket = bracketOf(s);
  const { games, played } = playOut(bracket, s.draws, s.edits);
  const losses = new Map(teamIdsOf(s.n).map((id) => [id, 0]));
  for (const game of played) {
    expect(losses.get(game.winner)).toBeLessThan(2);
    expect(losses.get(game.loser)).toBeLessThan(2);
    losses.set(game.loser, losses.get(game.loser)! + 1);
  }
  const grandFinal = played.find((g) => g.key === 'GF')!;
  const grandFinalGame = games.get('GF')!;
  const reset = played.find((g) => g.key === 'GF2');
  // the reset is played exactly when the losers' bracket's team won the grand final
  expect(reset !== undefined).toBe(grandFinal.winner === grandFinalGame.awayTeamId);
  expect(games.get('GF2')!.status).toBe(reset ? 'completed' : 'cancelled');
  const champion = (reset ?? grandFinal).winner;
  for (const [team, count] of losses) {
    if (team === champion) expect(count).toBeLessThan(2);
    else expect(count).toBe(2);
  }
  for (const game of games.values()) if (game.key !== 'GF2') expect(game.status).toBe('completed');
}

describe('seeding', () => {
  it('pairs s with size + 1 - s, and the top 2^j seeds are in different parts of 2^j', () => {
    for (let size = 2; size <= 32; size *= 2) {
      const order = seedOrder(size);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      for (let i = 0; i < size; i += 2) expect(order[i]! + order[i + 1]!).toBe(size + 1);
      for (let parts = 2; parts <= size; parts *= 2) {
        const partOf = (seed: number) => Math.floor(order.indexOf(seed) / (size / parts));
        const top = Array.from({ length: parts }, (_, i) => partOf(i + 1));
        expect(new Set(top).size).toBe(parts);
      }
    }
  });

  it('the top size - n seeds have the byes, and a bye is no game', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const bracket = bracketOf(s);
        const size = bracketSize(s.n);
        expect(bracket.byes).toEqual(byeSeeds(s.n).map((seed) => ({ seed, teamId: 100 + seed })));
        expect(bracket.byes.map((b) => b.seed)).toEqual(Array.from({ length: size - s.n }, (_, i) => i + 1));
        const first = bracket.games.filter((g) => g.key.startsWith('W1-'));
        expect(first).toHaveLength(s.n - size / 2);
        // every seed enters once: in round 1, or with a bye in round 2
        const entries = bracket.games.flatMap((g) => [g.homeSeed, g.awaySeed].filter((seed) => seed !== null).map((seed) => ({ seed, round: g.round, teamId: seed === g.homeSeed ? g.homeTeamId : g.awayTeamId })));
        expect(entries.map((e) => e.seed).sort((a, b) => a - b)).toEqual(Array.from({ length: s.n }, (_, i) => i + 1));
        for (const entry of entries) {
          expect(entry.teamId).toBe(100 + entry.seed);
          expect(entry.round).toBe(entry.seed <= size - s.n ? 2 : 1);
        }
        for (const game of first) expect(game.homeSeed! + game.awaySeed!).toBe(size + 1);
      }),
      RUNS,
    );
  });
});

describe('feeds', () => {
  it('each side comes from a seed or an earlier round, every outcome feeds one side at most, keys are unique', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const { games } = bracketOf(s);
        expect(new Set(games.map((g) => g.key)).size).toBe(games.length);
        const used = new Set<string>();
        games.forEach((game, i) => {
          for (const [seed, from] of [[game.homeSeed, game.homeFrom], [game.awaySeed, game.awayFrom]] as const) {
            expect((seed === null) !== (from === null)).toBe(true);
            if (from === null) continue;
            const feeder = games.findIndex((g) => g.key === from.key);
            expect(feeder).toBeGreaterThanOrEqual(0);
            expect(feeder).toBeLessThan(i);
            expect(games[feeder]!.round).toBeLessThan(game.round);
            const outcome = `${from.key} ${from.outcome}`;
            expect(used.has(outcome)).toBe(false);
            used.add(outcome);
          }
        });
        // games: n - 1 in single (+ third place); double: n - 1 winners', n - 2 losers', the grand final and its reset
        expect(games).toHaveLength(s.format === 'single' ? s.n - 1 + (s.thirdPlace ? 1 : 0) : 2 * s.n - 1);
        // every winner goes on but the champion's; a loser only from the winners' bracket of double
        // elimination (to the losers' bracket), a semifinal (to the third-place game) or the grand final
        const last = s.format === 'single' ? [games.find((g) => g.roundName === 'Final')!.key, '3P'] : ['GF2'];
        for (const game of games) if (!last.includes(game.key)) expect(used.has(`${game.key} winner`)).toBe(true);
        for (const game of games) {
          const dropsDown = s.format === 'double' ? game.key.startsWith('W') || game.key === 'GF' : s.thirdPlace && game.roundName === 'Semifinal';
          expect(used.has(`${game.key} loser`)).toBe(dropsDown);
        }
      }),
      RUNS,
    );
  });
});

describe('played out with random results', () => {
  it('single: every team but the champion is out after exactly one loss; seeds 1 and 2 meet only in the final', () => {
    fc.assert(fc.property(shape.filter((s) => s.format === 'single'), checkSingle), RUNS);
  });

  it('double: no team is out before its second loss, every team but the champion is out after exactly two', () => {
    fc.assert(fc.property(shape.filter((s) => s.format === 'double'), checkDouble), RUNS);
  });

  it('every team count from 2 to 32, both formats, the home or the away side winning every game', () => {
    for (let n = 2; n <= 32; n++) {
      for (const draws of [[0], [1]]) {
        // (draws are offset by the step: [0] and [1] alternate the winning side differently)
        checkSingle({ n, format: 'single', thirdPlace: n >= 4, draws, edits: [true, false] });
        checkDouble({ n, format: 'double', thirdPlace: false, draws, edits: [false, true] });
      }
    }
  });

  it('an edit is refused once a game it feeds has started', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const { games, played } = playOut(bracketOf(s), s.draws, []);
        const all = [...games.values()];
        for (const game of played) {
          const fed = all.filter((g) => (g.homeFrom?.key === game.key || g.awayFrom?.key === game.key) && g.status === 'completed');
          const edit = advanceBracket(all, game.key, { winnerTeamId: game.loser, loserTeamId: game.winner }, { winnerTeamId: game.winner, loserTeamId: game.loser });
          expect(edit.ok).toBe(fed.length === 0);
          if (!edit.ok) expect(edit.message).toMatch(/can no longer change: .*, which it feeds, has started$/);
        }
      }),
      RUNS,
    );
  });
});

describe('examples', () => {
  it('6 teams, single elimination: seeds 1 and 2 have the byes', () => {
    const { games, byes } = buildBracket({ format: 'single', seedTeamIds: teamIdsOf(6), thirdPlace: true });
    expect(byes).toEqual([{ seed: 1, teamId: 101 }, { seed: 2, teamId: 102 }]);
    const drawn = games.map((g) => [g.key, g.round, g.roundName, g.homeSeed ?? sideName(g.homeFrom!, games), g.awaySeed ?? sideName(g.awayFrom!, games)]);
    expect(drawn).toEqual([
      ['W1-1', 1, 'Quarterfinal', 4, 5],
      ['W1-2', 1, 'Quarterfinal', 3, 6],
      ['W2-1', 2, 'Semifinal', 1, 'Winner of Quarterfinal 1'],
      ['W2-2', 2, 'Semifinal', 2, 'Winner of Quarterfinal 2'],
      ['3P', 3, 'Third place', 'Loser of Semifinal 1', 'Loser of Semifinal 2'],
      ['W3-1', 3, 'Final', 'Winner of Semifinal 1', 'Winner of Semifinal 2'],
    ]);
    expect(games[2]).toMatchObject({ homeTeamId: 101, awayTeamId: null, homeFrom: null, awayFrom: { key: 'W1-1', outcome: 'winner' } });
  });

  it('4 teams, double elimination: the losers of round 1 meet, the reset waits on the grand final', () => {
    const { games, byes } = buildBracket({ format: 'double', seedTeamIds: teamIdsOf(4), thirdPlace: false });
    expect(byes).toEqual([]);
    const drawn = games.map((g) => [g.key, g.round, g.roundName, g.homeSeed ?? sideName(g.homeFrom!, games), g.awaySeed ?? sideName(g.awayFrom!, games)]);
    expect(drawn).toEqual([
      ['W1-1', 1, 'Winners round 1', 1, 4],
      ['W1-2', 1, 'Winners round 1', 2, 3],
      ['W2-1', 2, 'Winners round 2', 'Winner of Winners round 1 game 1', 'Winner of Winners round 1 game 2'],
      ['L1-1', 2, 'Losers round 1', 'Loser of Winners round 1 game 1', 'Loser of Winners round 1 game 2'],
      ['L2-1', 3, 'Losers round 2', 'Winner of Losers round 1', 'Loser of Winners round 2'],
      ['GF', 4, 'Grand final', 'Winner of Winners round 2', 'Winner of Losers round 2'],
      ['GF2', 5, 'Grand final reset', 'Winner of Grand final', 'Loser of Grand final'],
    ]);
  });

  it('the grand final: won by the winners\' bracket team, the reset is cancelled; an edit brings it back', () => {
    const games: BracketGameState[] = buildBracket({ format: 'double', seedTeamIds: teamIdsOf(2), thirdPlace: false }).games.map((g) => ({ ...g, status: 'scheduled' }));
    const gf = games.find((g) => g.key === 'GF')!;
    Object.assign(gf, { homeTeamId: 101, awayTeamId: 102, status: 'completed' });
    expect(advanceBracket(games, 'GF', { winnerTeamId: 101, loserTeamId: 102 })).toEqual({ ok: true, moves: [], cancel: ['GF2'], reopen: [] });
    games.find((g) => g.key === 'GF2')!.status = 'cancelled';
    expect(advanceBracket(games, 'GF', { winnerTeamId: 102, loserTeamId: 101 }, { winnerTeamId: 101, loserTeamId: 102 })).toEqual({
      ok: true,
      moves: [{ key: 'GF2', side: 'home', teamId: 102 }, { key: 'GF2', side: 'away', teamId: 101 }],
      cancel: [],
      reopen: ['GF2'],
    });
  });

  it('refuses a result that is not the game\'s, or a game whose teams are not known', () => {
    const games: BracketGameState[] = buildBracket({ format: 'single', seedTeamIds: teamIdsOf(6), thirdPlace: false }).games.map((g) => ({ ...g, status: 'scheduled' }));
    expect(advanceBracket(games, 'W1-1', { winnerTeamId: 101, loserTeamId: 105 })).toEqual({ ok: false, message: 'The winner and the loser must be the two teams of Quarterfinal 1' });
    expect(advanceBracket(games, 'W3-1', { winnerTeamId: 101, loserTeamId: 102 })).toEqual({ ok: false, message: 'Final cannot be completed before both of its teams are known' });
    expect(advanceBracket(games, 'X9', { winnerTeamId: 101, loserTeamId: 102 })).toEqual({ ok: false, message: 'No game X9 in this bracket' });
    expect(advanceBracket(games, 'W1-1', { winnerTeamId: 105, loserTeamId: 104 })).toEqual({ ok: true, moves: [{ key: 'W2-1', side: 'away', teamId: 105 }], cancel: [], reopen: [] });
  });

  it('refuses a third-place game in double elimination or with fewer than 4 teams, and 1 or 33 teams', () => {
    expect(() => buildBracket({ format: 'double', seedTeamIds: teamIdsOf(8), thirdPlace: true })).toThrow('third-place game is for single elimination only');
    expect(() => buildBracket({ format: 'single', seedTeamIds: teamIdsOf(3), thirdPlace: true })).toThrow('needs at least 4 teams');
    expect(() => buildBracket({ format: 'single', seedTeamIds: teamIdsOf(1), thirdPlace: false })).toThrow('A bracket takes 2 to 32 teams');
    expect(() => buildBracket({ format: 'single', seedTeamIds: teamIdsOf(33), thirdPlace: false })).toThrow('A bracket takes 2 to 32 teams');
  });
});
