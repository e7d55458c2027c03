// Issue 19, no double booking: what a game occupies and when two games clash. Pure, so the
// server's checks (create, edit, import, season builder) and the season builder's generator share
// one rule.
import { dateTimeFormat } from '../time';

// What a game occupies: from its kickoff for its periods times the period length plus the halftime.
export type GameLength = { totalPeriods: number; periodDuration: number; halftimeDuration: number };

export function gameLengthMs(length: GameLength): number {
  // periodDuration is in minutes, halftimeDuration in seconds (as stored)
  return length.totalPeriods * length.periodDuration * 60_000 + length.halftimeDuration * 1000;
}

export type Booking = {
  // null: a game not written yet (a row of an import, a game of a preview)
  id: number | null;
  start: number;
  end: number;
  // the field's name as the league spells it; null: no field, which clashes with nothing
  field: string | null;
  // null: a bracket game's side still waiting on an earlier game, which clashes with no one
  homeTeamId: number | null;
  awayTeamId: number | null;
  refereeId: number | null;
  // issue 48: the officials of the crew's other positions (second, line) who hold the slot
  crew?: readonly number[];
};

// Everyone who officiates the game: its referee and the rest of its crew.
function officialsOf(booking: Booking): readonly number[] {
  const crew = booking.crew ?? [];
  return booking.refereeId === null ? crew : [booking.refereeId, ...crew];
}

export type ClashReason = 'field' | 'team' | 'referee';
export type Clash<B extends Booking = Booking> = { other: B; reason: ClashReason; teamId?: number };

// One ending exactly when the next starts does not overlap.
export function intervalsOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

// A league's few field names, each normalised once: the clash check compares fields in every pair
// of bookings it looks at (a rainout's plan over a year of full Saturdays: decision 049). Bounded, so
// a stream of odd names (an import's rows) cannot grow it without end.
const FIELD_KEYS_KEPT = 10_000;
const fieldKeys = new Map<string, string | null>();

export function fieldKey(field: string | null): string | null {
  if (field === null) return null;
  const known = fieldKeys.get(field);
  if (known !== undefined) return known;
  const normalised = field.replace(/\s+/g, ' ').trim().toLowerCase();
  const key = normalised === '' ? null : normalised;
  if (fieldKeys.size < FIELD_KEYS_KEPT) fieldKeys.set(field, key);
  return key;
}

// The first way the two games clash, or null: the same field, a team in both, the same referee.
export function clashBetween<B extends Booking>(candidate: Booking, other: B): Clash<B> | null {
  if (candidate.id !== null && candidate.id === other.id) return null;
  if (!intervalsOverlap(candidate, other)) return null;
  const field = fieldKey(candidate.field);
  if (field !== null && field === fieldKey(other.field)) return { other, reason: 'field' };
  const otherTeams = [other.homeTeamId, other.awayTeamId];
  const team = [candidate.homeTeamId, candidate.awayTeamId].find((id) => id !== null && otherTeams.includes(id));
  if (team !== undefined && team !== null) return { other, reason: 'team', teamId: team };
  const officials = officialsOf(candidate);
  if (officials.length > 0 && officialsOf(other).some((id) => officials.includes(id))) return { other, reason: 'referee' };
  return null;
}

export function firstClash<B extends Booking>(candidate: Booking, others: readonly B[]): Clash<B> | null {
  for (const other of others) {
    const clash = clashBetween(candidate, other);
    if (clash) return clash;
  }
  return null;
}

// A game's kickoff as the league's clocks read it, for a message a person acts on.
export function leagueKickoffLabel(instant: number, timeZone: string): string {
  return dateTimeFormat({ timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

export type NamedBooking = Booking & { homeTeam: string; awayTeam: string };

const REASON_TEXT: Record<ClashReason, (clash: Clash<NamedBooking>) => string> = {
  field: (clash) => `the field ${clash.other.field} is taken then`,
  team: (clash) => `${clash.teamId === clash.other.homeTeamId ? clash.other.homeTeam : clash.other.awayTeam} already plays then`,
  referee: () => 'the referee already has a game then',
};

// How every double-booking refusal starts: the game dialogs show such a 409 beside the field.
export const DOUBLE_BOOKING_PREFIX = 'Double booking:';

// 409's message: names the other game by its teams and kickoff in league time.
export function clashMessage(clash: Clash<NamedBooking>, timeZone: string): string {
  const other = clash.other;
  return `${DOUBLE_BOOKING_PREFIX} ${REASON_TEXT[clash.reason](clash)} (${other.homeTeam} vs ${other.awayTeam}, ${leagueKickoffLabel(other.start, timeZone)}). Choose another time${clash.reason === 'field' ? ' or field' : ''}.`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Bookings by UTC day, so checking one game looks at a few days' games, not the season's (an
// import of 10,000 rows, a season of 552 games). A booking is filed under every day it touches.
export class BookingIndex<B extends Booking = Booking> {
  private readonly days = new Map<number, B[]>();

  constructor(bookings: Iterable<B> = []) {
    for (const booking of bookings) this.add(booking);
  }

  private daysOf(booking: { start: number; end: number }): number[] {
    const out: number[] = [];
    for (let day = Math.floor(booking.start / DAY_MS); day <= Math.floor((booking.end - 1) / DAY_MS); day++) out.push(day);
    return out;
  }

  add(booking: B): void {
    for (const day of this.daysOf(booking)) {
      const list = this.days.get(day);
      if (list) list.push(booking);
      else this.days.set(day, [booking]);
    }
  }

  // Takes out a booking added before (the same object), e.g. before its game is moved.
  remove(booking: B): void {
    for (const day of this.daysOf(booking)) {
      const list = this.days.get(day);
      if (list) this.days.set(day, list.filter((b) => b !== booking));
    }
  }

  firstClash(candidate: Booking): Clash<B> | null {
    for (const day of this.daysOf(candidate)) {
      const clash = firstClash(candidate, this.days.get(day) ?? []);
      if (clash) return clash;
    }
    return null;
  }
}
