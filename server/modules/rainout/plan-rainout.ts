// Issue 38, POST /api/leagues/{slug}/rainout/preview: the games of a rained-out day (scheduled, kicking
// off that day in league time, on the fields named or on any), each with where it goes: nowhere
// (cancelled), or the first slot the season builder's rules allow (common/schedule/reschedule.ts).
// The publish (publish-rainout.ts) runs the same plan under the league's schedule lock and writes it.
import { LIMITS } from '../../../common/constants';
import { fieldKey, gameLengthMs } from '../../../common/schedule/booking';
import { daysBetween, seasonLastDate } from '../../../common/schedule/dates';
import { rescheduleGames } from '../../../common/schedule/reschedule';
import type { RainoutBody, RainoutDto } from '../../../common/schemas/rainout';
import { SCHEDULE_TEXT } from '../../../common/schemas/schedule';
import { seasonInstants } from '../../../common/seasons/seasons';
import type { DbOrTx } from '../../db/client';
import type { League } from '../../db/rows';
import { badRequest } from '../../http/errors';
import { leagueScope } from '../../auth/scope';
import { fieldsOfLeague } from '../fields/store';
import { bookingsBetween } from '../games/bookings';
import { checkSlots } from '../schedule/plan-season';
import { refereeAvailability } from '../schedule/store';
import { teamsOfLeague } from '../teams/store';
import { scheduledGamesBetween } from './store';
import { RAINOUT_TEXT } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

// The answer, and each moved game's new field as the league spells it (the games store a field's name).
export type RainoutPlan = { answer: RainoutDto; fieldNames: ReadonlyMap<number, string> };

async function checkedFields(db: DbOrTx, league: League, body: RainoutBody): Promise<{ fieldNames: Map<number, string>; rained: Set<string | null> | null }> {
  const fieldNames = new Map((await fieldsOfLeague(db, league.id)).map((f) => [f.id, f.name]));
  for (const id of body.fieldIds ?? []) if (!fieldNames.has(id)) throw badRequest(SCHEDULE_TEXT.fieldNotInLeague(id));
  const { reschedule } = body;
  if (reschedule) {
    checkSlots(reschedule, fieldNames);
    if (daysBetween(body.date, reschedule.startDate) <= 0) throw badRequest(RAINOUT_TEXT.startNotAfterDate(body.date));
    const teamIds = new Set((await teamsOfLeague(db, league.id)).map((t) => t.id));
    for (const blackout of reschedule.teamBlackouts) if (!teamIds.has(blackout.teamId)) throw badRequest(RAINOUT_TEXT.blackoutTeamNotInLeague(blackout.teamId));
  }
  // null: every field, and the games of the day that name none
  const rained = body.fieldIds ? new Set(body.fieldIds.map((id) => fieldKey(fieldNames.get(id)!))) : null;
  return { fieldNames, rained };
}

export async function planRainout(db: DbOrTx, league: League, body: RainoutBody): Promise<RainoutPlan> {
  const { fieldNames, rained } = await checkedFields(db, league, body);
  const fieldIds = new Map([...fieldNames].map(([id, name]) => [fieldKey(name), id]));
  const day = seasonInstants({ startDate: body.date, endDate: body.date }, league.timezone);
  const affected = (await scheduledGamesBetween(db, leagueScope(league.id), day.from, day.to)).filter((g) => rained === null || rained.has(fieldKey(g.field)));
  // the day's kickoff order, then the fields as the league lists them
  const order = (fieldId: number | null) => fieldId ?? Number.MAX_SAFE_INTEGER;
  const games = affected
    .map((g) => ({ game: g, from: { scheduledDate: g.scheduledDate.toISOString(), fieldId: fieldIds.get(fieldKey(g.field)) ?? null } }))
    .sort((a, b) => a.game.scheduledDate.getTime() - b.game.scheduledDate.getTime() || order(a.from.fieldId) - order(b.from.fieldId) || a.game.id - b.game.id);
  const { reschedule } = body;
  if (!reschedule) return { answer: { games: games.map(({ game, from }) => ({ id: game.id, from, to: null })), unscheduled: [] }, fieldNames };

  const lastDate = seasonLastDate({ startDate: reschedule.startDate, endDate: reschedule.endDate ?? null, maxDays: LIMITS.season.days });
  const span = seasonInstants({ startDate: reschedule.startDate, endDate: lastDate }, league.timezone);
  const ids = new Set(affected.map((g) => g.id));
  const existing = (await bookingsBetween(db, league.id, span.from.getTime() - DAY_MS, span.to.getTime() + DAY_MS)).filter((b) => !ids.has(b.id!));
  const refereeIds = new Set(affected.map((g) => g.refereeId));
  const referees = (await refereeAvailability(db, league.id)).filter((r) => refereeIds.has(r.id));
  const plan = rescheduleGames({
    games: games.map(({ game }) => ({ id: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, refereeId: game.refereeId, lengthMs: gameLengthMs(game) })),
    startDate: reschedule.startDate,
    endDate: reschedule.endDate ?? null,
    maxDays: LIMITS.season.days,
    slots: reschedule.slots.map((s) => ({ ...s, field: fieldNames.get(s.fieldId)! })),
    blackoutDates: reschedule.blackoutDates,
    teamBlackouts: reschedule.teamBlackouts,
    timeZone: league.timezone,
    existing,
    referees,
  });
  const placed = new Map(plan.placed.map((p) => [p.id, { scheduledDate: p.scheduledDate, fieldId: p.fieldId }]));
  return { answer: { games: games.map(({ game, from }) => ({ id: game.id, from, to: placed.get(game.id) ?? null })), unscheduled: plan.unscheduled }, fieldNames };
}
