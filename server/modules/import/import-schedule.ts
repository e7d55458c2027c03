import { parse } from 'csv-parse/sync';
import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import { isHeaderRow, nameKey, parseScheduleRow, TeamLookup, type ImportResult, type KnownTeam, type ScheduleRow } from '../../../common/import/sports-connect';
import { BookingIndex, clashMessage, gameLengthMs, type NamedBooking } from '../../../common/schedule/booking';
import { wallClockToUtc } from '../../../common/time';
import { bookingsBetween } from '../games/bookings';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { rescoreGame } from '../fans/store';
import type { League } from '../leagues/store';
import {
  deleteImportedGames,
  deleteUnusedImportedDivisions,
  deleteUnusedImportedFields,
  deleteUnusedImportedTeams,
  fieldNamesByKey,
  gameRecordsByIds,
  gamesByMatchId,
  divisionIdsByKey,
  insertDivisions,
  insertFields,
  insertGames,
  type NewGame,
  insertTeams,
  recordImportRun,
  restoreGames,
  teamsForImport,
  updateGames,
  type ExistingGame,
  type GameUpdate,
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

export function decodeCsv(buffer: Buffer): string {
  if (buffer.length === 0) throw badRequest(IMPORT_TEXT.empty);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(IMPORT_TEXT.notText);
  }
  if (text.includes('\u0000')) throw badRequest(IMPORT_TEXT.notText);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw badRequest(IMPORT_TEXT.empty);
  return text;
}


export type ImportRequest = { league: League; actorUserId: number; fileName: string | null; text: string; dryRun: boolean; ip: string };

// Game rows written per transaction. PGlite is one connection in this process: while a batch runs,
// every other request waits, so a batch stays short (bench/IMPORT-TRAFFIC-REPORT.md measures it).
export const IMPORT_BATCH_ROWS = 250;

type Names = { teams: TeamLookup; fieldNames: Map<string, string> };
type Tally = { created: number; updated: number; unchanged: number };
// What the import wrote, kept so a failure between its batches can be undone.
type Undo = { divisionIds: number[]; teamIds: number[]; fieldIds: number[]; gameIds: number[]; updated: { game: ExistingGame; written: GameUpdate; version: number }[] };

// A row's two teams, found as TeamLookup says (every name of the file was resolved before).
function teamIdsOf(names: Names, row: ScheduleRow): { homeTeamId: number; awayTeamId: number } {
  return { homeTeamId: names.teams.find(row.division, row.homeTeam)!, awayTeamId: names.teams.find(row.division, row.awayTeam)! };
}
type BatchPlan = { inserts: NewGame[]; updates: { next: GameUpdate; previous: ExistingGame }[]; unchanged: number };

function newGame(league: League, row: ScheduleRow, values: Pick<NewGame, 'homeTeamId' | 'awayTeamId' | 'field' | 'scheduledDate'>): NewGame {
  return {
    leagueId: league.id,
    externalId: row.matchId,
    ...values,
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
      ? { status: 'completed' as const, homeScore: row.score.home, awayScore: row.score.away, completedAt: values.scheduledDate }
      : { status: 'scheduled' as const, homeScore: 0, awayScore: 0, completedAt: null }),
  };
}

// One batch's rows against the games they name, as read in the transaction that writes them.
function planBatch(batch: NumberedRow[], existing: Map<string, ExistingGame>, names: Names, league: League): BatchPlan {
  const plan: BatchPlan = { inserts: [], updates: [], unchanged: 0 };
  for (const { row } of batch) {
    const scheduledDate = wallClockToUtc(row.start, league.timezone);
    const { homeTeamId, awayTeamId } = teamIdsOf(names, row);
    const field = row.field ? names.fieldNames.get(nameKey(row.field))! : null;
    const game = existing.get(row.matchId);
    if (!game) {
      plan.inserts.push(newGame(league, row, { homeTeamId, awayTeamId, field, scheduledDate }));
      continue;
    }
    // a row without scores leaves the game's status and scores as they are (a live game stays live)
    const next: GameUpdate = {
      id: game.id,
      homeTeamId,
      awayTeamId,
      scheduledDate,
      field,
      status: row.score ? 'completed' : game.status,
      homeScore: row.score ? row.score.home : game.homeScore,
      awayScore: row.score ? row.score.away : game.awayScore,
      completedAt: row.score && game.status !== 'completed' ? new Date() : null,
    };
    const same =
      next.homeTeamId === game.homeTeamId &&
      next.awayTeamId === game.awayTeamId &&
      next.scheduledDate.getTime() === game.scheduledDate.getTime() &&
      next.field === game.field &&
      next.status === game.status &&
      next.homeScore === game.homeScore &&
      next.awayScore === game.awayScore;
    if (same) plan.unchanged += 1;
    else plan.updates.push({ next, previous: game });
  }
  return plan;
}

// Divisions, teams and fields named by the file, matched by name (a team within its division:
// TeamLookup); the new ones are created (or, in a dry run, given stand-in ids no game has, so their
// games count as created or changed). Rows with a division go first, so a crossover row without
// one finds a team the file creates in a division.
async function resolveNames(deps: AppDeps, input: ImportRequest, rows: NumberedRow[], undo: Undo) {
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
    if (row.field && !fieldNames.has(nameKey(row.field)) && !newFields.has(nameKey(row.field))) newFields.set(nameKey(row.field), row.field);
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
async function withoutDoubleBookings(deps: AppDeps, league: League, rows: NumberedRow[], names: Names, errors: string[]): Promise<NumberedRow[]> {
  const existing = await gamesByMatchId(deps.db, league.id, rows.map((r) => r.row.matchId));
  await nextTurn();
  const checked = rows.map(({ rowNumber, row }) => {
    const game = existing.get(row.matchId);
    const placed = {
      start: wallClockToUtc(row.start, league.timezone).getTime(),
      field: row.field ? names.fieldNames.get(nameKey(row.field))! : null,
      ...teamIdsOf(names, row),
    };
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

function sameSlot(game: ExistingGame, placed: { start: number; field: string | null; homeTeamId: number; awayTeamId: number }): boolean {
  return game.scheduledDate.getTime() === placed.start && game.field === placed.field && game.homeTeamId === placed.homeTeamId && game.awayTeamId === placed.awayTeamId;
}

// What a game's followers are told of (follows/notices.ts, decision 048): kickoff, field, status, score.
type Followed = Pick<GameUpdate, 'scheduledDate' | 'field' | 'status' | 'homeScore' | 'awayScore'>;

function followedChanged(a: Followed, b: Followed): boolean {
  return a.scheduledDate.getTime() !== b.scheduledDate.getTime() || a.field !== b.field || a.status !== b.status || a.homeScore !== b.homeScore || a.awayScore !== b.awayScore;
}

// Issue 38: each game whose followed columns this transaction changed is announced as an admin's edit
// is (deps.gameChanged, heard in the same transaction: a rolled-back batch tells nobody). One read of
// those games as written; `before` is that record with the followed columns as they were.
async function announceChanges(deps: AppDeps, tx: Tx, leagueId: number, changes: { id: number; before: Followed; after: Followed }[]): Promise<void> {
  const changed = changes.filter((change) => followedChanged(change.before, change.after));
  if (changed.length === 0) return;
  const written = new Map((await gameRecordsByIds(tx, leagueId, changed.map((change) => change.id))).map((game) => [game.id, game]));
  for (const { id, before } of changed) {
    const after = written.get(id);
    if (!after) continue;
    const { scheduledDate, field, status, homeScore, awayScore } = before;
    await deps.gameChanged.emit(tx, { before: { ...after, scheduledDate, field, status, homeScore, awayScore }, after });
  }
}

async function writeBatch(deps: AppDeps, league: League, batch: NumberedRow[], names: Names, undo: Undo, tally: Tally): Promise<void> {
  const done = await deps.db.transaction(async (tx) => {
    const plan = planBatch(batch, await gamesByMatchId(tx, league.id, batch.map((r) => r.row.matchId)), names, league);
    const insertedIds = await insertGames(tx, plan.inserts);
    const versions = await updateGames(tx, league.id, plan.updates.map((u) => u.next));
    // a game completed or corrected by the file scores its fans' predictions (new games have none)
    for (const { next } of plan.updates) await rescoreGame(tx, next.id, deps.now());
    await announceChanges(deps, tx, league.id, plan.updates.map(({ next, previous }) => ({ id: next.id, before: previous, after: next })));
    return { plan, insertedIds, versions };
  });
  // recorded only once committed: a batch that rolled back left nothing to undo
  undo.gameIds.push(...done.insertedIds);
  for (const { next, previous } of done.plan.updates) undo.updated.push({ game: previous, written: next, version: done.versions.get(previous.id)! });
  tally.created += done.plan.inserts.length;
  tally.updated += done.plan.updates.length;
  tally.unchanged += done.plan.unchanged;
}

// The compensation of a failed import: its new games deleted, changed games put back (unless
// someone changed them since), its new teams and fields deleted unless a game uses them by now.
async function undoImport(deps: AppDeps, league: League, undo: Undo): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deleteImportedGames(tx, league.id, undo.gameIds);
    const restored = new Set(await restoreGames(tx, league.id, undo.updated));
    for (const id of restored) await rescoreGame(tx, id, deps.now());
    const putBack = undo.updated.filter(({ game }) => restored.has(game.id));
    await announceChanges(deps, tx, league.id, putBack.map(({ game, written }) => ({ id: game.id, before: written, after: game })));
    await deleteUnusedImportedTeams(tx, league.id, undo.teamIds);
    await deleteUnusedImportedDivisions(tx, league.id, undo.divisionIds);
    await deleteUnusedImportedFields(tx, league.id, undo.fieldIds);
    await publishLeagueChanged(tx, league.id);
  });
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
    const resolved = await resolveNames(deps, input, rows, undo);
    await nextTurn();
    const rowCount = rows.length + practices + errors.length;
    const bookable = await withoutDoubleBookings(deps, league, rows, resolved.names, errors);
    for (let start = 0; start < bookable.length; start += IMPORT_BATCH_ROWS) {
      const batchStarted = performance.now();
      const batch = bookable.slice(start, start + IMPORT_BATCH_ROWS);
      if (input.dryRun) {
        const plan = planBatch(batch, await gamesByMatchId(deps.db, league.id, batch.map((r) => r.row.matchId)), resolved.names, league);
        tally.created += plan.inserts.length;
        tally.updated += plan.updates.length;
        tally.unchanged += plan.unchanged;
      } else {
        await writeBatch(deps, league, batch, resolved.names, undo, tally);
      }
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
      await recordImportRun(tx, { leagueId: league.id, userId: input.actorUserId, fileName: input.fileName, rowCount, result: { ...result, gamesUnchanged: tally.unchanged, teamsMatched: resolved.teamsMatched } });
      await audit(tx, { actor: { id: input.actorUserId }, ip: input.ip }, 'import.sports-connect', auditTarget.league(league), { fileName: input.fileName, gamesCreated: tally.created, gamesUpdated: tally.updated, errors: errors.length });
    });
    return result;
  } catch (err) {
    const wrote = undo.divisionIds.length + undo.teamIds.length + undo.fieldIds.length + undo.gameIds.length + undo.updated.length > 0;
    if (!wrote) throw err;
    try {
      await undoImport(deps, league, undo);
    } catch {
      // the file stays importable: the match ID is the upsert key, so a second run completes it
      throw importFailed(IMPORT_TEXT.stoppedPartway, err);
    }
    throw importFailed(IMPORT_TEXT.undone, err);
  }
}

// A 500 that says what became of the league; the route logs its cause.
function importFailed(message: string, cause: unknown): HttpError {
  const error = new HttpError(500, message);
  error.cause = cause;
  return error;
}
