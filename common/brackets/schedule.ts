// Issue 36: every game of a bracket into one of the given slots, in round order, each the earliest
// slot that is free, clashes with no game of the league (the no-double-booking rule of
// common/schedule/booking.ts) and starts once both games that feed it have ended plus the rest time.
// Pure: the server hands in the league's games as bookings (docs/decisions/046-brackets.md).
import { BookingIndex, type Booking } from '../schedule/booking';
import { parseCalendarDate, parseTimeOfDay } from '../schedule/dates';
import { utcToWallClock, wallClockToUtc } from '../time';
import { bracketGameName, type BracketGame } from './bracket';
import { BRACKETS_TEXT } from './texts';

// a slot of the body with its field's name as the league spells it (the overlap rule compares names)
export type BracketSlot = { date: string; time: string; fieldId: number; field: string };
export type BracketScheduleInput<G extends BracketGame> = {
  games: readonly G[];
  slots: readonly BracketSlot[];
  timeZone: string;
  gameLengthMs: number;
  minRestMinutes: number;
  // the league's games: their fields and teams are taken while they last
  existing: readonly Booking[];
};
export type ScheduledBracketGame<G extends BracketGame> = G & { fieldId: number | null; scheduledDate: string | null };
export type UnscheduledBracketGame = { key: string; name: string; reason: string };
export type BracketSchedule<G extends BracketGame> = { games: ScheduledBracketGame<G>[]; unscheduled: UnscheduledBracketGame[] };

// The slot's kickoff in the league's time zone; null for a time the clocks skip that night (spring
// forward), which is no slot. A time read twice (fall back) is the first of the two.
export function slotStart(slot: Pick<BracketSlot, 'date' | 'time'>, timeZone: string): number | null {
  const date = parseCalendarDate(slot.date);
  const time = parseTimeOfDay(slot.time);
  if (date === null || time === null) return null;
  const start = wallClockToUtc({ ...date, ...time }, timeZone).getTime();
  const read = utcToWallClock(new Date(start), timeZone);
  return read.hour === time.hour && read.minute === time.minute && read.day === date.day ? start : null;
}

export function scheduleBracket<G extends BracketGame>(input: BracketScheduleInput<G>): BracketSchedule<G> {
  const slots = input.slots
    .map((slot) => ({ slot, start: slotStart(slot, input.timeZone) }))
    .filter((s): s is { slot: BracketSlot; start: number } => s.start !== null)
    .sort((a, b) => a.start - b.start || a.slot.fieldId - b.slot.fieldId);
  const index = new BookingIndex(input.existing);
  const ends = new Map<string, number>();
  const placed = new Map<string, { fieldId: number; start: number }>();
  const unscheduled: UnscheduledBracketGame[] = [];
  const restMs = input.minRestMinutes * 60_000;
  const ordered = input.games.map((game, i) => ({ game, i })).sort((a, b) => a.game.round - b.game.round || a.i - b.i);

  for (const { game, i } of ordered) {
    const name = bracketGameName(game, input.games);
    const feeds = [game.homeFrom, game.awayFrom].filter((f) => f !== null);
    const waiting = feeds.find((f) => !ends.has(f.key));
    if (waiting) {
      unscheduled.push({ key: game.key, name, reason: BRACKETS_TEXT.feederUnscheduled(bracketGameName(input.games.find((g) => g.key === waiting.key)!, input.games)) });
      continue;
    }
    const ready = Math.max(-Infinity, ...feeds.map((f) => ends.get(f.key)! + restMs));
    // an unknown team clashes with no one: a stand-in id of its own
    const home = game.homeTeamId ?? -(2 * i + 1);
    const away = game.awayTeamId ?? -(2 * i + 2);
    // a placed game takes its slot: its field is busy then
    const found = slots.findIndex(({ slot, start }) => {
      if (start < ready) return false;
      return index.firstClash({ id: null, start, end: start + input.gameLengthMs, field: slot.field, homeTeamId: home, awayTeamId: away, refereeId: null }) === null;
    });
    if (found === -1) {
      unscheduled.push({ key: game.key, name, reason: BRACKETS_TEXT.noSlotLeft });
      continue;
    }
    const { slot, start } = slots[found]!;
    index.add({ id: null, start, end: start + input.gameLengthMs, field: slot.field, homeTeamId: home, awayTeamId: away, refereeId: null });
    ends.set(game.key, start + input.gameLengthMs);
    placed.set(game.key, { fieldId: slot.fieldId, start });
  }

  const games = input.games.map((game) => {
    const at = placed.get(game.key);
    return { ...game, fieldId: at?.fieldId ?? null, scheduledDate: at ? new Date(at.start).toISOString() : null };
  });
  return { games, unscheduled };
}
