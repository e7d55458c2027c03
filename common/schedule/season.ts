// Issue 19, the season builder: pairings by the circle method (round-robin.ts), then each round's
// games placed on the first dates that fit (greedy), a game that does not fit its date waiting for
// the next one (the repair), then referees by least load. Pure: the server hands in the league's
// existing games as bookings and writes what comes out (docs/decisions/030-season-builder-and-no-double-booking.md).
import { leagueDateOf, utcToWallClock, wallClockToUtc } from '../time';
import { BookingIndex, fieldKey, type Booking } from './booking';
import { addDays, daysBetween, parseTimeOfDay, seasonLastDate, weekdayOf } from './dates';
import { roundRobin, type Pairing } from './round-robin';

export type SeasonSlot = { weekday: number; time: string; fieldId: number; field: string };
export type SeasonReferee = { id: number; unavailableDates: readonly string[] };

export type SeasonInput = {
  teamIds: readonly number[];
  rounds: 1 | 2;
  startDate: string;
  // the last date a game may be on; without one the season runs until every game is placed, for at
  // most maxDays and never past the schedule years (seasonLastDate)
  endDate: string | null;
  maxDays: number;
  slots: readonly SeasonSlot[];
  blackoutDates: readonly string[];
  teamBlackouts: readonly { teamId: number; date: string }[];
  timeZone: string;
  gameLengthMs: number;
  // the league's games already there: their fields, teams and referees are taken while they last
  existing: readonly Booking[];
  // null: no referees assigned
  referees: readonly SeasonReferee[] | null;
};

export type SeasonGame = { round: number; homeTeamId: number; awayTeamId: number; fieldId: number; field: string; scheduledDate: string; refereeId: number | null };
export type UnscheduledPair = { homeTeamId: number; awayTeamId: number; reason: string };
export type TeamBalance = { teamId: number; games: number; home: number; away: number; byes: number; early: number; late: number };
export type SeasonPlan = { games: SeasonGame[]; unscheduled: UnscheduledPair[]; stats: TeamBalance[] };

export type DaySlot = { slot: SeasonSlot; start: number; early: boolean; late: boolean };
type Placed = { pairing: Pairing; daySlot: DaySlot };
type PlacedDay = { date: string; games: Placed[] };
// why a waiting game was not placed on each date it could have had (referee: the game's own
// referee was unavailable or busy, for a game that keeps its referee: a rainout's)
export type Misses = { blackout: number; busy: number; full: number; referee: number };

// A date's slots in kickoff order (then field), with their instants in the league's zone; a time
// the clocks skip that night (spring forward) is no slot that day. The time-zone arithmetic is the
// costly part: a caller that asks for one date many times keeps this (reschedule.ts).
export function slotStarts(date: string, input: Pick<SeasonInput, 'slots' | 'timeZone'>): { slot: SeasonSlot; start: number }[] {
  const weekday = weekdayOf(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const ordered = input.slots.filter((s) => s.weekday === weekday).sort((a, b) => a.time.localeCompare(b.time) || a.fieldId - b.fieldId);
  // one conversion per time, whatever the number of fields at it (null: a time the clocks skip)
  const instants = new Map<string, number | null>();
  const instantOf = (time: string) => {
    if (instants.has(time)) return instants.get(time)!;
    const { hour, minute } = parseTimeOfDay(time)!;
    const start = wallClockToUtc({ year, month, day, hour, minute }, input.timeZone).getTime();
    const read = utcToWallClock(new Date(start), input.timeZone);
    const instant = read.hour !== hour || read.minute !== minute || read.day !== day ? null : start;
    instants.set(time, instant);
    return instant;
  };
  return ordered.flatMap((slot) => {
    const start = instantOf(slot.time);
    return start === null ? [] : [{ slot, start }];
  });
}

// The slots of a date that no booking of the index takes, in kickoff order (then field). Shared by
// the season builder and a rainout's reschedule (common/schedule/reschedule.ts).
export function slotsOfDate(date: string, input: Pick<SeasonInput, 'slots' | 'timeZone' | 'gameLengthMs'>, index: BookingIndex, starts = slotStarts(date, input)): DaySlot[] {
  const kept: DaySlot[] = [];
  for (const { slot, start } of starts) {
    const probe: Booking = { id: null, start, end: start + input.gameLengthMs, field: slot.field, homeTeamId: -1, awayTeamId: -2, refereeId: null };
    // free of the league's games, and of this date's earlier slots on the same field
    const overlapsKept = kept.some((k) => fieldKey(k.slot.field) === fieldKey(slot.field) && k.start < probe.end && probe.start < k.start + input.gameLengthMs);
    if (!overlapsKept && index.firstClash(probe) === null) kept.push({ slot, start, early: false, late: false });
  }
  // the day's earliest and latest slot times: of its free slots (one a league game takes, or one
  // that overlaps an earlier one on its field, is no slot of that day)
  const earliest = kept[0]?.slot.time;
  const latest = kept[kept.length - 1]?.slot.time;
  return kept.map((k) => ({ ...k, early: k.slot.time === earliest, late: k.slot.time === latest }));
}

function refereeBooking(start: number, end: number, refereeId: number | null): Booking {
  return { id: null, start, end, field: null, homeTeamId: -1, awayTeamId: -1, refereeId };
}

// Each team's playing days among the bookings ('{teamId} {date}'): a team plays at most once a day.
export function teamDays(bookings: readonly Booking[], timeZone: string): Set<string> {
  // a league's games share a few kickoff instants: one time-zone conversion each
  const dates = new Map<number, string>();
  const dateOf = (start: number) => dates.get(start) ?? dates.set(start, leagueDateOf(start, timeZone)).get(start)!;
  return new Set(bookings.flatMap((b) => [b.homeTeamId, b.awayTeamId].map((team) => `${team} ${dateOf(b.start)}`)));
}

export function buildSeason(input: SeasonInput): SeasonPlan {
  const { pairings, byes } = roundRobin(input.teamIds, input.rounds);
  const index = new BookingIndex(input.existing);
  // the referees' own bookings: nothing but who referees when
  const refereeIndex = new BookingIndex(input.existing.filter((b) => b.refereeId !== null).map((b) => refereeBooking(b.start, b.end, b.refereeId)));
  const blackouts = new Set(input.blackoutDates);
  const teamBlackouts = new Set(input.teamBlackouts.map((b) => `${b.teamId} ${b.date}`));
  // teams that already play on a date (a team plays at most once a day)
  const busy = teamDays(input.existing, input.timeZone);
  const stats = new Map<number, TeamBalance>(input.teamIds.map((teamId) => [teamId, { teamId, games: 0, home: 0, away: 0, byes: byes.get(teamId) ?? 0, early: 0, late: 0 }]));
  const refereeLoad = new Map((input.referees ?? []).map((r) => [r.id, 0]));
  const unavailable = new Set((input.referees ?? []).flatMap((r) => r.unavailableDates.map((d) => `${r.id} ${d}`)));
  const waiting: { pairing: Pairing; misses: Misses }[] = pairings.map((pairing) => ({ pairing, misses: { blackout: 0, busy: 0, full: 0, referee: 0 } }));
  const games: SeasonGame[] = [];
  const days: PlacedDay[] = [];
  const lastDate = seasonLastDate(input);
  const weekdays = new Set(input.slots.map((s) => s.weekday));
  let datesTried = 0;

  for (let date = input.startDate; daysBetween(date, lastDate) >= 0 && waiting.length > 0; date = addDays(date, 1)) {
    if (!weekdays.has(weekdayOf(date)) || blackouts.has(date)) continue;
    const daySlots = slotsOfDate(date, input, index);
    if (daySlots.length === 0) continue;
    datesTried += 1;
    // the games of this date: the earliest rounds first, each team once
    const playing = new Set<number>();
    const chosen: Pairing[] = [];
    for (const entry of waiting) {
      const { homeTeamId, awayTeamId } = entry.pairing;
      if (chosen.length === daySlots.length) entry.misses.full += 1;
      else if (teamBlackouts.has(`${homeTeamId} ${date}`) || teamBlackouts.has(`${awayTeamId} ${date}`)) entry.misses.blackout += 1;
      else if ([homeTeamId, awayTeamId].some((t) => playing.has(t) || busy.has(`${t} ${date}`))) entry.misses.busy += 1;
      else {
        chosen.push(entry.pairing);
        playing.add(homeTeamId).add(awayTeamId);
      }
    }
    const placed = placeOnDate(chosen, daySlots, stats);
    // the fields (and teams) are taken from now on; referees come after the whole season
    for (const { pairing, daySlot } of placed) index.add({ id: null, start: daySlot.start, end: daySlot.start + input.gameLengthMs, field: daySlot.slot.field, homeTeamId: pairing.homeTeamId, awayTeamId: pairing.awayTeamId, refereeId: null });
    days.push({ date, games: placed });
    const done = new Set(chosen);
    for (let i = waiting.length - 1; i >= 0; i--) if (done.has(waiting[i]!.pairing)) waiting.splice(i, 1);
  }

  shareEarlyAndLate(days, stats, (teamId, date) => !teamBlackouts.has(`${teamId} ${date}`) && !busy.has(`${teamId} ${date}`));
  for (const { date, games: placed } of days) {
    // referees in kickoff order, so the least loaded takes the day's first game
    placed.sort((a, b) => a.daySlot.start - b.daySlot.start || a.daySlot.slot.fieldId - b.daySlot.slot.fieldId);
    for (const { pairing, daySlot } of placed) {
      const refereeId = input.referees === null ? null : pickReferee(input.referees, refereeLoad, unavailable, refereeIndex, date, daySlot.start, input.gameLengthMs);
      if (refereeId !== null) refereeIndex.add(refereeBooking(daySlot.start, daySlot.start + input.gameLengthMs, refereeId));
      if (refereeId !== null) refereeLoad.set(refereeId, refereeLoad.get(refereeId)! + 1);
      games.push({ round: pairing.round, homeTeamId: pairing.homeTeamId, awayTeamId: pairing.awayTeamId, fieldId: daySlot.slot.fieldId, field: daySlot.slot.field, scheduledDate: new Date(daySlot.start).toISOString(), refereeId });
      stats.get(pairing.homeTeamId)!.home += 1;
      stats.get(pairing.awayTeamId)!.away += 1;
      for (const team of [pairing.homeTeamId, pairing.awayTeamId]) stats.get(team)!.games += 1;
    }
  }

  games.sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.fieldId - b.fieldId);
  const unscheduled = waiting.map(({ pairing, misses }) => ({ homeTeamId: pairing.homeTeamId, awayTeamId: pairing.awayTeamId, reason: unplacedReason('season', misses, datesTried) }));
  return { games, unscheduled, stats: [...stats.values()] };
}

// Earliest slot times to the teams with the fewest early games, latest to the fewest late games.
function placeOnDate(chosen: Pairing[], daySlots: DaySlot[], stats: Map<number, TeamBalance>): Placed[] {
  // fewer games than slots: the day's earliest and latest slots first, then inwards, so every
  // date has both ends to share out
  const fromBothEnds = daySlots.map((_, i) => (i % 2 === 0 ? daySlots[i / 2]! : daySlots[daySlots.length - 1 - (i - 1) / 2]!));
  const used = fromBothEnds.slice(0, chosen.length).sort((a, b) => a.start - b.start || a.slot.fieldId - b.slot.fieldId);
  const worst = (p: Pairing, key: 'early' | 'late') => Math.max(stats.get(p.homeTeamId)![key], stats.get(p.awayTeamId)![key]) * 1000 + stats.get(p.homeTeamId)![key] + stats.get(p.awayTeamId)![key];
  const early = used.filter((d) => d.early);
  const rest = used.filter((d) => !d.early).reverse();
  const byEarly = [...chosen].sort((a, b) => worst(a, 'early') - worst(b, 'early'));
  const restGames = byEarly.slice(early.length).sort((a, b) => worst(a, 'late') - worst(b, 'late'));
  const placed = [...byEarly.slice(0, early.length).map((pairing, i) => ({ pairing, daySlot: early[i]! })), ...restGames.map((pairing, i) => ({ pairing, daySlot: rest[i]! }))];
  for (const p of placed) count(stats, p, 1);
  return placed;
}

function count(stats: Map<number, TeamBalance>, { pairing, daySlot }: Placed, by: number): void {
  for (const team of [pairing.homeTeamId, pairing.awayTeamId]) {
    if (daySlot.early) stats.get(team)!.early += by;
    if (daySlot.late) stats.get(team)!.late += by;
  }
}

// The repair of the greedy pass: two placed games trade slots (on one date) or dates and slots (a
// pair of teams for another, where both may play on the other's date) while that evens out the
// early and late counts (their sums of squares fall). Where that stops short of the guarantee (a
// local minimum), a few random trades shake it and the search runs again; the best found is kept.
// The shakes come from a fixed seed, so the same input gives the same season (publish = preview).
function shareEarlyAndLate(days: PlacedDay[], stats: Map<number, TeamBalance>, mayPlay: (teamId: number, date: string) => boolean): void {
  const all = days.flatMap((d) => d.games.map((game) => ({ game, date: d.date })));
  let teamsOn = new Map<string, Set<number>>();
  const recount = () => {
    for (const s of stats.values()) [s.early, s.late] = [0, 0];
    for (const { game } of all) count(stats, game, 1);
    teamsOn = new Map(days.map((d) => [d.date, new Set(d.games.flatMap((g) => [g.pairing.homeTeamId, g.pairing.awayTeamId]))]));
  };
  recount();
  const teamsOf = (a: Placed, b: Placed) => new Set([a.pairing.homeTeamId, a.pairing.awayTeamId, b.pairing.homeTeamId, b.pairing.awayTeamId]);
  const cost = (teams: Set<number>) => [...teams].reduce((sum, t) => sum + stats.get(t)!.early ** 2 + stats.get(t)!.late ** 2, 0);
  const fits = (pairing: Pairing, leaving: Pairing, date: string) => {
    const teams = teamsOn.get(date)!;
    return [pairing.homeTeamId, pairing.awayTeamId].every((t) => (!teams.has(t) || t === leaving.homeTeamId || t === leaving.awayTeamId) && mayPlay(t, date));
  };
  const tradable = (i: number, j: number) => {
    const { game: a, date: dateA } = all[i]!;
    const { game: b, date: dateB } = all[j]!;
    if (a.daySlot.early === b.daySlot.early && a.daySlot.late === b.daySlot.late) return false;
    return dateA === dateB || (fits(a.pairing, b.pairing, dateB) && fits(b.pairing, a.pairing, dateA));
  };
  const trade = (i: number, j: number) => {
    const { game: a, date: dateA } = all[i]!;
    const { game: b, date: dateB } = all[j]!;
    count(stats, a, -1);
    count(stats, b, -1);
    if (dateA !== dateB) {
      for (const [date, out, into] of [[dateA, a.pairing, b.pairing], [dateB, b.pairing, a.pairing]] as const) {
        const teams = teamsOn.get(date)!;
        teams.delete(out.homeTeamId);
        teams.delete(out.awayTeamId);
        teams.add(into.homeTeamId).add(into.awayTeamId);
      }
    }
    [a.pairing, b.pairing] = [b.pairing, a.pairing];
    count(stats, a, 1);
    count(stats, b, 1);
  };
  const descend = () => {
    for (let pass = 0, improved = true; improved && pass < 20; pass++) {
      improved = false;
      for (let i = 0; i < all.length; i++) {
        for (let j = i + 1; j < all.length; j++) {
          if (!tradable(i, j)) continue;
          const teams = teamsOf(all[i]!.game, all[j]!.game);
          const before = cost(teams);
          trade(i, j);
          if (cost(teams) < before) improved = true;
          else trade(i, j);
        }
      }
    }
  };
  const spread = (key: 'early' | 'late') => {
    const values = [...stats.values()].map((s) => s[key]);
    return Math.max(...values) - Math.min(...values);
  };
  const score = () => (Math.max(spread('early'), 2) + Math.max(spread('late'), 2)) * 1e9 + cost(new Set(stats.keys()));
  descend();
  let best = score();
  let random = 19;
  // the high bits of the generator (its low bits repeat after a few draws)
  const next = (n: number) => {
    random = (random * 1103515245 + 12345) % 2147483648;
    return Math.floor((random / 2147483648) * n);
  };
  // small seasons get more shakes: each costs a pass over all pairs of games
  const attempts = all.length <= 120 ? 300 : 40;
  for (let attempt = 0; attempt < attempts && (spread('early') > 2 || spread('late') > 2) && all.length > 1; attempt++) {
    const kept = all.map(({ game }) => game.pairing);
    for (let kicks = 0; kicks < 3; kicks++) {
      const [i, j] = [next(all.length), next(all.length)];
      if (i !== j && tradable(Math.min(i, j), Math.max(i, j))) trade(Math.min(i, j), Math.max(i, j));
    }
    descend();
    const now = score();
    if (now < best) best = now;
    else {
      all.forEach(({ game }, k) => (game.pairing = kept[k]!));
      recount();
    }
  }
}

function pickReferee(referees: readonly SeasonReferee[], load: Map<number, number>, unavailable: Set<string>, index: BookingIndex, date: string, start: number, lengthMs: number): number | null {
  let best: number | null = null;
  for (const referee of referees) {
    if (unavailable.has(`${referee.id} ${date}`)) continue;
    const probe: Booking = { id: null, start, end: start + lengthMs, field: null, homeTeamId: -2, awayTeamId: -3, refereeId: referee.id };
    if (index.firstClash(probe) !== null) continue;
    if (best === null || load.get(referee.id)! < load.get(best)! || (load.get(referee.id) === load.get(best) && referee.id < best)) best = referee.id;
  }
  return best;
}

const UNPLACED_TEXT = {
  season: {
    noDate: 'No date of the season has a free slot (check the weekdays, the blackout dates and the end date).',
    noFit: (dates: number) => `No date fit before the season's end: of the ${dates} date${dates === 1 ? '' : 's'} with free slots`,
  },
  reschedule: {
    noDate: 'No date from the start date to the end date has a slot (check the weekdays, the blackout dates and the end date).',
    noFit: (dates: number) => `No date fit by the end date: of the ${dates} date${dates === 1 ? '' : 's'} with slots`,
  },
};

// Why a game found no date, from what each date it could have had said.
export function unplacedReason(what: keyof typeof UNPLACED_TEXT, misses: Misses, datesTried: number): string {
  if (datesTried === 0) return UNPLACED_TEXT[what].noDate;
  const parts = [
    misses.blackout > 0 ? `${misses.blackout} blacked out for one of the teams` : null,
    misses.busy > 0 ? `${misses.busy} with one of the teams already playing that day` : null,
    misses.referee > 0 ? `${misses.referee} with its referee unavailable or busy` : null,
    misses.full > 0 ? `${misses.full} with every free slot taken` : null,
  ].filter((p): p is string => p !== null);
  return `${UNPLACED_TEXT[what].noFit(datesTried)}, ${parts.join(', ') || 'none was left after its round'}. Add dates or slots, or remove a blackout.`;
}
