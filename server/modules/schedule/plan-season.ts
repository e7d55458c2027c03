// Issue 19: the season builder's plan (docs/decisions/030-season-builder-and-no-double-booking.md): the
// body checked against the league, then the pure generator (common/schedule/season.ts) run over the
// league's games as they are, on a worker thread (season-generator.ts). Preview shows it; publish writes it.
import { addDays, daysBetween, seasonLastDate } from '../../../common/schedule/dates';
import { gameLengthMs, type NamedBooking } from '../../../common/schedule/booking';
import type { SeasonPlan } from '../../../common/schedule/season';
import { LIMITS } from '../../../common/constants';
import { SCHEDULE_TEXT, type OverlappingGameDto, type SeasonBody, type SeasonSlotBody } from '../../../common/schemas/schedule';
import { wallClockToUtc } from '../../../common/time';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { divisionOfLeague } from '../divisions/store';
import { fieldsOfLeague } from '../fields/store';
import { settingsFor } from '../games/create-game';
import type { League } from '../leagues/store';
import { teamsOfLeague } from '../teams/store';
import { bookingsBetween } from '../games/bookings';
import { generateSeason } from './season-generator';
import { refereeAvailability } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Planned = { plan: SeasonPlan; overlapping: OverlappingGameDto[]; fieldNames: Map<number, string> };

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
  checkSlots(body, fieldNames);
  return { teamIds, fieldNames };
}

// The slot form's rules, the season builder's and a rainout's (issue 38): the league's fields, no
// slot twice, an end date on or after the start and within a season's length. 400 naming the first.
export function checkSlots(input: { slots: readonly SeasonSlotBody[]; startDate: string; endDate?: string | null }, fieldNames: ReadonlyMap<number, string>): void {
  const slotKeys = new Set<string>();
  for (const slot of input.slots) {
    if (!fieldNames.has(slot.fieldId)) throw badRequest(SCHEDULE_TEXT.fieldNotInLeague(slot.fieldId));
    const key = `${slot.weekday} ${slot.time} ${slot.fieldId}`;
    if (slotKeys.has(key)) throw badRequest(SCHEDULE_TEXT.slotTwice(slot.weekday, slot.time, slot.fieldId));
    slotKeys.add(key);
  }
  if (input.endDate && daysBetween(input.startDate, input.endDate) < 0) throw badRequest(SCHEDULE_TEXT.endBeforeStart);
  if (input.endDate && daysBetween(input.startDate, input.endDate) >= LIMITS.season.days) throw badRequest(SCHEDULE_TEXT.seasonTooLong(LIMITS.season.days));
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
    .filter((b) => b.start < to && b.end > from && [b.homeTeamId, b.awayTeamId].some((id) => id !== null && ours.has(id)))
    .sort((a, b) => a.start - b.start)
    .map((b) => ({ id: b.id!, homeTeam: b.homeTeam, awayTeam: b.awayTeam, scheduledDate: new Date(b.start).toISOString(), field: b.field }));
}

export async function planSeason(db: DbOrTx, league: League, body: SeasonBody): Promise<Planned> {
  const { teamIds, fieldNames } = await checkedInput(db, league, body);
  const settings = settingsFor(league, body);
  const lastDate = seasonLastDate({ startDate: body.startDate, endDate: body.endDate ?? null, maxDays: LIMITS.season.days });
  const existing = await bookingsBetween(db, league.id, startOfDate(body.startDate, league.timezone) - DAY_MS, startOfDate(lastDate, league.timezone) + 2 * DAY_MS);
  const referees = body.assignReferees ? await refereeAvailability(db, league.id) : null;
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
