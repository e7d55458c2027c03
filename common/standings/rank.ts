// Standings (issue 18): the table a league ranks its teams by, from its completed games only.
// Pure, so every tiebreak rule is tested on hand-made seasons; the server feeds it the league's games.
import type { SeasonSpan } from '../seasons/seasons';
import type { ResultStatus } from '../rosters/roster';

// 'sportsmanship' (issue 48, decision 073): the higher average of approved game reports first
export const TIEBREAKERS = ['headToHead', 'pointsAllowed', 'pointDifferential', 'pointsFor', 'sportsmanship'] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];

export const STANDINGS_DEFAULTS = {
  tiebreakers: ['headToHead', 'pointDifferential', 'pointsAllowed'] as Tiebreaker[],
  pointDifferentialCap: 14 as number | null,
};

export type StandingsTeam = { id: number; name: string; color: string };
// A completed game; `playedAt` (ISO) orders a team's results for its streak and last five.
// `endReason` 'forfeit' (issue 37): the team with the lower score forfeited; it counts as its loss.
// `bracketId` (issue 36): a playoff game, which regular-season standings never count.
// `resultStatus` (issue 49): a provisional or protested final still counts, and marks its teams' rows.
export type StandingsGame = { id: number; homeTeamId: number; awayTeamId: number; homeScore: number; awayScore: number; playedAt: string; endReason?: 'mercy' | 'forfeit' | null; bracketId?: number | null; resultStatus?: ResultStatus | null };
export type StandingsRules = { tiebreakers: readonly Tiebreaker[]; pointDifferentialCap: number | null };

export type Result = 'W' | 'L' | 'T';

// GET /api/leagues/{slug}/standings[?divisionId=&seasonId=] (issues 18 and 34): `rows` ordered by
// division, then rank (ranks restart at 1 in each division); `divisions` the same rows grouped (a
// league without divisions: one entry with id and name null); `season` the season counted (null:
// the league has no season, every game counts).
export type StandingsDto = {
  tiebreakers: Tiebreaker[];
  pointDifferentialCap: number | null;
  season: SeasonSpan | null;
  rows: DivisionStandingsRow[];
  divisions: DivisionTable[];
};

export type DivisionRef = { id: number; name: string };
export type DivisionStandingsRow = StandingsRow & { division: DivisionRef | null };
export type DivisionTable = { id: number | null; name: string | null; rows: DivisionStandingsRow[] };

export type StandingsRow = {
  rank: number;
  team: StandingsTeam;
  played: number;
  wins: number;
  losses: number;
  ties: number;
  // issue 37: the games this team forfeited (each also one of its losses)
  forfeits: number;
  winPct: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDifferential: number;
  streak: string;
  lastFive: Result[];
  tiebreak: Tiebreaker | null;
  // issue 48: the average of its approved reports' scores (0-5, one decimal); null: none yet
  sportsmanship: number | null;
  // issue 49: a game it counts is still provisional or protested (its coaches have not signed it)
  provisional: boolean;
};

type TeamRecord = Omit<StandingsRow, 'rank' | 'tiebreak' | 'winPct'> & { exactPct: number };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function resultOf(own: number, other: number): Result {
  return own > other ? 'W' : own < other ? 'L' : 'T';
}

function pct(wins: number, ties: number, played: number): number {
  return played === 0 ? 0 : (wins + ties / 2) / played;
}

// e.g. W3: the latest result and how many times in a row; empty before the first game.
function streakOf(results: Result[]): string {
  const last = results.at(-1);
  if (!last) return '';
  let count = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i -= 1) count += 1;
  return `${last}${count}`;
}

// Issue 48: team id -> its sportsmanship average (common/crews/sportsmanship.ts); a team absent has none.
export type SportsmanshipOf = ReadonlyMap<number, number>;

function recordsOf(teams: readonly StandingsTeam[], games: readonly StandingsGame[], cap: number | null, sportsmanship: SportsmanshipOf): Map<number, TeamRecord> {
  const records = new Map<number, TeamRecord>();
  const results = new Map<number, Result[]>();
  for (const team of teams) {
    records.set(team.id, { team, played: 0, wins: 0, losses: 0, ties: 0, forfeits: 0, exactPct: 0, pointsFor: 0, pointsAgainst: 0, pointDifferential: 0, streak: '', lastFive: [], sportsmanship: sportsmanship.get(team.id) ?? null, provisional: false });
    results.set(team.id, []);
  }
  const chronological = [...games].sort((a, b) => (a.playedAt === b.playedAt ? a.id - b.id : a.playedAt < b.playedAt ? -1 : 1));
  for (const game of chronological) {
    for (const [teamId, own, other] of [
      [game.homeTeamId, game.homeScore, game.awayScore],
      [game.awayTeamId, game.awayScore, game.homeScore],
    ] as const) {
      const record = records.get(teamId);
      if (!record) continue;
      const result = resultOf(own, other);
      record.played += 1;
      if (result === 'W') record.wins += 1;
      else if (result === 'L') record.losses += 1;
      else record.ties += 1;
      if (game.endReason === 'forfeit' && result === 'L') record.forfeits += 1;
      if (game.resultStatus === 'provisional' || game.resultStatus === 'protested') record.provisional = true;
      record.pointsFor += own;
      record.pointsAgainst += other;
      const difference = own - other;
      record.pointDifferential += cap === null ? difference : Math.max(-cap, Math.min(cap, difference));
      results.get(teamId)!.push(result);
    }
  }
  for (const [id, record] of records) {
    record.exactPct = pct(record.wins, record.ties, record.played);
    record.streak = streakOf(results.get(id)!);
    record.lastFive = results.get(id)!.slice(-5).reverse();
  }
  return records;
}

// Win percentage in the games among `ids`, or null when some pair of them never met.
function headToHead(ids: readonly number[], games: readonly StandingsGame[]): Map<number, number> | null {
  const inGroup = new Set(ids);
  const among = games.filter((g) => inGroup.has(g.homeTeamId) && inGroup.has(g.awayTeamId));
  const met = new Set(among.map((g) => [g.homeTeamId, g.awayTeamId].sort((a, b) => a - b).join(':')));
  for (let i = 0; i < ids.length; i += 1) for (let j = i + 1; j < ids.length; j += 1) if (!met.has([ids[i]!, ids[j]!].sort((a, b) => a - b).join(':'))) return null;
  const tally = new Map(ids.map((id) => [id, { wins: 0, ties: 0, played: 0 }]));
  for (const game of among) {
    for (const [teamId, own, other] of [
      [game.homeTeamId, game.homeScore, game.awayScore],
      [game.awayTeamId, game.awayScore, game.homeScore],
    ] as const) {
      const t = tally.get(teamId)!;
      t.played += 1;
      if (own > other) t.wins += 1;
      else if (own === other) t.ties += 1;
    }
  }
  return new Map([...tally].map(([id, t]) => [id, pct(t.wins, t.ties, t.played)]));
}

// Higher is better for every step: points allowed counts negatively.
function stepValues(step: Tiebreaker, ids: readonly number[], records: Map<number, TeamRecord>, games: readonly StandingsGame[]): Map<number, number> | null {
  if (step === 'headToHead') return headToHead(ids, games);
  // like head-to-head when a pair never met: a tied team with no approved report skips the step
  if (step === 'sportsmanship') return ids.every((id) => records.get(id)!.sportsmanship !== null) ? new Map(ids.map((id) => [id, records.get(id)!.sportsmanship!])) : null;
  const value = (r: TeamRecord) => (step === 'pointsAllowed' ? -r.pointsAgainst : step === 'pointDifferential' ? r.pointDifferential : r.pointsFor);
  return new Map(ids.map((id) => [id, value(records.get(id)!)]));
}

// Groups of equal value, best first.
function splitBy<T>(items: readonly T[], valueOf: (item: T) => number): T[][] {
  const sorted = [...items].sort((a, b) => valueOf(b) - valueOf(a));
  const groups: T[][] = [];
  for (const item of sorted) {
    const last = groups.at(-1);
    if (last && valueOf(last[0]!) === valueOf(item)) last.push(item);
    else groups.push([item]);
  }
  return groups;
}

type Placed = { id: number; tiedWithAbove: boolean; tiebreak: Tiebreaker | null };

// Orders a group tied on win percentage: the first step that splits it ranks its sub-groups, and
// each sub-group still tied starts again from the first step. Tied after every step: listed by name.
function orderTied(ids: number[], records: Map<number, TeamRecord>, games: readonly StandingsGame[], rules: StandingsRules): Placed[] {
  if (ids.length === 1) return [{ id: ids[0]!, tiedWithAbove: false, tiebreak: null }];
  for (const step of rules.tiebreakers) {
    const values = stepValues(step, ids, records, games);
    if (!values) continue;
    const groups = splitBy(ids, (id) => values.get(id)!);
    if (groups.length === 1) continue;
    return groups.flatMap((group, index) => {
      const placed = orderTied(group, records, games, rules);
      // the first of each sub-group after the first was separated from the team above by this step
      return index === 0 ? placed : [{ ...placed[0]!, tiebreak: step }, ...placed.slice(1)];
    });
  }
  const byName = [...ids].sort((a, b) => records.get(a)!.team.name.localeCompare(records.get(b)!.team.name));
  return byName.map((id, index) => ({ id, tiedWithAbove: index > 0, tiebreak: null }));
}

export function computeStandings(teams: readonly StandingsTeam[], allGames: readonly StandingsGame[], rules: StandingsRules, sportsmanship: SportsmanshipOf = new Map()): StandingsRow[] {
  const games = allGames.filter((game) => (game.bracketId ?? null) === null);
  const records = recordsOf(teams, games, rules.pointDifferentialCap, sportsmanship);
  const placed = splitBy([...records.keys()], (id) => records.get(id)!.exactPct).flatMap((group) => orderTied(group, records, games, rules));
  const rows: StandingsRow[] = [];
  placed.forEach((place, index) => {
    const { exactPct, ...record } = records.get(place.id)!;
    const rank = place.tiedWithAbove ? rows[index - 1]!.rank : index + 1;
    rows.push({ ...record, rank, winPct: round3(exactPct), tiebreak: place.tiebreak });
  });
  return rows;
}
