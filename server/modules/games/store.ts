// Games and game events. Every query of a league's games filters by scope or an explicit league id
// (architecture rule 1); lists join teams and referee in one query (no N+1).
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameStatus } from '../../../common/constants';
import { DEFAULT_RULES, effectiveRules, settingsOf, type GameEventDraft, type GameState, type RulesProfile } from '../../../common/game-rules';
import type { Role } from '../../../common/roles';
import { divisionOfGame } from '../../../common/schemas/divisions';
import type { DbOrTx, Tx } from '../../db/client';
import { brackets, divisions, fields, gameEvents, gameHistory, games, leagues, teams, users } from '../../db/schema';
import { inScope, type LeagueScope } from '../../auth/scope';
import type { GameEventRow, GameRecord, GameRow } from '../../db/rows';
import type { StandingsGame } from '../../../common/standings/rank';
import type { CountedSeason } from '../seasons/list-seasons';

export type { GameEventRow, GameRecord, GameRow };

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

function selectRecords(db: DbOrTx) {
  return db
    .select({
      game: games,
      homeTeam: { name: homeTeam.name, color: homeTeam.color, divisionId: homeTeam.divisionId },
      awayTeam: { name: awayTeam.name, color: awayTeam.color, divisionId: awayTeam.divisionId },
      referee: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      league: leagues,
      homeDivisionRules: divisions.rulesOverrides,
      bracketName: brackets.name,
      // issue 49 (decision 082): neither team's division is instructional (gameScoresArePublic)
      scoresPublic: sql<boolean>`not exists (select 1 from divisions d where d.id in (${homeTeam.divisionId}, ${awayTeam.divisionId}) and d.instructional)`,
    })
    .from(games)
    .leftJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(brackets, eq(brackets.id, games.bracketId))
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .leftJoin(users, eq(users.id, games.refereeId))
    .leftJoin(divisions, eq(divisions.id, homeTeam.divisionId));
}

type SelectedRecord = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function toRecord(row: SelectedRecord): GameRecord {
  return { ...row.game, homeTeam: row.homeTeam, awayTeam: row.awayTeam, referee: row.referee, league: row.league, homeDivisionRules: row.homeDivisionRules, bracketName: row.bracketName, scoresPublic: row.scoresPublic };
}

// Issue 34: the games of one division are those between two of its teams (crossovers are in none).
function inDivision(divisionId: number): SQL {
  return and(eq(homeTeam.divisionId, divisionId), eq(awayTeam.divisionId, divisionId))!;
}

export async function gamesOfLeague(db: DbOrTx, leagueId: number, status?: GameStatus, divisionId?: number | null): Promise<GameRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(games.leagueId, leagueId), status ? eq(games.status, status) : undefined, divisionId ? inDivision(divisionId) : undefined))
    .orderBy(asc(games.scheduledDate), asc(games.id));
  return rows.map(toRecord);
}

export async function gameInScope(db: DbOrTx, scope: LeagueScope, id: number): Promise<GameRecord | null> {
  const [row] = await selectRecords(db).where(and(eq(games.id, id), inScope(games.leagueId, scope))).limit(1);
  return row ? toRecord(row) : null;
}

// Row lock for a write (architecture rule 5): concurrent writes to one game queue here.
export async function lockGameInScope(tx: Tx, scope: LeagueScope, id: number): Promise<GameRecord | null> {
  const [row] = await selectRecords(tx)
    .where(and(eq(games.id, id), inScope(games.leagueId, scope)))
    .limit(1)
    .for('update', { of: games });
  return row ? toRecord(row) : null;
}

// Issue 46: many games of one league locked for one door's change, in id order (two such writers
// queue on the first game they share, never on each other).
export async function lockGamesOfLeague(tx: Tx, leagueId: number, ids: number[]): Promise<GameRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectRecords(tx)
    .where(and(eq(games.leagueId, leagueId), inArray(games.id, ids)))
    .orderBy(asc(games.id))
    .for('update', { of: games });
  return rows.map(toRecord);
}

// A league's games matching a condition the games module names (a field's name, a status), for a door
// that changes them all.
export async function gameIdsOfLeague(db: DbOrTx, leagueId: number, where: { field?: string; status?: GameStatus }): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), where.field !== undefined ? eq(sql`lower(trim(${games.field}))`, where.field.trim().toLowerCase()) : undefined, where.status ? eq(games.status, where.status) : undefined))
    .orderBy(asc(games.id));
  return rows.map((row) => row.id);
}

// The live fan-out re-reads a game named by a notification of its own database.
export async function gameOfLeague(db: DbOrTx, leagueId: number, id: number): Promise<GameRecord | null> {
  return gameInScope(db, { kind: 'league', leagueId }, id);
}

// The games of a league with these ids, for a writer that announces what it changed of many games
// in one read (the import, issue 38).
export async function gamesOfLeagueByIds(db: DbOrTx, leagueId: number, ids: number[]): Promise<GameRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectRecords(db).where(and(eq(games.leagueId, leagueId), inArray(games.id, ids)));
  return rows.map(toRecord);
}

// Issue 36: a bracket's games, in bracket order (they were written in it).
export async function gamesOfBracket(db: DbOrTx, leagueId: number, bracketId: number): Promise<GameRecord[]> {
  const rows = await selectRecords(db).where(and(eq(games.leagueId, leagueId), eq(games.bracketId, bracketId))).orderBy(asc(games.id));
  return rows.map(toRecord);
}

// Live games with an instant still to come (clock running, timeout or halftime counting down).
export async function liveGamesWithDeadlines(db: DbOrTx): Promise<GameRecord[]> {
  const rows = await selectRecords(db).where(
    and(
      eq(games.status, 'live'),
      or(isNotNull(games.clockStartedAt), isNotNull(games.timeoutEndsAt), isNotNull(games.halftimeEndsAt)),
    ),
  );
  return rows.map(toRecord);
}

// Issue 37: the rules a game plays by: its copy once started, else its league's with its division's
// overrides (a crossover follows the league).
function rulesOfGame(game: GameRecord): RulesProfile {
  if (game.rules !== null) return game.rules;
  const league = game.league.rulesProfile ?? DEFAULT_RULES;
  const inDivision = divisionOfGame(game.homeTeam?.divisionId ?? null, game.awayTeam?.divisionId ?? null) !== null;
  const { overrides: _fields, ...profile } = effectiveRules(league, inDivision ? game.homeDivisionRules : null);
  return profile;
}

export function stateOfRow(row: GameRecord): GameState {
  return {
    rules: rulesOfGame(row),
    endReason: row.endReason,
    twoMinuteWarningHalf: row.twoMinuteWarningHalf,
    gameFormat: row.gameFormat,
    totalPeriods: row.totalPeriods,
    periodDuration: row.periodDuration,
    timeoutsPerPeriod: row.timeoutsPerPeriod,
    timeoutType: row.timeoutType,
    blitzesPerPeriod: row.blitzesPerPeriod,
    autoTimeouts: row.autoTimeouts,
    timeoutDuration: row.timeoutDuration,
    halftimeDuration: row.halftimeDuration,
    status: row.status,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    currentPeriod: row.currentPeriod,
    timeRemainingMs: row.timeRemainingMs,
    clockStartedAt: row.clockStartedAt?.getTime() ?? null,
    currentDown: row.currentDown,
    homeTimeoutsUsed: row.homeTimeoutsUsed,
    awayTimeoutsUsed: row.awayTimeoutsUsed,
    homeBlitzesUsed: row.homeBlitzesUsed,
    awayBlitzesUsed: row.awayBlitzesUsed,
    timeoutTeam: row.timeoutTeam,
    timeoutEndsAt: row.timeoutEndsAt?.getTime() ?? null,
    timeoutResumesClock: row.timeoutResumesClock,
    halftimeEndsAt: row.halftimeEndsAt?.getTime() ?? null,
    playoff: row.bracketId !== null,
    overtime: row.overtime,
  };
}

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

export function columnsOfState(state: GameState) {
  return {
    ...settingsOf(state),
    status: state.status,
    homeScore: state.homeScore,
    awayScore: state.awayScore,
    currentPeriod: state.currentPeriod,
    timeRemainingMs: Math.round(state.timeRemainingMs),
    clockStartedAt: at(state.clockStartedAt),
    currentDown: state.currentDown,
    homeTimeoutsUsed: state.homeTimeoutsUsed,
    awayTimeoutsUsed: state.awayTimeoutsUsed,
    homeBlitzesUsed: state.homeBlitzesUsed,
    awayBlitzesUsed: state.awayBlitzesUsed,
    timeoutTeam: state.timeoutTeam,
    timeoutEndsAt: at(state.timeoutEndsAt),
    timeoutResumesClock: state.timeoutResumesClock,
    halftimeEndsAt: at(state.halftimeEndsAt),
    // a scheduled game follows its league's rules; the copy is taken when it starts (issue 37)
    rules: state.status === 'scheduled' ? null : state.rules,
    endReason: state.endReason,
    twoMinuteWarningHalf: state.twoMinuteWarningHalf,
    overtime: state.overtime,
  };
}

export type GameDetailsChange = Partial<Pick<GameRow, 'scheduledDate' | 'field' | 'homeTeamId' | 'awayTeamId' | 'refereeId' | 'completedAt' | 'clockChangedAt' | 'calendarSequence' | 'rosterFlag' | 'resultStatus'>>;

// Every write moves the version on, so a client holding an older one gets 409 on its next edit.
export async function writeGame(tx: Tx, game: GameRecord, state: GameState, details: GameDetailsChange, now: Date): Promise<GameRow> {
  const [row] = await tx
    .update(games)
    .set({ ...columnsOfState(state), ...details, version: sql`${games.version} + 1`, updatedAt: now })
    .where(and(eq(games.id, game.id), eq(games.leagueId, game.leagueId)))
    .returning();
  return row!;
}

// Issue 45: the state every reader already derives from the stored one (the clock's own stop at the
// two-minute warning), written without a new version: a version names what a client decided on, and
// no answer shows anything new (every answer is the stored state settled at its instant, decision 057).
export async function writeDerivedState(tx: Tx, game: GameRecord, state: GameState, clockChangedAt: Date): Promise<void> {
  await tx
    .update(games)
    .set({ ...columnsOfState(state), clockChangedAt })
    .where(and(eq(games.id, game.id), eq(games.leagueId, game.leagueId)));
}

export async function insertGame(tx: Tx, values: typeof games.$inferInsert): Promise<GameRow> {
  const [row] = await tx.insert(games).values(values).returning();
  return row!;
}

export async function deleteGameRow(tx: Tx, game: GameRecord): Promise<void> {
  await tx.delete(games).where(and(eq(games.id, game.id), eq(games.leagueId, game.leagueId)));
}

export async function deleteGameRows(tx: Tx, leagueId: number, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) await tx.delete(games).where(and(eq(games.leagueId, leagueId), inArray(games.id, ids.slice(i, i + 1000))));
}

// A write's events as rows: each draft's side as the game's team, the running score a score event
// carries, made by the actor (null: by the clock itself), at the draft's own instant (a two-minute
// warning found by settling, issue 37) or the write's.
export type EventDraftRow = GameEventDraft & { homeScore?: number | null; awayScore?: number | null };

export function eventRowsOf(game: Pick<GameRecord, 'id' | 'homeTeamId' | 'awayTeamId'>, drafts: readonly EventDraftRow[], createdByUserId: number | null, at: number): (typeof gameEvents.$inferInsert)[] {
  return drafts.map((draft) => ({
    gameId: game.id,
    period: draft.period,
    timeRemaining: draft.timeRemaining,
    eventType: draft.eventType,
    teamId: draft.team === null ? null : draft.team === 'home' ? game.homeTeamId : game.awayTeamId,
    points: draft.points,
    description: draft.description,
    play: draft.play ?? null,
    jersey: draft.jersey ?? null,
    homeScore: draft.homeScore ?? null,
    awayScore: draft.awayScore ?? null,
    undoes: draft.undoes ?? null,
    revert: draft.revert ?? null,
    createdByUserId,
    createdAt: new Date(draft.at ?? at),
  }));
}

export async function insertEvents(tx: Tx, values: (typeof gameEvents.$inferInsert)[]): Promise<GameEventRow[]> {
  if (values.length === 0) return [];
  return tx.insert(gameEvents).values(values).returning();
}

// Issue 37: the events an undo reversed stay, marked.
export async function markUndone(tx: Tx, gameId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(gameEvents).set({ undone: true }).where(and(eq(gameEvents.gameId, gameId), inArray(gameEvents.id, ids)));
}

// Newest first: the control page shows the latest at the top of its capped list.
export async function eventsOfGame(db: DbOrTx, gameId: number): Promise<GameEventRow[]> {
  return db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId)).orderBy(desc(gameEvents.id));
}

export async function eventsByIds(db: DbOrTx, gameId: number, ids: number[]): Promise<GameEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), inArray(gameEvents.id, ids)))
    .orderBy(asc(gameEvents.id));
}

// --- the rows a game refers to, looked up inside the game's league only ---

export async function teamIdsOfLeague(db: DbOrTx, leagueId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.leagueId, leagueId), inArray(teams.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function userOfLeague(db: DbOrTx, leagueId: number, id: number): Promise<{ id: number; role: Role } | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.leagueId, leagueId)))
    .limit(1);
  return row ?? null;
}

// Spec 3: a game names its field by text; it must be one of the league's fields (stored as named there).
export async function fieldNameOfLeague(db: DbOrTx, leagueId: number, name: string): Promise<string | null> {
  const condition: SQL = sql`lower(trim(${fields.name})) = ${name.trim().toLowerCase()}`;
  const [row] = await db
    .select({ name: fields.name })
    .from(fields)
    .where(and(eq(fields.leagueId, leagueId), condition))
    .limit(1);
  return row?.name ?? null;
}

// Issue 18: the score events that changed the score (they keep the score they left), in the order
// they happened; an undone one is left out, and so is its undo (of type 'undo', issue 37).
export async function scoreChangesOfGame(db: DbOrTx, gameId: number): Promise<GameEventRow[]> {
  return db
    .select()
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), eq(gameEvents.eventType, 'score'), isNotNull(gameEvents.homeScore), eq(gameEvents.undone, false)))
    .orderBy(asc(gameEvents.id));
}

// node-postgres answers { rows }, PGlite's drizzle driver the same shape.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// Many rows in one statement, every row setting the same columns (those of the first): the rows ride
// as one JSON parameter read by json_populate_recordset. Building a VALUES list of 10 to 30
// parameters a row took drizzle longer than the database took to insert it (the import benchmark,
// issue 19; the season's publish, decision 041; an import's 10,000 timeline entries, 1.9 s -> 0.8 s
// on PGlite, issue 46). Dates go as ISO text, which timestamptz reads back exactly; a jsonb column
// takes its value as it is. Answers the new rows' ids in order.
async function insertAsJson(db: DbOrTx, table: typeof games | typeof gameHistory, rows: Record<string, unknown>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => (table as unknown as Record<string, { name: string }>)[key]!.name);
  const columns = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const records = rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key]])));
  const result = await db.execute(sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) returning id`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

export function insertGameRows(db: DbOrTx, rows: (typeof games.$inferInsert)[]): Promise<number[]> {
  return insertAsJson(db, games, rows);
}

// The timeline's entries (history.ts's writeHistory).
export async function insertHistoryRows(db: DbOrTx, rows: (typeof gameHistory.$inferInsert)[]): Promise<void> {
  await insertAsJson(db, gameHistory, rows);
}

// Issue 36: a season's games (kickoff within its days in the league's zone, decision 039; no season, all).
export function kickoffIn(counted: CountedSeason): SQL | undefined {
  return counted ? and(gte(games.scheduledDate, counted.from), lt(games.scheduledDate, counted.to)) : undefined;
}

// The league's completed regular-season games of the season counted, as the standings count them
// (issues 18 and 34; a bracket game never counts, issue 36, and always has both teams).
export async function regularSeasonResults(db: DbOrTx, leagueId: number, counted: CountedSeason): Promise<StandingsGame[]> {
  const rows = await db
    .select({ id: games.id, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, homeScore: games.homeScore, awayScore: games.awayScore, endReason: games.endReason, scheduledDate: games.scheduledDate, resultStatus: games.resultStatus })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'completed'), isNull(games.bracketId), isNotNull(games.homeTeamId), isNotNull(games.awayTeamId), kickoffIn(counted)));
  return rows.map(({ scheduledDate, homeTeamId, awayTeamId, ...game }) => ({ ...game, homeTeamId: homeTeamId!, awayTeamId: awayTeamId!, playedAt: scheduledDate.toISOString() }));
}
