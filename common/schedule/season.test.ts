// Issue 19: every guarantee of the season builder, a property over generated leagues (3-24 teams,
// random slots, blackouts, existing games and referees, time zones across daylight-saving changes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcToWallClock } from '../time';
import { BookingIndex, fieldKey, type Booking } from './booking';
import { addDays, formatCalendarDate } from './dates';
import { homePosition, roundRobin } from './round-robin';
import { buildSeason, type SeasonInput, type SeasonPlan } from './season';

const LENGTH_MS = 65 * 60_000;
const ZONES = ['America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'Europe/London'];
// start dates near the daylight-saving changes of 2026 and 2027, and plain ones
const STARTS = ['2026-02-28', '2026-10-24', '2027-03-06', '2026-06-01', '2026-12-26'];

const time = fc.integer({ min: 7 * 4, max: 21 * 4 }).map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);

const league = fc
  .record({
    teamCount: fc.integer({ min: 3, max: 24 }),
    rounds: fc.constantFrom<1 | 2>(1, 2),
    start: fc.constantFrom(...STARTS),
    timeZone: fc.constantFrom(...ZONES),
    fieldCount: fc.integer({ min: 1, max: 6 }),
    slotSpecs: fc.array(fc.record({ weekday: fc.integer({ min: 0, max: 6 }), time, field: fc.nat(5) }), { minLength: 1, maxLength: 30 }),
    // a fixed time on every field for a weekday, so most leagues fit a whole season
    // half the leagues as the dialog makes them: the same times on the same fields every game day
    gridOnly: fc.boolean(),
    gridWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
    gridTimes: fc.uniqueArray(time, { minLength: 1, maxLength: 4 }),
    blackoutOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 8 }),
    teamBlackouts: fc.array(fc.record({ team: fc.nat(23), offset: fc.integer({ min: 0, max: 200 }) }), { maxLength: 20 }),
    refereeCount: fc.integer({ min: 0, max: 5 }),
    refereeOff: fc.array(fc.record({ referee: fc.nat(4), offset: fc.integer({ min: 0, max: 200 }) }), { maxLength: 10 }),
    existing: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 120 }), time, field: fc.nat(5), home: fc.nat(23), away: fc.nat(23), referee: fc.option(fc.nat(4)) }), { maxLength: 6 }),
    endDays: fc.option(fc.integer({ min: 20, max: 400 })),
  })
  .map((l): SeasonInput => {
    const teamIds = Array.from({ length: l.teamCount }, (_, i) => 100 + i);
    const fields = Array.from({ length: l.fieldCount }, (_, i) => ({ id: 10 + i, name: `Field ${i + 1}` }));
    const slots = [
      ...l.gridWeekdays.flatMap((weekday) => l.gridTimes.flatMap((t) => fields.map((f) => ({ weekday, time: t, fieldId: f.id, field: f.name })))),
      ...(l.gridOnly ? [] : l.slotSpecs).map((s) => ({ weekday: s.weekday, time: s.time, fieldId: fields[s.field % l.fieldCount]!.id, field: fields[s.field % l.fieldCount]!.name })),
    ];
    const unique = [...new Map(slots.map((s) => [`${s.weekday} ${s.time} ${s.fieldId}`, s])).values()];
    const refereeIds = Array.from({ length: l.refereeCount }, (_, i) => 900 + i);
    const existing: Booking[] = l.existing
      .filter((e) => e.home % l.teamCount !== e.away % l.teamCount)
      .map((e, i) => {
        const [hour, minute] = e.time.split(':').map(Number) as [number, number];
        const day = new Date(Date.parse(`${addDays(l.start, e.offset)}T00:00:00Z`) + (hour * 60 + minute) * 60_000 + 5 * 3600_000).getTime();
        return { id: i + 1, start: day, end: day + LENGTH_MS, field: fields[e.field % l.fieldCount]!.name, homeTeamId: teamIds[e.home % l.teamCount]!, awayTeamId: teamIds[e.away % l.teamCount]!, refereeId: e.referee === null || l.refereeCount === 0 ? null : refereeIds[e.referee % l.refereeCount]! };
      });
    return {
      teamIds,
      rounds: l.rounds,
      startDate: l.start,
      endDate: l.endDays === null ? null : addDays(l.start, l.endDays),
      maxDays: 730,
      slots: unique,
      blackoutDates: l.blackoutOffsets.map((o) => addDays(l.start, o)),
      teamBlackouts: l.teamBlackouts.map((b) => ({ teamId: teamIds[b.team % l.teamCount]!, date: addDays(l.start, b.offset) })),
      timeZone: l.timeZone,
      gameLengthMs: LENGTH_MS,
      existing,
      referees: l.refereeCount === 0 ? null : refereeIds.map((id) => ({ id, unavailableDates: l.refereeOff.filter((o) => o.referee % l.refereeCount === id - 900).map((o) => addDays(l.start, o.offset)) })),
    };
  });

const dateOf = (iso: string, zone: string) => formatCalendarDate(utcToWallClock(new Date(iso), zone));
const spread = (values: number[]) => (values.length === 0 ? 0 : Math.max(...values) - Math.min(...values));
const RUNS = { numRuns: Number(process.env.SEASON_RUNS ?? 100) };

function check(name: string, property: (input: SeasonInput, plan: SeasonPlan) => void) {
  it(name, () => {
    fc.assert(
      fc.property(league, (input) => {
        property(input, buildSeason(input));
      }),
      RUNS,
    );
  }, 60_000);
}

describe('the season builder, over generated leagues', () => {
  check('every pair meets exactly `rounds` times, with 2 once at each home (placed or explained)', (input, plan) => {
    const met = new Map<string, number>();
    for (const g of [...plan.games, ...plan.unscheduled]) met.set(`${g.homeTeamId} ${g.awayTeamId}`, (met.get(`${g.homeTeamId} ${g.awayTeamId}`) ?? 0) + 1);
    for (const a of input.teamIds) {
      for (const b of input.teamIds) {
        if (a >= b) continue;
        const ab = met.get(`${a} ${b}`) ?? 0;
        const ba = met.get(`${b} ${a}`) ?? 0;
        if (input.rounds === 1) expect(ab + ba).toBe(1);
        else expect([ab, ba]).toEqual([1, 1]);
      }
    }
    for (const u of plan.unscheduled) expect(u.reason.length).toBeGreaterThan(20);
  });

  check('a team plays at most once a day, never on a blackout date or its own', (input, plan) => {
    const seen = new Set<string>();
    const existingDays = new Set(input.existing.flatMap((b) => [b.homeTeamId, b.awayTeamId].map((t) => `${t} ${dateOf(new Date(b.start).toISOString(), input.timeZone)}`)));
    const teamOff = new Set(input.teamBlackouts.map((b) => `${b.teamId} ${b.date}`));
    for (const g of plan.games) {
      const date = dateOf(g.scheduledDate, input.timeZone);
      expect(input.blackoutDates).not.toContain(date);
      for (const team of [g.homeTeamId, g.awayTeamId]) {
        const key = `${team} ${date}`;
        expect(seen.has(key) || existingDays.has(key) || teamOff.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  check('no slot holds two games, nor one overlapping a league game on its field; no team or referee in two overlapping games', (input, plan) => {
    const index = new BookingIndex(input.existing);
    for (const g of plan.games) {
      const start = Date.parse(g.scheduledDate);
      const booking: Booking = { id: null, start, end: start + LENGTH_MS, field: g.field, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, refereeId: g.refereeId };
      expect(index.firstClash(booking)).toBeNull();
      index.add(booking);
    }
  });

  check("games only on the slots' weekdays, times and fields, in the league's time zone", (input, plan) => {
    for (const g of plan.games) {
      const wall = utcToWallClock(new Date(g.scheduledDate), input.timeZone);
      const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
      const hhmm = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
      expect(input.slots.some((s) => s.weekday === weekday && s.time === hhmm && s.fieldId === g.fieldId && fieldKey(s.field) === fieldKey(g.field))).toBe(true);
      expect(dateOf(g.scheduledDate, input.timeZone) >= input.startDate).toBe(true);
      if (input.endDate) expect(dateOf(g.scheduledDate, input.timeZone) <= input.endDate).toBe(true);
    }
  });

  check('an odd number of teams gives each team byes evenly', (input, plan) => {
    const byes = plan.stats.map((s) => s.byes);
    if (input.teamIds.length % 2 === 1) {
      expect(spread(byes)).toBeLessThanOrEqual(1);
      expect(Math.min(...byes)).toBeGreaterThan(0);
    } else expect(Math.max(...byes)).toBe(0);
  });

  check('home and away differ by at most 1 per team when every game is placed', (input, plan) => {
    if (plan.unscheduled.length > 0) return;
    for (const s of plan.stats) expect(Math.abs(s.home - s.away)).toBeLessThanOrEqual(1);
  });

  // Over every kind of slot list: the dialog's (every game day the same times on the same fields)
  // and hand-written ones with other times on other weekdays.
  check("early and late kickoffs are shared (a day's earliest and latest slot time differ by at most 2 games between teams)", (input, plan) => {
    if (plan.unscheduled.length > 0) return;
    expect(spread(plan.stats.map((s) => s.early))).toBeLessThanOrEqual(2);
    expect(spread(plan.stats.map((s) => s.late))).toBeLessThanOrEqual(2);
  });

  check('referees: never on a date they marked unavailable; games per referee differ by at most 1 where they suffice', (input, plan) => {
    if (input.referees === null) {
      expect(plan.games.every((g) => g.refereeId === null)).toBe(true);
      return;
    }
    const off = new Set(input.referees.flatMap((r) => r.unavailableDates.map((d) => `${r.id} ${d}`)));
    for (const g of plan.games) if (g.refereeId !== null) expect(off.has(`${g.refereeId} ${dateOf(g.scheduledDate, input.timeZone)}`)).toBe(false);
    // they suffice: every game got one and nobody was off or booked already
    const suffice = plan.games.every((g) => g.refereeId !== null) && off.size === 0 && input.existing.every((b) => b.refereeId === null);
    if (suffice) expect(spread(input.referees.map((r) => plan.games.filter((g) => g.refereeId === r.id).length))).toBeLessThanOrEqual(1);
  });
});

describe('pairings and home', () => {
  it('the circle method pairs every team once a round, and home is balanced for 2 to 30 teams', () => {
    for (let n = 2; n <= 30; n++) {
      const ids = Array.from({ length: n }, (_, i) => i);
      const { pairings, roundCount } = roundRobin(ids, 1);
      expect(pairings).toHaveLength((n * (n - 1)) / 2);
      for (let r = 1; r <= roundCount; r++) {
        const teams = pairings.filter((p) => p.round === r).flatMap((p) => [p.homeTeamId, p.awayTeamId]);
        expect(new Set(teams).size).toBe(teams.length);
      }
      for (const id of ids) {
        const home = pairings.filter((p) => p.homeTeamId === id).length;
        expect(Math.abs(home - (n - 1 - home))).toBeLessThanOrEqual(1);
      }
      expect(homePosition(0, 1, n)).toBe(homePosition(1, 0, n));
    }
  });

  it('explains a pair that found no date', () => {
    const plan = buildSeason({ teamIds: [1, 2, 3, 4], rounds: 1, startDate: '2026-12-05', endDate: '2026-12-12', maxDays: 730, slots: [{ weekday: 6, time: '09:00', fieldId: 1, field: 'North' }], blackoutDates: [], teamBlackouts: [{ teamId: 1, date: '2026-12-12' }], timeZone: 'America/New_York', gameLengthMs: LENGTH_MS, existing: [], referees: null });
    expect(plan.games).toHaveLength(2);
    expect(plan.unscheduled).toHaveLength(4);
    expect(plan.unscheduled[0]!.reason).toMatch(/^No date fit before the season's end: of the 2 dates with free slots, /);
  });
});
