// Issue 38, POST /api/leagues/{slug}/rainout/preview: the games of a rained-out day (scheduled, kicking
// off that day in league time, on the fields named or on any), each with where it goes: nowhere
// (cancelled), or the first slot the season builder's rules allow (common/schedule/reschedule.ts).
// A playoff game keeps its bracket's order, and a cancelled one takes with it the games waiting on
// it, listed as dependents (issue 45, docs/decisions/059-rainout-and-brackets.md).
// The publish (publish-rainout.ts) runs the same plan under the league's schedule lock and writes it.
import { bracketGameName } from '../../../common/brackets/bracket';
import { LIMITS } from '../../../common/constants';
import { fieldKey, gameLengthMs } from '../../../common/schedule/booking';
import { daysBetween, seasonLastDate } from '../../../common/schedule/dates';
import { dependentsOf, rescheduleGames, type FeedLink } from '../../../common/schedule/reschedule';
import type { RainoutBody, RainoutDependentDto, RainoutDto } from '../../../common/schemas/rainout';
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
import { gamesOfBrackets, scheduledGamesBetween, type DayGame, type LinkedGame } from './store';
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

// The brackets of the day's games: the links between their games (a game's winner or loser plays in
// another), each game's name for a reason ("Final (#14)"), and every game of those brackets.
type Brackets = { feeds: FeedLink[]; names: Map<number, string>; linked: LinkedGame[] };

async function bracketsOf(db: DbOrTx, league: League, affected: readonly DayGame[]): Promise<Brackets> {
  const bracketIds = [...new Set(affected.flatMap((g) => (g.bracketId === null ? [] : [g.bracketId])))];
  const linked = await gamesOfBrackets(db, leagueScope(league.id), bracketIds);
  const feeds: FeedLink[] = [];
  const names = new Map<number, string>();
  for (const bracketId of bracketIds) {
    const own = linked.filter((g) => g.bracketId === bracketId);
    const layout = own.map((g) => ({ key: g.bracketKey!, roundName: g.bracketRoundName! }));
    const idOf = new Map(own.map((g) => [g.bracketKey!, g.id]));
    own.forEach((game, i) => {
      names.set(game.id, RAINOUT_TEXT.bracketGame(bracketGameName(layout[i]!, layout), game.id));
      // the reset takes both sides from the grand final: one link
      const feeders = new Set([game.homeFrom, game.awayFrom].flatMap((from) => (from && idOf.has(from.key) ? [idOf.get(from.key)!] : [])));
      for (const feeder of feeders) feeds.push({ feeder, fed: game.id });
    });
  }
  return { feeds, names, linked };
}

// The games that wait on a game the plan cancels, cancelled with it: those of other days and fields
// (the dependents), and the day's games the plan moved (`moved`) that wait on one through a game of
// another field (unscheduled after all, with why).
type Taken = { dependents: RainoutDependentDto[]; unscheduled: { id: number; reason: string }[] };

function takenAlong(cancelled: readonly number[], affected: ReadonlySet<number>, moved: ReadonlySet<number>, brackets: Brackets, fieldIds: ReadonlyMap<string | null, number>): Taken {
  const candidates = new Set([...brackets.linked.filter((g) => g.status === 'scheduled' && !affected.has(g.id)).map((g) => g.id), ...moved]);
  const byId = new Map(brackets.linked.map((g) => [g.id, g]));
  const taken: Taken = { dependents: [], unscheduled: [] };
  for (const { id, feeder } of dependentsOf(cancelled, brackets.feeds, candidates)) {
    const name = brackets.names.get(feeder)!;
    if (moved.has(id)) {
      taken.unscheduled.push({ id, reason: RAINOUT_TEXT.waitsOnCancelled(name) });
      continue;
    }
    const game = byId.get(id)!;
    taken.dependents.push({ id, from: { scheduledDate: game.scheduledDate.toISOString(), fieldId: fieldIds.get(fieldKey(game.field)) ?? null }, reason: RAINOUT_TEXT.dependentCancelled(name) });
  }
  return taken;
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
  const ids = new Set(affected.map((g) => g.id));
  const brackets = await bracketsOf(db, league, affected);
  const { reschedule } = body;
  if (!reschedule) {
    const { dependents } = takenAlong([...ids], ids, new Set(), brackets, fieldIds);
    return { answer: { games: games.map(({ game, from }) => ({ id: game.id, from, to: null })), unscheduled: [], dependents }, fieldNames };
  }

  const lastDate = seasonLastDate({ startDate: reschedule.startDate, endDate: reschedule.endDate ?? null, maxDays: LIMITS.season.days });
  const span = seasonInstants({ startDate: reschedule.startDate, endDate: lastDate }, league.timezone);
  const existing = (await bookingsBetween(db, league.id, span.from.getTime() - DAY_MS, span.to.getTime() + DAY_MS)).filter((b) => !ids.has(b.id!));
  const refereeIds = new Set(affected.map((g) => g.refereeId));
  const referees = (await refereeAvailability(db, league.id)).filter((r) => refereeIds.has(r.id));
  const plan = rescheduleGames({
    games: games.map(({ game }) => ({ id: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, refereeId: game.refereeId, lengthMs: gameLengthMs(game), name: brackets.names.get(game.id) })),
    startDate: reschedule.startDate,
    endDate: reschedule.endDate ?? null,
    maxDays: LIMITS.season.days,
    slots: reschedule.slots.map((s) => ({ ...s, field: fieldNames.get(s.fieldId)! })),
    blackoutDates: reschedule.blackoutDates,
    teamBlackouts: reschedule.teamBlackouts,
    timeZone: league.timezone,
    existing,
    referees,
    feeds: brackets.feeds,
    // the linked games not rained out, as they are (a live one too: it ends before its fed game starts)
    staying: brackets.linked
      .filter((g) => !ids.has(g.id) && (g.status === 'scheduled' || g.status === 'live'))
      .map((g) => ({ id: g.id, name: brackets.names.get(g.id)!, start: g.scheduledDate.getTime(), end: g.scheduledDate.getTime() + gameLengthMs(g) })),
  });
  const placed = new Map(plan.placed.map((p) => [p.id, { scheduledDate: p.scheduledDate, fieldId: p.fieldId }]));
  // a game that found no slot is cancelled: the games waiting on it are too
  const taken = takenAlong(plan.unscheduled.map((u) => u.id), ids, new Set(placed.keys()), brackets, fieldIds);
  for (const { id } of taken.unscheduled) placed.delete(id);
  const reasons = new Map([...plan.unscheduled, ...taken.unscheduled].map((u) => [u.id, u.reason]));
  const unscheduled = games.filter(({ game }) => reasons.has(game.id)).map(({ game }) => ({ id: game.id, reason: reasons.get(game.id)! }));
  return { answer: { games: games.map(({ game, from }) => ({ id: game.id, from, to: placed.get(game.id) ?? null })), unscheduled, dependents: taken.dependents }, fieldNames };
}
