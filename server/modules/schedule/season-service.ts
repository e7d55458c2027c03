// Issue 19: the season builder's preview and publish (docs/decisions/030-season-builder.md). Both
// check the body against the league, then run the pure generator (common/schedule/season.ts) over
// the league's games as they are; publish does it again inside its transaction, under the league's
// schedule lock, so what it writes never double-books even if the league changed since the preview.
import { initialGameState } from '../../../common/game-rules';
import { gameLengthMs, leagueKickoffLabel, type NamedBooking } from '../../../common/schedule/booking';
import { addDays, daysBetween } from '../../../common/schedule/dates';
import { buildSeason, type SeasonPlan } from '../../../common/schedule/season';
import { LIMITS } from '../../../common/constants';
import { SCHEDULE_TEXT, type OverlappingGameDto, type SeasonOverlapErrorBody, type SeasonBody, type SeasonPreviewDto, type SeasonPublishDto } from '../../../common/schemas/schedule';
import { wallClockToUtc } from '../../../common/time';
import type { DbOrTx, Tx } from '../../db/client';
import { games } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { fieldsOfLeague } from '../fields/store';
import { settingsFor } from '../games/create-game';
import { columnsOfState } from '../games/store';
import type { League } from '../leagues/store';
import { teamsOfLeague } from '../teams/store';
import { bookingsBetween, lockLeagueSchedule } from '../games/bookings';
import { refereesWithUnavailableDates } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const INSERT_BATCH = 500;

type Planned = { plan: SeasonPlan; overlapping: OverlappingGameDto[]; fieldNames: Map<number, string> };

function startOfDate(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return wallClockToUtc({ year, month, day, hour: 0, minute: 0 }, timeZone).getTime();
}

// Every bad reference or range is a 400 naming it, before any work.
async function checkedInput(db: DbOrTx, league: League, body: SeasonBody) {
  const leagueTeams = await teamsOfLeague(db, league.id);
  const leagueTeamIds = new Set(leagueTeams.map((t) => t.id));
  const teamIds = body.teamIds ?? leagueTeams.map((t) => t.id);
  const seen = new Set<number>();
  for (const id of teamIds) {
    if (!leagueTeamIds.has(id)) throw badRequest(SCHEDULE_TEXT.teamNotInLeague(id));
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

// The league's games in the season's weeks: from its start date to its end date (or to its last
// game, when it has no end date). Publishing over them takes confirmOverlap.
function overlappingOf(plan: SeasonPlan, existing: NamedBooking[], from: number, endDateEnd: number | null): OverlappingGameDto[] {
  const lastGame = plan.games.length === 0 ? from : Date.parse(plan.games[plan.games.length - 1]!.scheduledDate);
  const to = Math.max(endDateEnd ?? lastGame, lastGame);
  return existing
    .filter((b) => b.start < to && b.end > from)
    .sort((a, b) => a.start - b.start)
    .map((b) => ({ id: b.id!, homeTeam: b.homeTeam, awayTeam: b.awayTeam, scheduledDate: new Date(b.start).toISOString(), field: b.field }));
}

export async function planSeason(db: DbOrTx, league: League, body: SeasonBody): Promise<Planned> {
  const { teamIds, fieldNames } = await checkedInput(db, league, body);
  const settings = settingsFor(league, body);
  const lastDate = body.endDate ?? addDays(body.startDate, LIMITS.season.days - 1);
  const existing = await bookingsBetween(db, league.id, startOfDate(body.startDate, league.timezone) - DAY_MS, startOfDate(lastDate, league.timezone) + 2 * DAY_MS);
  const referees = body.assignReferees ? (await refereesWithUnavailableDates(db, league.id)).map((r) => ({ id: r.refereeId, unavailableDates: r.dates })) : null;
  const plan = buildSeason({
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
  return { plan, overlapping: overlappingOf(plan, existing, startOfDate(body.startDate, league.timezone), endDateEnd), fieldNames };
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

export async function publishSeason(tx: Tx, league: League, body: SeasonBody, caller: Caller): Promise<SeasonPublishDto> {
  await lockLeagueSchedule(tx, league.id);
  const { plan, overlapping } = await planSeason(tx, league, body);
  if (plan.games.length === 0) throw badRequest(SCHEDULE_TEXT.nothingToPublish);
  if (overlapping.length > 0 && !body.confirmOverlap) {
    const named = overlapping.slice(0, 3).map((g) => `${g.homeTeam} vs ${g.awayTeam}, ${leagueKickoffLabel(Date.parse(g.scheduledDate), league.timezone)}`);
    const list = named.join('; ') + (overlapping.length > 3 ? `; and ${overlapping.length - 3} more` : '');
    throw new SeasonOverlap(SCHEDULE_TEXT.overlap(overlapping.length, list), overlapping);
  }
  const columns = columnsOfState(initialGameState(settingsFor(league, body)));
  const rows = plan.games.map((g) => ({ leagueId: league.id, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, refereeId: g.refereeId, field: g.field, scheduledDate: new Date(g.scheduledDate), ...columns }));
  // bound parameters per statement stay well under PostgreSQL's 65,535 (about 30 a row)
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(games).values(rows.slice(i, i + INSERT_BATCH));
  await audit(tx, caller, 'schedule.publish', auditTarget.league(league), { games: plan.games.length, unscheduled: plan.unscheduled.length, rounds: body.rounds, startDate: body.startDate });
  await publishLeagueChanged(tx, league.id);
  return { gamesCreated: plan.games.length, games: plan.games };
}
