import { parse } from 'csv-parse/sync';
import { isHeaderRow, nameKey, parseScheduleRow, type ImportResult, type ScheduleRow } from '../../../common/import/sports-connect';
import { wallClockToUtc } from '../../../common/time';
import type { AppDeps } from '../../deps';
import type { games } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { recordAudit } from '../audit/store';
import { rescoreGame } from '../fans/store';
import type { League } from '../leagues/store';
import { fieldNamesByKey, gamesByMatchId, insertFields, insertGames, insertTeams, recordImportRun, teamIdsByName, updateGames, type GameUpdate } from './store';

export const IMPORT_TEXT = {
  empty: 'The file is empty',
  notText: 'The file is not a CSV text file',
  noRows: 'The file has no schedule rows below its header',
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
} as const;

type NumberedRow = { rowNumber: number; row: ScheduleRow };

// Rows are numbered as a spreadsheet shows them: the header is row 1 and a field holding a line
// break stays one row.
function readRows(text: string): { rows: NumberedRow[]; practices: number; errors: string[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, relax_quotes: true });
  } catch (err) {
    throw badRequest(IMPORT_TEXT.unreadable((err as Error).message.split('\n')[0] ?? 'unknown problem'));
  }
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

class DryRunRollback extends Error {
  constructor(readonly result: ImportResult) {
    super('dry run');
  }
}

export type ImportRequest = { league: League; actorUserId: number; fileName: string | null; text: string; dryRun: boolean; ip: string };

// Spec 5 Import: the match ID is the upsert key within the league; teams and fields are matched by
// name; a row with both scores completes its game. One transaction: all of it or nothing
// (docs/decisions/011-schedule-import.md).
export async function importSchedule(deps: AppDeps, input: ImportRequest): Promise<ImportResult> {
  const { rows, practices, errors } = readRows(input.text);
  if (rows.length === 0 && practices === 0 && errors.length === 0) throw badRequest(IMPORT_TEXT.noRows);
  const { league } = input;

  const run = async (): Promise<ImportResult> =>
    deps.db.transaction(async (tx) => {
      const teamIds = await teamIdsByName(tx, league.id);
      const newTeams = new Map<string, string>();
      const usedExistingTeams = new Set<number>();
      for (const { row } of rows) {
        for (const name of [row.homeTeam, row.awayTeam]) {
          const id = teamIds.get(nameKey(name));
          if (id !== undefined) usedExistingTeams.add(id);
          else if (!newTeams.has(nameKey(name))) newTeams.set(nameKey(name), name);
        }
      }
      for (const team of await insertTeams(tx, league.id, [...newTeams.values()])) teamIds.set(nameKey(team.name), team.id);

      const fieldNames = await fieldNamesByKey(tx, league.id);
      const newFields = new Map<string, string>();
      for (const { row } of rows) {
        if (row.field && !fieldNames.has(nameKey(row.field)) && !newFields.has(nameKey(row.field))) newFields.set(nameKey(row.field), row.field);
      }
      await insertFields(tx, league.id, [...newFields.values()]);
      for (const [key, name] of newFields) fieldNames.set(key, name);

      const existing = await gamesByMatchId(tx, league.id, rows.map((r) => r.row.matchId));
      const inserts: (typeof games.$inferInsert)[] = [];
      const updates: GameUpdate[] = [];
      let unchanged = 0;
      for (const { row } of rows) {
        const scheduledDate = wallClockToUtc(row.start, league.timezone);
        const homeTeamId = teamIds.get(nameKey(row.homeTeam))!;
        const awayTeamId = teamIds.get(nameKey(row.awayTeam))!;
        const field = row.field ? fieldNames.get(nameKey(row.field))! : null;
        const game = existing.get(row.matchId);
        if (!game) {
          inserts.push({
            leagueId: league.id,
            externalId: row.matchId,
            homeTeamId,
            awayTeamId,
            field,
            scheduledDate,
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
            ...(row.score ? { status: 'completed' as const, homeScore: row.score.home, awayScore: row.score.away, completedAt: scheduledDate } : {}),
          });
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
        if (same) unchanged += 1;
        else updates.push(next);
      }
      await insertGames(tx, inserts);
      await updateGames(tx, league.id, updates);
      // a game completed or corrected by the file scores its fans' predictions (new games have none)
      for (const update of updates) await rescoreGame(tx, update.id, deps.now());

      const result: ImportResult = {
        teamsCreated: newTeams.size,
        teamsUpdated: 0,
        fieldsCreated: newFields.size,
        fieldsUpdated: 0,
        gamesCreated: inserts.length,
        gamesUpdated: updates.length,
        skippedPractices: practices,
        errors,
        dryRun: input.dryRun,
      };
      if (input.dryRun) throw new DryRunRollback(result);
      if (inserts.length + updates.length + newTeams.size + newFields.size > 0) await publishLeagueChanged(tx, league.id);
      await recordImportRun(tx, { leagueId: league.id, userId: input.actorUserId, fileName: input.fileName, rowCount: rows.length + practices + errors.length, result: { ...result, gamesUnchanged: unchanged, teamsMatched: usedExistingTeams.size } });
      await recordAudit(tx, { action: 'import.sports-connect', actorUserId: input.actorUserId, leagueId: league.id, targetType: 'league', targetId: league.id, details: { fileName: input.fileName, gamesCreated: inserts.length, gamesUpdated: updates.length, errors: errors.length }, ipAddress: input.ip });
      return result;
    });

  try {
    return await run();
  } catch (err) {
    if (err instanceof DryRunRollback) return err.result;
    throw err;
  }
}

