// Issue 38, a rainout's reschedule: each game of a rained-out day, in its original order, takes the
// first slot from the start date that the season builder's rules allow (season.ts: the slots of a
// date, a team once a day, league and team blackouts; booking.ts: no field, team or referee double
// booking). A game keeps its teams and its referee, so its referee must be free and not have marked
// the date unavailable. A playoff game keeps its bracket's order (issue 45): it starts once every
// game feeding it has ended, and ends before every game it feeds starts; a game cancelled takes with
// it the games that wait on it (dependentsOf). Pure: the server hands in the league's other games as
// bookings and the brackets' links (docs/decisions/049-rainout.md, 059-rainout-and-brackets.md).
import { BookingIndex, leagueKickoffLabel, type Booking } from './booking';
import { addDays, daysBetween, seasonLastDate, weekdayOf } from './dates';
import { slotStarts, slotsOfDate, teamDays, unplacedReason, type DaySlot, type Misses, type SeasonInput, type SeasonReferee } from './season';
import { RESCHEDULE_TEXT } from './texts';

// a side is null while a playoff game waits on an earlier one (issue 36): no team to keep apart yet;
// name: how a reason names the game (a playoff game's, when another game's order depends on it)
export type RescheduledGame = { id: number; homeTeamId: number | null; awayTeamId: number | null; refereeId: number | null; lengthMs: number; name?: string };

// A bracket's link (issue 45): the winner or loser of `feeder` plays in `fed`.
export type FeedLink = { feeder: number; fed: number };
// A linked game that is not being moved: its kickoff and end (epoch ms), and its name for a reason.
export type StayingGame = { id: number; name: string; start: number; end: number };

export type RescheduleInput = Pick<SeasonInput, 'startDate' | 'endDate' | 'maxDays' | 'slots' | 'blackoutDates' | 'teamBlackouts' | 'timeZone' | 'existing'> & {
  // in the order they are given slots: the day's kickoff order
  games: readonly RescheduledGame[];
  // the games' referees' unavailable dates
  referees: readonly SeasonReferee[];
  // the brackets' links between these games and to the staying ones; a link to a game in neither
  // list (played, cancelled) binds nothing
  feeds?: readonly FeedLink[];
  staying?: readonly StayingGame[];
};

export type NewSlot = { id: number; fieldId: number; field: string; scheduledDate: string };
export type ReschedulePlan = { placed: NewSlot[]; unscheduled: { id: number; reason: string }[] };

// The order the games are given slots: as given, except that a game comes after the games of the
// list that feed it (a bracket's links have no cycle; `seen` ends one anyway).
function feedersFirst(games: readonly RescheduledGame[], feeds: readonly FeedLink[]): RescheduledGame[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  const ordered: RescheduledGame[] = [];
  const seen = new Set<number>();
  const visit = (game: RescheduledGame) => {
    if (seen.has(game.id)) return;
    seen.add(game.id);
    for (const link of feeds) if (link.fed === game.id && byId.has(link.feeder)) visit(byId.get(link.feeder)!);
    ordered.push(game);
  };
  for (const game of games) visit(game);
  return ordered;
}

// Where a game may go in its bracket's order: from the end of its last feeder to the start of the
// first game it feeds that stays; or, when a feeder of the list found no slot, nowhere.
type Window = { from: number; to: number; after: StayingGame | null; before: StayingGame | null } | { waitsFor: string };

type Links = { feeds: readonly FeedLink[]; staying: ReadonlyMap<number, StayingGame>; moving: ReadonlyMap<number, RescheduledGame> };

function windowOf(game: RescheduledGame, { feeds, staying, moving }: Links, placed: ReadonlyMap<number, NewSlot>): Window {
  let after: StayingGame | null = null;
  let before: StayingGame | null = null;
  for (const link of feeds) {
    if (link.fed === game.id) {
      const feeder = moving.get(link.feeder);
      let ends: StayingGame | undefined = staying.get(link.feeder);
      if (feeder) {
        const slot = placed.get(feeder.id);
        if (!slot) return { waitsFor: feeder.name ?? `#${feeder.id}` };
        const start = Date.parse(slot.scheduledDate);
        ends = { id: feeder.id, name: feeder.name ?? `#${feeder.id}`, start, end: start + feeder.lengthMs };
      }
      if (ends && (after === null || ends.end > after.end)) after = ends;
    }
    const fed = link.feeder === game.id ? staying.get(link.fed) : undefined;
    if (fed && (before === null || fed.start < before.start)) before = fed;
  }
  return { from: after?.end ?? -Infinity, to: before?.start ?? Infinity, after, before };
}

export function rescheduleGames(input: RescheduleInput): ReschedulePlan {
  const index = new BookingIndex(input.existing);
  const busy = teamDays(input.existing, input.timeZone);
  const blackouts = new Set(input.blackoutDates);
  const teamBlackouts = new Set(input.teamBlackouts.map((b) => `${b.teamId} ${b.date}`));
  const unavailable = new Set(input.referees.flatMap((r) => r.unavailableDates.map((d) => `${r.id} ${d}`)));
  const weekdays = new Set(input.slots.map((s) => s.weekday));
  const lastDate = seasonLastDate(input);
  const placed: NewSlot[] = [];
  const unscheduled: ReschedulePlan['unscheduled'] = [];
  // each date's slot instants, and its free slots for a game length until a game is placed that
  // day: a game that scans a year of full Saturdays does no time-zone arithmetic and no field check
  // (decision 049: 96 games over 52 full Saturdays took 9-77 s without them)
  const starts = new Map<string, ReturnType<typeof slotStarts>>();
  const free = new Map<string, DaySlot[]>();
  const freeSlots = (date: string, lengthMs: number): DaySlot[] => {
    const key = `${date} ${lengthMs}`;
    let found = free.get(key);
    if (!found) {
      if (!starts.has(date)) starts.set(date, slotStarts(date, input));
      found = slotsOfDate(date, { slots: input.slots, timeZone: input.timeZone, gameLengthMs: lengthMs }, index, starts.get(date));
      free.set(key, found);
    }
    return found;
  };

  // the game days from the start date to the last: a slot's weekday, no league blackout
  const gameDays: string[] = [];
  for (let date = input.startDate; daysBetween(date, lastDate) >= 0; date = addDays(date, 1)) if (weekdays.has(weekdayOf(date)) && !blackouts.has(date)) gameDays.push(date);

  const links: Links = { feeds: input.feeds ?? [], staying: new Map((input.staying ?? []).map((g) => [g.id, g])), moving: new Map(input.games.map((g) => [g.id, g])) };
  const placedById = new Map<number, NewSlot>();
  const reasons = new Map<number, string>();
  for (const game of feedersFirst(input.games, links.feeds)) {
    const window = windowOf(game, links, placedById);
    if ('waitsFor' in window) {
      reasons.set(game.id, RESCHEDULE_TEXT.waitsFor(window.waitsFor));
      continue;
    }
    const teams = [game.homeTeamId, game.awayTeamId].filter((t) => t !== null);
    const misses: Misses = { blackout: 0, busy: 0, full: 0, referee: 0 };
    // dates whose free slots all broke the bracket's order
    let outOfOrder = 0;
    let datesTried = 0;
    let found: NewSlot | null = null;
    for (const date of gameDays) {
      if (found) break;
      datesTried += 1;
      if (teams.some((t) => teamBlackouts.has(`${t} ${date}`))) misses.blackout += 1;
      else if (teams.some((t) => busy.has(`${t} ${date}`))) misses.busy += 1;
      else if (game.refereeId !== null && unavailable.has(`${game.refereeId} ${date}`)) misses.referee += 1;
      else {
        const open = freeSlots(date, game.lengthMs);
        const booking = (start: number): Booking => ({ id: null, start, end: start + game.lengthMs, field: null, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, refereeId: game.refereeId });
        const inOrder = open.filter((s) => s.start >= window.from && s.start + game.lengthMs <= window.to);
        const slot = inOrder.find((s) => index.firstClash(booking(s.start)) === null);
        if (slot) {
          index.add({ ...booking(slot.start), field: slot.slot.field });
          for (const key of free.keys()) if (key.startsWith(`${date} `)) free.delete(key);
          for (const t of teams) busy.add(`${t} ${date}`);
          found = { id: game.id, fieldId: slot.slot.fieldId, field: slot.slot.field, scheduledDate: new Date(slot.start).toISOString() };
        } else if (inOrder.length > 0) misses.referee += 1;
        else if (open.length > 0) outOfOrder += 1;
        else misses.full += 1;
      }
    }
    if (found) {
      placed.push(found);
      placedById.set(game.id, found);
    } else reasons.set(game.id, outOfOrder > 0 ? RESCHEDULE_TEXT.outOfOrder(bound(window.after, 'end', input.timeZone), bound(window.before, 'start', input.timeZone)) : unplacedReason('reschedule', misses, datesTried));
  }
  // the unscheduled in the games' own order (a game may have been given its turn after a later one)
  for (const game of input.games) if (reasons.has(game.id)) unscheduled.push({ id: game.id, reason: reasons.get(game.id)! });
  return { placed, unscheduled };
}

function bound(game: StayingGame | null, instant: 'start' | 'end', timeZone: string) {
  return game && { name: game.name, at: leagueKickoffLabel(game[instant], timeZone) };
}

// The games a cancellation leaves waiting on a game never played (issue 45): every game downstream
// of the cancelled ones through the links, as far as it is among `candidates` (still to be played,
// and not cancelled already), each with the game that brought it in; nearest first, then as linked.
export function dependentsOf(cancelled: Iterable<number>, feeds: readonly FeedLink[], candidates: ReadonlySet<number>): { id: number; feeder: number }[] {
  const out: { id: number; feeder: number }[] = [];
  const queue = [...cancelled];
  const taken = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    const feeder = queue[i]!;
    for (const link of feeds) {
      if (link.feeder !== feeder || taken.has(link.fed) || !candidates.has(link.fed)) continue;
      taken.add(link.fed);
      out.push({ id: link.fed, feeder });
      queue.push(link.fed);
    }
  }
  return out;
}
