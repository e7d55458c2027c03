// Issue 38, a rainout's reschedule: each game of a rained-out day, in its original order, takes the
// first slot from the start date that the season builder's rules allow (season.ts: the slots of a
// date, a team once a day, league and team blackouts; booking.ts: no field, team or referee double
// booking). A game keeps its teams and its referee, so its referee must be free and not have marked
// the date unavailable. Pure: the server hands in the league's other games as bookings
// (docs/decisions/049-rainout.md).
import { BookingIndex, type Booking } from './booking';
import { addDays, daysBetween, seasonLastDate, weekdayOf } from './dates';
import { slotStarts, slotsOfDate, teamDays, unplacedReason, type DaySlot, type Misses, type SeasonInput, type SeasonReferee } from './season';

// a side is null while a playoff game waits on an earlier one (issue 36): no team to keep apart yet
export type RescheduledGame = { id: number; homeTeamId: number | null; awayTeamId: number | null; refereeId: number | null; lengthMs: number };

export type RescheduleInput = Pick<SeasonInput, 'startDate' | 'endDate' | 'maxDays' | 'slots' | 'blackoutDates' | 'teamBlackouts' | 'timeZone' | 'existing'> & {
  // in the order they are given slots: the day's kickoff order
  games: readonly RescheduledGame[];
  // the games' referees' unavailable dates
  referees: readonly SeasonReferee[];
};

export type NewSlot = { id: number; fieldId: number; field: string; scheduledDate: string };
export type ReschedulePlan = { placed: NewSlot[]; unscheduled: { id: number; reason: string }[] };

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

  for (const game of input.games) {
    const teams = [game.homeTeamId, game.awayTeamId].filter((t) => t !== null);
    const misses: Misses = { blackout: 0, busy: 0, full: 0, referee: 0 };
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
        const slot = open.find((s) => index.firstClash(booking(s.start)) === null);
        if (slot) {
          index.add({ ...booking(slot.start), field: slot.slot.field });
          for (const key of free.keys()) if (key.startsWith(`${date} `)) free.delete(key);
          for (const t of teams) busy.add(`${t} ${date}`);
          found = { id: game.id, fieldId: slot.slot.fieldId, field: slot.slot.field, scheduledDate: new Date(slot.start).toISOString() };
        } else if (open.length > 0) misses.referee += 1;
        else misses.full += 1;
      }
    }
    if (found) placed.push(found);
    else unscheduled.push({ id: game.id, reason: unplacedReason('reschedule', misses, datesTried) });
  }
  return { placed, unscheduled };
}
