import type { StandingsDto, StandingsRow } from '@common/standings/rank';

// Issue 34: the standings answer's tables, one per division (a league without divisions: one, with
// id and name null), and the season they count (null: the league has no season, every game counts).
export type StandingsGroup = { id: number | null; name: string | null; rows: StandingsRow[] };
export type StandingsSeason = { id: number; name: string; startDate: string; endDate: string };
export type DivisionStandingsDto = StandingsDto & { divisions?: StandingsGroup[]; season?: StandingsSeason | null };

// The tables to draw: the answer's divisions, or its rows as one table (an answer without them).
export function standingsGroups(data: DivisionStandingsDto): StandingsGroup[] {
  return data.divisions && data.divisions.length > 0 ? data.divisions : [{ id: null, name: null, rows: data.rows }];
}

// The table a phone shows: the chosen division's when the answer has it, else the first.
export function phoneGroupKey(groups: readonly StandingsGroup[], chosen: number | null): number | null {
  return groups.some((group) => group.id === chosen) ? chosen : (groups[0]?.id ?? null);
}
