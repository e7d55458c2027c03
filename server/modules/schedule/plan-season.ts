// Issue 19: the season builder's preview and publish (docs/decisions/030-season-builder-and-no-double-booking.md). Both
// check the body against the league, then run the pure generator (common/schedule/season.ts) over
// the league's games as they are, on a worker thread (season-generator.ts). Publish writes the games
// in short transactions, each checking its games against the league's under the league's schedule
// lock, so what it writes never double-books even if the league changed since; a clash or a failure
// midway undoes what it wrote (issue 33, docs/decisions/041-bounded-requests.md).
import { and, eq, inArray } from 'drizzle-orm';
import { setTimeout as pause } from 'node:timers/promises';
import { initialGameState } from '../../../common/game-rules';
import { addDays, daysBetween, seasonLastDate } from '../../../common/schedule/dates';
import { BookingIndex, gameLengthMs, leagueKickoffLabel, type NamedBooking } from '../../../common/schedule/booking';
import type { SeasonPlan } from '../../../common/schedule/season';
import { LIMITS } from '../../../common/constants';
import { SCHEDULE_TEXT, type OverlappingGameDto, type SeasonOverlapErrorBody, type SeasonBody, type SeasonPreviewDto, type SeasonPublishDto } from '../../../common/schemas/schedule';
import { wallClockToUtc } from '../../../common/time';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { games } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { divisionOfLeague } from '../divisions/store';
import { fieldsOfLeague } from '../fields/store';
import { settingsFor } from '../games/create-game';
import { columnsOfState, insertGameRows } from '../games/store';
import type { League } from '../leagues/store';
import { teamsOfLeague } from '../teams/store';
import { bookingsBetween, lockLeagueSchedule } from '../games/bookings';
import { generateSeason } from './season-generator';
import { refereesWithUnavailableDates } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
// Games written per transaction: about 10 ms on PGlite, which runs its queries on this process's
// event loop, so another league's read waits at most about that long for one (decision 041).
const PUBLISH_BATCH = 100;

type Planned = { plan: SeasonPlan; overlapping: OverlappingGameDto[]; fieldNames: Map<number, string> };

function startOfDate(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return wallClockToUtc({ year, month, day, hour: 0, minute: 0 }, timeZone).getTime();
}

// Every bad reference or range is a 400 naming it, before any work.
async function checkedInput(db: DbOrTx, league: League, body: SeasonBody) {
  const leagueTeams = await teamsOfLeague(db, league.id);
  const leagueTeamIds = new Set(leagueTeams.map((t) => t.id));
  const division = body.divisionId ? await divisionOfLeague(db, league.id, body.divisionId) : null;
  if (body.divisionId && !division) throw badRequest(SCHEDULE_TEXT.divisionNotInLeague(body.divisionId));
  // issue 34: a division's season takes its teams, and none of another division's
  const seasonTeams = division ? leagueTeams.filter((t) => t.divisionId === division.id) : leagueTeams;
  const teamIds = body.teamIds ?? seasonTeams.map((t) => t.id);
  // on the resolved list, so every way of choosing the teams holds the bound (issue 33, decision 041)
  if (teamIds.length > LIMITS.season.teams) throw badRequest(SCHEDULE_TEXT.tooManyTeams(teamIds.length, LIMITS.season.teams));
  const seen = new Set<number>();
  for (const id of teamIds) {
    if (!leagueTeamIds.has(id)) throw badRequest(SCHEDULE_TEXT.teamNotInLeague(id));
    if (division && !seasonTeams.some((t) => t.id === id)) throw badRequest(SCHEDULE_TEXT.teamNotInDivision(id, division.name));
    if (seen.has(id)) throw badRequest(SCHEDULE_TEXT.teamTwice(id));
    seen.add(id);
  }
  if (teamIds.length < 2) throw badRequest(SCHEDULE_TEXT.fewerThanTwoTeams);
  for (const blackout of body.teamBlackouts) if (!seen.has(blackout.teamId)) throw badRequest(SCHEDULE_TEXT.blackoutTeamNotInSeason(blackout.teamId));
  const fieldNames = new Map((await fieldsOfLeague(db, league.id)).map((f) => [f.id, f.name]));
  const slotKeys = new Set<string>();
  for (const slot of body.slots) {
    if (!fieldNames.has(slot.fieldId)) throw badRequest(SCHEDULE_TEXT.fieldNotInLeague(slot.fieldId));
    const key = `${slot.weekday} ${slot.time} ${slot.fieldId}`;
    if (slotKeys.has(key)) throw badRequest(SCHEDULE_TEXT.slotTwice(slot.weekday, slot.time, slot.fieldId));
    slotKeys.add(key);
  }
  if (body.endDate && daysBetween(body.startDate, body.endDate) < 0) throw badRequest(SCHEDULE_TEXT.endBeforeStart);
  if (body.endDate && daysBetween(body.startDate, body.endDate) >= LIMITS.season.days) throw badRequest(SCHEDULE_TEXT.seasonTooLong(LIMITS.season.days));
  return { teamIds, fieldNames };
}

// The season's teams' games in the season's weeks: from its start date to its end date (or to its
// last game, when it has no end date). Publishing over them takes confirmOverlap. Another division's
// games on the same days are not a season published twice: the no-double-booking rule keeps the
// two apart (issue 34: U10 and then U12 on the same Saturdays).
function overlappingOf(plan: SeasonPlan, teamIds: readonly number[], existing: NamedBooking[], from: number, endDateEnd: number | null): OverlappingGameDto[] {
  const lastGame = plan.games.length === 0 ? from : Date.parse(plan.games[plan.games.length - 1]!.scheduledDate);
  const to = Math.max(endDateEnd ?? lastGame, lastGame);
  const ours = new Set(teamIds);
  return existing
    .filter((b) => b.start < to && b.end > from && (ours.has(b.homeTeamId) || ours.has(b.awayTeamId)))
    .sort((a, b) => a.start - b.start)
    .map((b) => ({ id: b.id!, homeTeam: b.homeTeam, awayTeam: b.awayTeam, scheduledDate: new Date(b.start).toISOString(), field: b.field }));
}

export async function planSeason(db: DbOrTx, league: League, body: SeasonBody): Promise<Planned> {
  const { teamIds, fieldNames } = await checkedInput(db, league, body);
  const settings = settingsFor(league, body);
  const lastDate = seasonLastDate({ startDate: body.startDate, endDate: body.endDate ?? null, maxDays: LIMITS.season.days });
  const existing = await bookingsBetween(db, league.id, startOfDate(body.startDate, league.timezone) - DAY_MS, startOfDate(lastDate, league.timezone) + 2 * DAY_MS);
  const referees = body.assignReferees ? (await refereesWithUnavailableDates(db, league.id)).map((r) => ({ id: r.refereeId, unavailableDates: r.dates })) : null;
  const plan = await generateSeason({
    teamIds,
    rounds: body.rounds,
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    maxDays: LIMITS.season.days,
    slots: body.slots.map((s) => ({ ...s, field: fieldNames.get(s.fieldId)! })),
    blackoutDates: body.blackoutDates,
    teamBlackouts: body.teamBlackouts,
    timeZone: league.timezone,
    gameLengthMs: gameLengthMs(settings),
    existing,
    referees,
  });
  const endDateEnd = body.endDate ? startOfDate(addDays(body.endDate, 1), league.timezone) : null;
  return { plan, overlapping: overlappingOf(plan, teamIds, existing, startOfDate(body.startDate, league.timezone), endDateEnd), fieldNames };
}

export async function previewSeason(db: DbOrTx, league: League, body: SeasonBody): Promise<SeasonPreviewDto> {
  const { plan, overlapping } = await planSeason(db, league, body);
  return { ...plan, overlapping };
}

// 409 that names the league's games in the season's weeks; the body carries them for the dialog.
export class SeasonOverlap extends HttpError {
  constructor(message: string, overlapping: OverlappingGameDto[]) {
    super(409, message, {}, { overlapping } satisfies Omit<SeasonOverlapErrorBody, 'message'>);
  }
}

type SeasonRow = typeof games.$inferInsert & { scheduledDate: Date };

// One batch of the season, in its own transaction under the league's schedule lock: a game of the
// league that clashes with one of its games now was created or moved since the season was planned.
async function writeBatch(tx: Tx, league: League, batch: SeasonRow[], lengthMs: number): Promise<number[]> {
  await lockLeagueSchedule(tx, league.id);
  const starts = batch.map((row) => row.scheduledDate.getTime());
  const index = new BookingIndex<NamedBooking>(await bookingsBetween(tx, league.id, Math.min(...starts), Math.max(...starts) + lengthMs));
  for (const row of batch) {
    const start = row.scheduledDate.getTime();
    const clash = index.firstClash({ id: null, start, end: start + lengthMs, field: row.field ?? null, homeTeamId: row.homeTeamId, awayTeamId: row.awayTeamId, refereeId: row.refereeId ?? null });
    if (clash) throw conflict(SCHEDULE_TEXT.changedWhilePublishing(`${clash.other.homeTeam} vs ${clash.other.awayTeam}, ${leagueKickoffLabel(clash.other.start, league.timezone)}`));
  }
  return insertGameRows(tx, batch);
}

export type PublishAnswer = { statusCode: 201; body: SeasonPublishDto };

// remember: stores the answer with the request's Idempotency-Key in the last transaction (http/idempotency.ts).
export async function publishSeason(db: Db, league: League, body: SeasonBody, caller: Caller, remember: (tx: Tx, answer: PublishAnswer) => Promise<void>): Promise<PublishAnswer> {
  const { plan, overlapping } = await planSeason(db, league, body);
  if (plan.games.length === 0) throw badRequest(SCHEDULE_TEXT.nothingToPublish);
  if (overlapping.length > 0 && !body.confirmOverlap) {
    const named = overlapping.slice(0, 3).map((g) => `${g.homeTeam} vs ${g.awayTeam}, ${leagueKickoffLabel(Date.parse(g.scheduledDate), league.timezone)}`);
    const list = named.join('; ') + (overlapping.length > 3 ? `; and ${overlapping.length - 3} more` : '');
    throw new SeasonOverlap(SCHEDULE_TEXT.overlap(overlapping.length, list), overlapping);
  }
  const settings = settingsFor(league, body);
  const columns = columnsOfState(initialGameState(settings));
  const rows: SeasonRow[] = plan.games.map((g) => ({ leagueId: league.id, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, refereeId: g.refereeId, field: g.field, scheduledDate: new Date(g.scheduledDate), ...columns }));
  const written: number[] = [];
  try {
    for (let i = 0; i < rows.length; i += PUBLISH_BATCH) {
      const started = performance.now();
      written.push(...(await db.transaction((tx) => writeBatch(tx, league, rows.slice(i, i + PUBLISH_BATCH), gameLengthMs(settings)))));
      // step aside as long as the batch took, as the import does (decision 011): a request of several
      // queries completes in one pause instead of waiting a batch per query
      await pause(Math.max(1, performance.now() - started));
    }
    const answer: PublishAnswer = { statusCode: 201, body: { gamesCreated: plan.games.length, games: plan.games } };
    await db.transaction(async (tx) => {
      await audit(tx, caller, 'schedule.publish', auditTarget.league(league), { games: plan.games.length, unscheduled: plan.unscheduled.length, rounds: body.rounds, startDate: body.startDate });
      await publishLeagueChanged(tx, league.id);
      await remember(tx, answer);
    });
    return answer;
  } catch (err) {
    // nothing half-written: the games of the batches already in go again (their predictions and
    // events with them), and readers who saw them are told
    if (written.length > 0) {
      await db.transaction(async (tx) => {
        await tx.delete(games).where(and(eq(games.leagueId, league.id), inArray(games.id, written)));
        await publishLeagueChanged(tx, league.id);
      });
    }
    throw err;
  }
}
