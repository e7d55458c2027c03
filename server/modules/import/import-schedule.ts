import { parse } from 'csv-parse/sync';
import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import { isHeaderRow, nameKey, parseScheduleRow, TeamLookup, type ImportResult, type KnownTeam, type ScheduleRow } from '../../../common/import/sports-connect';
import { BookingIndex, clashMessage, gameLengthMs, type NamedBooking } from '../../../common/schedule/booking';
import type { GameState } from '../../../common/game-rules';
import { wallClockToUtc } from '../../../common/time';
import { bookingsBetween } from '../games/bookings';
import { pushCommitted } from '../games/change-game';
import { changeGamesEachInTx, changeGamesInTx, createGamesInTx, deleteGamesInTx, type BatchBy, type NewGameRow } from '../games/change-games';
import { actionsForEdit } from '../games/edit-game-state';
import { who } from '../games/history';
import { planChange, type GameChange } from '../games/plan-change';
import { gamesOfLeagueByIds, stateOfRow, type GameDetailsChange, type GameRecord } from '../games/store';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import type { League } from '../leagues/store';
import {
  deleteUnusedImportedDivisions,
  deleteUnusedImportedFields,
  deleteUnusedImportedTeams,
  fieldNamesByKey,
  gamesByMatchId,
  gameVersions,
  divisionIdsByKey,
  insertDivisions,
  insertFields,
  insertTeams,
  recordImportRun,
  teamsForImport,
  type ExistingGame,
} from './store';
import { IMPORT_TEXT } from './texts';

type NumberedRow = { rowNumber: number; row: ScheduleRow };

// Rows are numbered as a spreadsheet shows them: the header is row 1 and a field holding a line
// break stays one row.
// More than maxRows rows (games, practices and refused rows alike) is refused before anything is
// written: one file may not hold the database for long (issue 14).
function readRows(text: string, maxRows: number): { rows: NumberedRow[]; practices: number; errors: string[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, relax_quotes: true });
  } catch (err) {
    throw badRequest(IMPORT_TEXT.unreadable((err as Error).message.split('\n')[0] ?? 'unknown problem'));
  }
  const counted = records.filter((cells, index) => !(index === 0 && isHeaderRow(cells)) && cells.some((c) => c.trim() !== '')).length;
  if (counted > maxRows) throw new HttpError(413, IMPORT_TEXT.tooManyRows(counted, maxRows));
  const rows: NumberedRow[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  let practices = 0;
  records.forEach((cells, index) => {
    const rowNumber = index + 1;
    if (index === 0 && isHeaderRow(cells)) return;
    const parsed = parseScheduleRow(cells);
    if (parsed.kind === 'blank') return;
    if (parsed.kind === 'practice') practices += 1;
    else if (parsed.kind === 'error') errors.push(`Row ${rowNumber}: ${parsed.reason}`);
    else {
      const key = parsed.row.matchId.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined) errors.push(`Row ${rowNumber}: match ID ${parsed.row.matchId} already appears in row ${earlier}`);
      else {
        seen.set(key, rowNumber);
        rows.push({ rowNumber, row: parsed.row });
      }
    }
  });
  return { rows, practices, errors };
}

// The importing user, named in each game's timeline (issue 46).
export type ImportActor = { id: number; username: string; firstName: string | null; lastName: string | null };

export type ImportRequest = { league: League; actor: ImportActor; fileName: string | null; text: string; dryRun: boolean; ip: string };

// Game rows written per transaction. PGlite is one connection in this process: while a batch runs,
// every other request waits, so a batch stays short (bench/IMPORT-TRAFFIC-REPORT.md measures it).
export const IMPORT_BATCH_ROWS = 250;

type Names = { teams: TeamLookup; fieldNames: Map<string, string> };
type Tally = { created: number; updated: number; unchanged: number };
// What the import wrote, kept so a failure between its batches can be undone: each changed game's
// values before it and its version after the batch that changed it.
type Undo = { divisionIds: number[]; teamIds: number[]; fieldIds: number[]; gameIds: number[]; updated: { previous: ExistingGame; version: number }[] };

const isBracketGame = (game: ExistingGame | undefined): boolean => game !== undefined && game.bracketId !== null;

// A row's two teams, found as TeamLookup says (every name of the file was resolved before).
function teamIdsOf(names: Names, row: ScheduleRow): { homeTeamId: number; awayTeamId: number } {
  return { homeTeamId: names.teams.find(row.division, row.homeTeam)!, awayTeamId: names.teams.find(row.division, row.awayTeam)! };
}

// Where a row puts its game. A bracket game keeps its teams: its bracket moves them (issue 36), and
// the export names a side still waiting on an earlier game "Winner of Semifinal 1", so the row's team
// names are not read (nor created as teams).
type Placed = { scheduledDate: Date; field: string | null; homeTeamId: number | null; awayTeamId: number | null };

function placeOf(league: League, names: Names, row: ScheduleRow, game: ExistingGame | undefined): Placed {
  const teams = game && isBracketGame(game) ? { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId } : teamIdsOf(names, row);
  return { scheduledDate: wallClockToUtc(row.start, league.timezone), field: row.field ? names.fieldNames.get(nameKey(row.field))! : null, ...teams };
}

function newGame(league: League, row: ScheduleRow, placed: Placed): NewGameRow {
  return {
    externalId: row.matchId,
    ...placed,
    gameFormat: league.defaultGameFormat,
    periodDuration: league.defaultPeriodDuration,
    totalPeriods: league.defaultTotalPeriods,
    timeoutsPerPeriod: league.defaultTimeoutsPerPeriod,
    timeoutType: league.timeoutType,
    blitzesPerPeriod: league.defaultBlitzesPerPeriod,
    autoTimeouts: league.autoTimeouts,
    timeoutDuration: league.timeoutDuration,
    halftimeDuration: league.halftimeDuration,
    timeRemainingMs: league.defaultPeriodDuration * 60_000,
    ...(row.score
      ? { status: 'completed' as const, homeScore: row.score.home, awayScore: row.score.away, completedAt: placed.scheduledDate }
      : { status: 'scheduled' as const, homeScore: 0, awayScore: 0, completedAt: null }),
  };
}

// A row that names an existing game and would change it.
type RowChange = { row: NumberedRow; placed: Placed; previous: ExistingGame };
type BatchPlan = { inserts: NewGameRow[]; changes: Map<number, RowChange>; unchanged: number };

// Whether the row would change its game: its kickoff, field or teams, and with both scores, a game not
// completed with them. A row without scores leaves the game's status and scores as they are (a live
// game stays live).
function rowChangesGame(game: ExistingGame, placed: Placed, score: ScheduleRow['score']): boolean {
  return (
    placed.homeTeamId !== game.homeTeamId ||
    placed.awayTeamId !== game.awayTeamId ||
    placed.scheduledDate.getTime() !== game.scheduledDate.getTime() ||
    placed.field !== game.field ||
    (score !== null && (game.status !== 'completed' || score.home !== game.homeScore || score.away !== game.awayScore))
  );
}

// One batch's rows against the games they name, as read in the transaction that writes them.
function planBatch(batch: NumberedRow[], existing: Map<string, ExistingGame>, names: Names, league: League): BatchPlan {
  const plan: BatchPlan = { inserts: [], changes: new Map(), unchanged: 0 };
  for (const numbered of batch) {
    const game = existing.get(numbered.row.matchId);
    const placed = placeOf(league, names, numbered.row, game);
    if (!game) plan.inserts.push(newGame(league, numbered.row, placed));
    else if (rowChangesGame(game, placed, numbered.row.score)) plan.changes.set(game.id, { row: numbered, placed, previous: game });
    else plan.unchanged += 1;
  }
  return plan;
}

// A game put where the values say, as the games' door takes a change (issue 46): kickoff, field and
// (but for a bracket game) teams as its details; a status and scores as the admin's Edit Game sets
// them (actionsForEdit: completed first, then the scores; back to scheduled last), each a correction
// the engine records, so a final announces its result as a console's does.
function changeTo(values: Placed & { status: ExistingGame['status'] | null; homeScore: number; awayScore: number }, game: GameRecord, state: GameState, now: number): GameChange {
  const details: GameDetailsChange = {};
  if (values.scheduledDate.getTime() !== game.scheduledDate.getTime()) details.scheduledDate = values.scheduledDate;
  if (values.field !== game.field) details.field = values.field;
  if (game.bracketId === null && (values.homeTeamId !== game.homeTeamId || values.awayTeamId !== game.awayTeamId)) {
    details.homeTeamId = values.homeTeamId;
    details.awayTeamId = values.awayTeamId;
  }
  const actions = values.status === null ? [] : actionsForEdit({ status: values.status, homeScore: values.homeScore, awayScore: values.awayScore }, state, now);
  return { actions, details };
}

function rowChange({ row, placed }: RowChange, game: GameRecord, state: GameState, now: number): GameChange {
  return changeTo({ ...placed, status: row.row.score ? 'completed' : null, homeScore: row.row.score?.home ?? 0, awayScore: row.row.score?.away ?? 0 }, game, state, now);
}

// The undo's change: the values the import found, put back.
function changeBack(previous: ExistingGame, game: GameRecord, state: GameState, now: number): GameChange {
  return changeTo(previous, game, state, now);
}

// Divisions, teams and fields named by the file, matched by name (a team within its division:
// TeamLookup); the new ones are created (or, in a dry run, given stand-in ids no game has, so their
// games count as created or changed). Rows with a division go first, so a crossover row without
// one finds a team the file creates in a division. A bracket game's row names no team (placeOf).
async function resolveNames(deps: AppDeps, input: ImportRequest, rows: NumberedRow[], existing: Map<string, ExistingGame>, undo: Undo) {
  const { league } = input;
  const divisionIds = await divisionIdsByKey(deps.db, league.id);
  const lookup = new TeamLookup(await teamsForImport(deps.db, league.id));
  const fieldNames = await fieldNamesByKey(deps.db, league.id);
  const newDivisions = new Map<string, string>();
  const newTeams = new Map<string, KnownTeam>();
  const usedExistingTeams = new Set<number>();
  const newFields = new Map<string, string>();
  let standIn = -1;
  const byDivisionFirst = [...rows.filter((r) => r.row.division !== null), ...rows.filter((r) => r.row.division === null)];
  for (const { row } of byDivisionFirst) {
    if (row.field && !fieldNames.has(nameKey(row.field)) && !newFields.has(nameKey(row.field))) newFields.set(nameKey(row.field), row.field);
    if (isBracketGame(existing.get(row.matchId))) continue;
    if (row.division && !divisionIds.has(nameKey(row.division)) && !newDivisions.has(nameKey(row.division))) newDivisions.set(nameKey(row.division), row.division);
    for (const name of [row.homeTeam, row.awayTeam]) {
      const id = lookup.find(row.division, name);
      if (id !== undefined && id > 0) usedExistingTeams.add(id);
      else if (id === undefined) {
        const team = { id: standIn--, name, division: row.division };
        newTeams.set(TeamLookup.key(row.division, name), team);
        lookup.add(team);
      }
    }
  }
  const names: Names = { teams: lookup, fieldNames };
  if (input.dryRun) {
    for (const [key, name] of newFields) fieldNames.set(key, name);
  } else if (newDivisions.size + newTeams.size + newFields.size > 0) {
    const created = await deps.db.transaction(async (tx) => {
      const divisions = await insertDivisions(tx, league.id, [...newDivisions.values()]);
      // someone may have added one of these divisions meanwhile: its id is taken as it is
      const ids = await divisionIdsByKey(tx, league.id);
      const teamRows = [...newTeams.values()].map((t) => ({ name: t.name, divisionId: t.division === null ? null : ids.get(nameKey(t.division))! }));
      return { divisions, teams: await insertTeams(tx, league.id, teamRows), fields: await insertFields(tx, league.id, [...newFields.values()]) };
    });
    undo.divisionIds.push(...created.divisions.map((d) => d.id));
    undo.teamIds.push(...created.teams.map((t) => t.id));
    undo.fieldIds.push(...created.fields.map((f) => f.id));
    // someone may have added one of these names since the read above: take the league's names again
    names.teams = new TeamLookup(await teamsForImport(deps.db, league.id));
    names.fieldNames = await fieldNamesByKey(deps.db, league.id);
  }
  return { names, divisionsCreated: newDivisions.size, teamsCreated: newTeams.size, fieldsCreated: newFields.size, teamsMatched: usedExistingTeams.size };
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Issue 19: a row that would put two games of the league on one field at overlapping times, or a
// team or referee in two overlapping games (the league's or the file's earlier rows), is a row
// error and is left out. A row that leaves its game where it is is not checked, so a file imported
// again is not refused for games that clashed before this check existed; when no row moves or adds
// a game (the same file again) the league's bookings are not even read.
async function withoutDoubleBookings(deps: AppDeps, league: League, rows: NumberedRow[], existing: Map<string, ExistingGame>, names: Names, errors: string[]): Promise<NumberedRow[]> {
  const checked = rows.map(({ rowNumber, row }) => {
    const game = existing.get(row.matchId);
    const { scheduledDate, ...slot } = placeOf(league, names, row, game);
    const placed = { start: scheduledDate.getTime(), ...slot };
    // a cancelled game stays cancelled (a row without scores keeps its status) and occupies nothing
    const unchecked = game !== undefined && (game.status === 'cancelled' || sameSlot(game, placed));
    return { rowNumber, row, game, placed, unchecked };
  });
  const moving = checked.filter((c) => !c.unchecked);
  if (moving.length === 0) return rows;
  await nextTurn();
  // the league's games near every new place and every old place of a moved game
  const instants = moving.flatMap((c) => (c.game ? [c.placed.start, c.game.scheduledDate.getTime()] : [c.placed.start]));
  const bookings = await bookingsBetween(deps.db, league.id, Math.min(...instants) - DAY_MS, Math.max(...instants) + DAY_MS);
  const index = new BookingIndex<NamedBooking>(bookings);
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const defaultLength = gameLengthMs({ totalPeriods: league.defaultTotalPeriods, periodDuration: league.defaultPeriodDuration, halftimeDuration: league.halftimeDuration });
  return checked
    .filter(({ rowNumber, row, game, placed, unchecked }) => {
      if (unchecked) return true;
      const current = game ? byId.get(game.id) : undefined;
      const candidate: NamedBooking = {
        ...placed,
        id: game?.id ?? null,
        end: placed.start + (current ? current.end - current.start : defaultLength),
        refereeId: current?.refereeId ?? null,
        homeTeam: row.homeTeam,
        awayTeam: row.awayTeam,
      };
      const clash = index.firstClash(candidate);
      if (clash) {
        errors.push(`Row ${rowNumber}: ${clashMessage(clash, league.timezone)}`);
        return false;
      }
      if (current) index.remove(current);
      index.add(candidate);
      return true;
    })
    .map(({ rowNumber, row }) => ({ rowNumber, row }));
}

function sameSlot(game: ExistingGame, placed: { start: number; field: string | null; homeTeamId: number | null; awayTeamId: number | null }): boolean {
  return game.scheduledDate.getTime() === placed.start && game.field === placed.field && game.homeTeamId === placed.homeTeamId && game.awayTeamId === placed.awayTeamId;
}

// Who writes the games and through which door: the importing user, the file named (issue 46).
const importBy = (input: ImportRequest, reason: (fileName: string | null) => string): BatchBy => ({ by: who.user(input.actor, reason(input.fileName)), via: 'import' });

const rowError = (rowNumber: number, message: string) => `Row ${rowNumber}: ${message}`;

// One batch through the games' door (issue 46), in one transaction: its new games created in one
// statement (createGamesInTx), its changed games each planned and recorded as any change is
// (changeGamesEachInTx: the version, the calendar's SEQUENCE, the events, the timeline, the result
// heard by fans and brackets, the followers' notice). A change the door refuses is the row's error
// and leaves its game as it was.
async function writeBatch(deps: AppDeps, input: ImportRequest, batch: NumberedRow[], names: Names, undo: Undo, tally: Tally, errors: string[]): Promise<void> {
  const { league } = input;
  const by = importBy(input, IMPORT_TEXT.timelineReason);
  const done = await deps.db.transaction(async (tx) => {
    const plan = planBatch(batch, await gamesByMatchId(tx, league.id, batch.map((r) => r.row.matchId)), names, league);
    const createdIds = await createGamesInTx(tx, league.id, plan.inserts, by, deps.now().getTime());
    const refused: string[] = [];
    const committed = await changeGamesEachInTx(
      deps,
      tx,
      league.id,
      [...plan.changes.keys()],
      by,
      (game, state, now) => rowChange(plan.changes.get(game.id)!, game, state, now),
      (game, error) => refused.push(rowError(plan.changes.get(game.id)!.row.rowNumber, error.message)),
    );
    // a bracket game's result may have moved the other games of its bracket the file changed: the undo
    // compares each with its version as the batch left it
    const bracketChanged = committed.some(({ game }) => game.bracketId !== null);
    const versions = bracketChanged ? await gameVersions(tx, league.id, committed.map(({ game }) => game.id)) : new Map(committed.map(({ game }) => [game.id, game.version]));
    return { plan, createdIds, committed, changed: committed.map(({ game }) => ({ previous: plan.changes.get(game.id)!.previous, version: versions.get(game.id)! })), refused };
  });
  // this process's sockets get the changed games at once, not after each note and a re-read
  for (const game of done.committed) pushCommitted(deps, game);
  // recorded only once committed: a batch that rolled back left nothing to undo
  undo.gameIds.push(...done.createdIds);
  undo.updated.push(...done.changed);
  errors.push(...done.refused);
  tally.created += done.plan.inserts.length;
  tally.updated += done.changed.length;
  tally.unchanged += done.plan.unchanged + done.plan.changes.size - done.changed.length - done.refused.length;
}

// A dry run's batch: each change planned on the game as it stands (the planner is pure), nothing
// written. A bracket game the file changes beside another game of its bracket is counted, not planned:
// its sides may be filled by the other's result first.
async function countBatch(deps: AppDeps, league: League, batch: NumberedRow[], names: Names, contested: ReadonlySet<number>, tally: Tally, errors: string[]): Promise<void> {
  const plan = planBatch(batch, await gamesByMatchId(deps.db, league.id, batch.map((r) => r.row.matchId)), names, league);
  tally.created += plan.inserts.length;
  tally.unchanged += plan.unchanged;
  const now = deps.now().getTime();
  for (const game of await gamesOfLeagueByIds(deps.db, league.id, [...plan.changes.keys()])) {
    const wanted = plan.changes.get(game.id)!;
    if (game.bracketId !== null && contested.has(game.bracketId)) {
      tally.updated += 1;
      continue;
    }
    try {
      const state = stateOfRow(game);
      if (planChange(game, state, rowChange(wanted, game, state, now), now)) tally.updated += 1;
      else tally.unchanged += 1;
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      errors.push(rowError(wanted.row.rowNumber, err.message));
    }
  }
}

// The compensation of a failed import, through the games' door: its new games deleted, changed games
// put back (unless someone changed them since: their version moved on), its new teams and fields
// deleted unless a game uses them by now. A bracket's games are put back last to first, each read
// again: putting back a semifinal's result empties the side of the final its advance filled.
async function undoImport(deps: AppDeps, input: ImportRequest, undo: Undo): Promise<void> {
  const { league } = input;
  const by = importBy(input, IMPORT_TEXT.undoReason);
  const written = new Map(undo.updated.map((u) => [u.previous.id, u]));
  const back = (game: GameRecord, state: GameState): GameChange | null => {
    const { previous, version } = written.get(game.id)!;
    return game.version === version ? changeBack(previous, game, state, deps.now().getTime()) : null;
  };
  const committed = await deps.db.transaction(async (tx) => {
    await deleteGamesInTx(tx, league.id, undo.gameIds, by, deps.now().getTime());
    const putBack = await changeGamesInTx(deps, tx, league.id, undo.updated.filter((u) => u.previous.bracketId === null).map((u) => u.previous.id), by, back);
    const bracketGames = undo.updated.filter((u) => u.previous.bracketId !== null).map((u) => u.previous.id);
    for (const id of bracketGames.sort((a, b) => b - a)) putBack.push(...(await changeGamesInTx(deps, tx, league.id, [id], by, back)));
    await deleteUnusedImportedTeams(tx, league.id, undo.teamIds);
    await deleteUnusedImportedDivisions(tx, league.id, undo.divisionIds);
    await deleteUnusedImportedFields(tx, league.id, undo.fieldIds);
    await publishLeagueChanged(tx, league.id);
    return putBack;
  });
  for (const game of committed) pushCommitted(deps, game);
}

// Spec 5 Import: the match ID is the upsert key within the league; divisions and fields are matched
// by name, teams by name within their division (issue 34, decision 040); a row with both scores
// completes its game. Everything is read and checked first, then written in transactions of
// IMPORT_BATCH_ROWS games with a pause between them, so other leagues' requests run meanwhile; a
// failure midway is undone (docs/decisions/011-schedule-import.md).
export async function importSchedule(deps: AppDeps, input: ImportRequest): Promise<ImportResult> {
  const { rows, practices, errors } = readRows(input.text, deps.config.importMaxRows);
  if (rows.length === 0 && practices === 0 && errors.length === 0) throw badRequest(IMPORT_TEXT.noRows);
  const { league } = input;
  const undo: Undo = { divisionIds: [], teamIds: [], fieldIds: [], gameIds: [], updated: [] };
  const tally: Tally = { created: 0, updated: 0, unchanged: 0 };
  try {
    // Between the steps that read the whole file, other requests get a turn: on PGlite a query
    // answers within the same turn of the event loop, so the steps would otherwise run as one.
    await nextTurn();
    // the games the rows name as they stand (each batch reads its own again in its transaction)
    const existing = await gamesByMatchId(deps.db, league.id, rows.map((r) => r.row.matchId));
    await nextTurn();
    const resolved = await resolveNames(deps, input, rows, existing, undo);
    await nextTurn();
    const rowCount = rows.length + practices + errors.length;
    const bookable = await withoutDoubleBookings(deps, league, rows, existing, resolved.names, errors);
    const contested = contestedBrackets(bookable, existing);
    for (let start = 0; start < bookable.length; start += IMPORT_BATCH_ROWS) {
      const batchStarted = performance.now();
      const batch = bookable.slice(start, start + IMPORT_BATCH_ROWS);
      if (input.dryRun) await countBatch(deps, league, batch, resolved.names, contested, tally, errors);
      else await writeBatch(deps, input, batch, resolved.names, undo, tally, errors);
      // Then step aside as long as the batch took: the import holds the database at most half the
      // time, and a request of several queries (each a turn of the event loop on a PGlite data dir)
      // completes in one pause instead of waiting a batch per query.
      await pause(Math.max(1, performance.now() - batchStarted));
    }
    const result: ImportResult = {
      divisionsCreated: resolved.divisionsCreated,
      teamsCreated: resolved.teamsCreated,
      teamsUpdated: 0,
      fieldsCreated: resolved.fieldsCreated,
      fieldsUpdated: 0,
      gamesCreated: tally.created,
      gamesUpdated: tally.updated,
      skippedPractices: practices,
      errors,
      dryRun: input.dryRun,
    };
    if (input.dryRun) return result;
    await deps.db.transaction(async (tx) => {
      if (tally.created + tally.updated + resolved.divisionsCreated + resolved.teamsCreated + resolved.fieldsCreated > 0) await publishLeagueChanged(tx, league.id);
      await recordImportRun(tx, { leagueId: league.id, userId: input.actor.id, fileName: input.fileName, rowCount, result: { ...result, gamesUnchanged: tally.unchanged, teamsMatched: resolved.teamsMatched } });
      await audit(tx, { actor: { id: input.actor.id }, ip: input.ip }, 'import.sports-connect', auditTarget.league(league), { fileName: input.fileName, gamesCreated: tally.created, gamesUpdated: tally.updated, errors: errors.length });
    });
    return result;
  } catch (err) {
    const wrote = undo.divisionIds.length + undo.teamIds.length + undo.fieldIds.length + undo.gameIds.length + undo.updated.length > 0;
    if (!wrote) throw err;
    try {
      await undoImport(deps, input, undo);
    } catch {
      // the file stays importable: the match ID is the upsert key, so a second run completes it
      throw importFailed(IMPORT_TEXT.stoppedPartway, err);
    }
    throw importFailed(IMPORT_TEXT.undone, err);
  }
}

// Brackets the file names more than one game of (a dry run cannot plan those one by one).
function contestedBrackets(rows: NumberedRow[], existing: Map<string, ExistingGame>): Set<number> {
  const seen = new Set<number>();
  const contested = new Set<number>();
  for (const { row } of rows) {
    const bracketId = existing.get(row.matchId)?.bracketId ?? null;
    if (bracketId === null) continue;
    if (seen.has(bracketId)) contested.add(bracketId);
    seen.add(bracketId);
  }
  return contested;
}

// A 500 that says what became of the league; the route logs its cause.
function importFailed(message: string, cause: unknown): HttpError {
  const error = new HttpError(500, message);
  error.cause = cause;
  return error;
}
