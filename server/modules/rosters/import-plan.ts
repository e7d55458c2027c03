// Issue 49, the roster import's plan (decision 079): the file's rows against the league's teams and
// players, as the writes and the answer's counts. Pure: the same plan is applied by a real run and
// by a dry run (rolled back), so both answer alike.
import { rosterImportKey, type RosterRow, type RosterRowProblem } from '../../../common/import/rosters';
import { nameKey, TeamLookup, type KnownTeam } from '../../../common/import/sports-connect';
import { ROSTER_LIMITS, type CoachRole } from '../../../common/rosters/roster';
import type { ImportedPlayer, ImportedValues } from './import-store';
import { ROSTER_IMPORT_TEXT as T } from './import-texts';

export type PlayerWrite = { row: RosterRow; values: ImportedValues; existing: ImportedPlayer | null; outcome: 'created' | 'changed' | 'dropped' | 'unchanged' };
export type CoachWrite = { row: RosterRow; teamId: number; coachRole: CoachRole };
export type RosterPlan = { players: PlayerWrite[]; coaches: CoachWrite[]; refused: RosterRowProblem[]; notes: RosterRowProblem[] };

const problem = (row: RosterRow, reason: string): RosterRowProblem => ({ row: row.row, team: row.team, name: `${row.firstName} ${row.lastName}`, reason });
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const sameNames = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) => nameKey(a.firstName) === nameKey(b.firstName) && nameKey(a.lastName) === nameKey(b.lastName);

// The player a row names: by its import key, else (a player the coach or the admin added, or one
// imported before his birth date was known) the one of the same names with no key or no birth date,
// on the row's team first.
function matchOf(row: RosterRow, teamId: number, byKey: Map<string, ImportedPlayer>, existing: ImportedPlayer[], taken: Set<number>): ImportedPlayer | null {
  const keyed = byKey.get(rosterImportKey(row));
  if (keyed && !taken.has(keyed.id)) return keyed;
  if (keyed) return null;
  const loose = existing.filter((p) => !taken.has(p.id) && (p.importKey === null || p.birthDate === null) && sameNames(p, row));
  return loose.find((p) => p.teamId === teamId) ?? loose[0] ?? null;
}

function valuesOf(row: RosterRow, teamId: number, existing: ImportedPlayer | null): ImportedValues {
  // a cell the export leaves empty keeps what the league knows (a number the coach gave meanwhile)
  const birthDate = row.birthDate ?? existing?.birthDate ?? null;
  return {
    teamId,
    firstName: row.firstName,
    lastName: row.lastName,
    jerseyNumber: row.jerseyNumber ?? existing?.jerseyNumber ?? null,
    birthDate,
    guardianEmail: row.guardianEmail ?? existing?.guardianEmail ?? null,
    status: row.status,
    importKey: rosterImportKey({ ...row, birthDate }),
  };
}

function outcomeOf(values: ImportedValues, existing: ImportedPlayer | null): PlayerWrite['outcome'] {
  if (!existing) return values.status === 'dropped' ? 'dropped' : 'created';
  const same = (Object.keys(values) as (keyof ImportedValues)[]).every((k) => values[k] === existing[k]);
  if (same) return 'unchanged';
  return values.status === 'dropped' && existing.status === 'active' ? 'dropped' : 'changed';
}

type Candidate = { row: RosterRow; teamId: number; existing: ImportedPlayer | null; values: ImportedValues };

// Each team's active roster after the import: the players the file does not name keep their number,
// then the file's rows in order; a row whose number is taken, or past the team's limit, is refused.
// A refused row leaves its player as he is, who then keeps his number: so the check runs again
// until no row is newly refused.
function withoutClashes(candidates: Candidate[], existing: ImportedPlayer[]): { kept: Candidate[]; refused: RosterRowProblem[] } {
  const refusedRows = new Map<number, string>();
  for (;;) {
    const kept = candidates.filter((c) => !refusedRows.has(c.row.row));
    const touched = new Set(kept.flatMap((c) => (c.existing ? [c.existing.id] : [])));
    const worn = new Map<string, string>();
    const counts = new Map<number, number>();
    for (const p of existing) {
      if (touched.has(p.id) || p.status !== 'active') continue;
      counts.set(p.teamId, (counts.get(p.teamId) ?? 0) + 1);
      if (p.jerseyNumber !== null) worn.set(`${p.teamId}:${p.jerseyNumber}`, T.jerseyOnRoster(p.jerseyNumber, fullName(p)));
    }
    let added = false;
    for (const c of kept) {
      if (c.values.status !== 'active') continue;
      const count = counts.get(c.teamId) ?? 0;
      const slot = `${c.teamId}:${c.values.jerseyNumber}`;
      const reason = count >= ROSTER_LIMITS.players.max ? T.rosterFull(ROSTER_LIMITS.players.max) : c.values.jerseyNumber !== null ? worn.get(slot) : undefined;
      if (reason !== undefined) {
        refusedRows.set(c.row.row, reason);
        added = true;
        continue;
      }
      counts.set(c.teamId, count + 1);
      if (c.values.jerseyNumber !== null) worn.set(slot, T.jerseyInFile(c.values.jerseyNumber, c.row.row));
    }
    if (!added) {
      const refused = candidates.filter((c) => refusedRows.has(c.row.row)).map((c) => problem(c.row, refusedRows.get(c.row.row)!));
      return { kept, refused };
    }
  }
}

export function planRosterImport(rows: RosterRow[], teams: KnownTeam[], existing: ImportedPlayer[]): RosterPlan {
  const lookup = new TeamLookup(teams);
  const refused: RosterRowProblem[] = [];
  const notes: RosterRowProblem[] = [];
  const coaches: CoachWrite[] = [];
  const candidates: Candidate[] = [];
  const byKey = new Map(existing.flatMap((p) => (p.importKey === null ? [] : [[p.importKey, p] as const])));
  const keyOwners = new Map(byKey);
  const playerRows = new Map<string, number>();
  const coachRows = new Map<string, number>();
  const matched = new Set<number>();

  for (const row of rows) {
    const teamId = lookup.find(row.division, row.team);
    if (teamId === undefined) {
      refused.push(problem(row, T.unknownTeam(row.team, row.division)));
      continue;
    }
    if (row.role !== 'player') {
      const key = `${teamId}|${row.email}`;
      const earlier = coachRows.get(key);
      if (earlier !== undefined) refused.push(problem(row, T.sameCoach(earlier)));
      else if (row.status === 'dropped') notes.push(problem(row, T.droppedCoach));
      else {
        coachRows.set(key, row.row);
        coaches.push({ row, teamId, coachRole: row.role });
      }
      continue;
    }
    const key = rosterImportKey(row);
    const earlier = playerRows.get(key);
    if (earlier !== undefined) {
      refused.push(problem(row, T.samePlayer(earlier)));
      continue;
    }
    const found = matchOf(row, teamId, byKey, existing, matched);
    const values = valuesOf(row, teamId, found);
    // the key the row gives its player is nobody else's (names and a birth date the league already
    // has under another player)
    const owner = keyOwners.get(values.importKey);
    if (owner && owner.id !== found?.id) {
      refused.push(problem(row, T.keyTaken));
      continue;
    }
    playerRows.set(key, row.row);
    if (found) matched.add(found.id);
    keyOwners.set(values.importKey, found ?? ({ id: -row.row } as ImportedPlayer));
    candidates.push({ row, teamId, existing: found, values });
  }

  const { kept, refused: clashes } = withoutClashes(candidates, existing);
  refused.push(...clashes);
  const players: PlayerWrite[] = kept.map((c) => ({ row: c.row, values: c.values, existing: c.existing, outcome: outcomeOf(c.values, c.existing) }));
  for (const p of players) if (p.values.status === 'active' && p.values.jerseyNumber === null) notes.push(problem(p.row, T.noJersey));
  const byRow = (a: RosterRowProblem, b: RosterRowProblem) => a.row - b.row;
  return { players, coaches, refused: refused.sort(byRow), notes: notes.sort(byRow) };
}
