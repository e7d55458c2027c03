// Issue 36: the slot rules as properties over 2-32 teams, random slots around the daylight-saving
// changes, the league's other games and rest times; and the examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldKey, intervalsOverlap, type Booking } from '../schedule/booking';
import { addDays } from '../schedule/dates';
import { utcToWallClock } from '../time';
import { buildBracket, type BracketFormat } from './bracket';
import { scheduleBracket, slotStart, type BracketScheduleInput, type BracketSlot } from './schedule';

const RUNS = { numRuns: Number(process.env.BRACKET_RUNS ?? 200) };
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London'];
// Saturdays before the changes of 2026 (spring forward Sunday 8 March in the US, 29 March in London;
// back on 1 November and 25 October) and a plain one
const STARTS = ['2026-03-07', '2026-03-28', '2026-10-24', '2026-10-31', '2026-06-06'];
const FIELDS = ['North', 'South', 'East'];
const time = fc.integer({ min: 0, max: 23 * 4 + 3 }).map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);

const league = fc.integer({ min: 2, max: 32 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    format: fc.constantFrom<BracketFormat>('single', 'double'),
    thirdPlace: n >= 4 ? fc.boolean() : fc.constant(false),
    timeZone: fc.constantFrom(...ZONES),
    start: fc.constantFrom(...STARTS),
    slots: fc.array(fc.record({ day: fc.nat(3), time, field: fc.nat(FIELDS.length - 1) }), { minLength: 1, maxLength: 90 }),
    existing: fc.array(fc.record({ day: fc.nat(3), minutes: fc.nat(24 * 60 - 1), field: fc.nat(FIELDS.length - 1), team: fc.nat(40) }), { maxLength: 8 }),
    minRestMinutes: fc.constantFrom(0, 15, 60),
    gameMinutes: fc.constantFrom(50, 65),
  }),
);

type League = typeof league extends fc.Arbitrary<infer T> ? T : never;
type Input = BracketScheduleInput<ReturnType<typeof buildBracket>['games'][number]>;

function inputOf(l: League): Input {
  const { games } = buildBracket({ format: l.format, seedTeamIds: Array.from({ length: l.n }, (_, i) => 101 + i), thirdPlace: l.format === 'single' && l.thirdPlace });
  const slots = [...new Map(l.slots.map((s) => [`${s.day} ${s.time} ${s.field}`, { date: addDays(l.start, s.day), time: s.time, fieldId: 10 + s.field, field: FIELDS[s.field]! }])).values()];
  const gameLengthMs = l.gameMinutes * 60_000;
  const existing: Booking[] = l.existing.map((e, i) => {
    const start = Date.parse(`${addDays(l.start, e.day)}T00:00:00Z`) + e.minutes * 60_000;
    return { id: i + 1, start, end: start + gameLengthMs, field: FIELDS[e.field]!.toUpperCase(), homeTeamId: 90 + e.team, awayTeamId: 200 + i, refereeId: null };
  });
  return { games, slots, timeZone: l.timeZone, gameLengthMs, minRestMinutes: l.minRestMinutes, existing };
}

describe('scheduling a bracket', () => {
  it('a slot holds one game at its league time; no double booking; a game starts after its feeders end plus the rest', () => {
    fc.assert(
      fc.property(league, (l) => {
        const input = inputOf(l);
        const { games, unscheduled } = scheduleBracket(input);
        const startOf = (slot: BracketSlot) => slotStart(slot, input.timeZone);
        const placed = games.filter((g) => g.scheduledDate !== null).map((g) => ({ game: g, start: Date.parse(g.scheduledDate!), end: Date.parse(g.scheduledDate!) + input.gameLengthMs }));
        expect(unscheduled.map((u) => u.key).sort()).toEqual(games.filter((g) => g.scheduledDate === null).map((g) => g.key).sort());
        const slotsUsed = new Set<BracketSlot>();
        for (const { game, start, end } of placed) {
          // one of the given slots, read in the league's time as written
          const slot = input.slots.find((s) => s.fieldId === game.fieldId && startOf(s) === start)!;
          expect(slot).toBeDefined();
          const wall = utcToWallClock(new Date(start), input.timeZone);
          expect(`${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`).toBe(slot.time);
          expect(slotsUsed.has(slot)).toBe(false);
          slotsUsed.add(slot);
          const field = fieldKey(slot.field);
          const teams = [game.homeTeamId, game.awayTeamId].filter((t) => t !== null);
          for (const other of input.existing) {
            if (!intervalsOverlap({ start, end }, other)) continue;
            expect(fieldKey(other.field)).not.toBe(field);
            expect(teams.some((t) => t === other.homeTeamId || t === other.awayTeamId)).toBe(false);
          }
          for (const other of placed) if (other.game !== game && intervalsOverlap({ start, end }, other)) expect(other.game.fieldId).not.toBe(game.fieldId);
          for (const from of [game.homeFrom, game.awayFrom]) {
            if (from === null) continue;
            const feeder = placed.find((p) => p.game.key === from.key)!;
            expect(feeder).toBeDefined();
            expect(start).toBeGreaterThanOrEqual(feeder.end + input.minRestMinutes * 60_000);
          }
        }
        // a game without a slot: one that feeds it has none, or every slot it could take is taken or clashes
        for (const game of games.filter((g) => g.scheduledDate === null)) {
          const feeders = [game.homeFrom, game.awayFrom].filter((f) => f !== null).map((f) => placed.find((p) => p.game.key === f.key));
          if (feeders.some((f) => f === undefined)) continue;
          const ready = Math.max(-Infinity, ...feeders.map((f) => f!.end + input.minRestMinutes * 60_000));
          for (const slot of input.slots) {
            const start = startOf(slot);
            if (start === null || start < ready || slotsUsed.has(slot)) continue;
            const span = { start, end: start + input.gameLengthMs };
            const teams = [game.homeTeamId, game.awayTeamId];
            const clashes =
              input.existing.some((o) => intervalsOverlap(span, o) && (fieldKey(o.field) === fieldKey(slot.field) || teams.includes(o.homeTeamId))) ||
              placed.some((p) => intervalsOverlap(span, p) && p.game.fieldId === slot.fieldId);
            expect(clashes).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('6 teams single into one Saturday: earliest slots in round order, the semifinals after their quarterfinals', () => {
    const { games } = buildBracket({ format: 'single', seedTeamIds: [101, 102, 103, 104, 105, 106], thirdPlace: false });
    const slots = ['09:00', '10:00', '11:00', '12:00', '13:00'].flatMap((t) => [10, 11].map((fieldId) => ({ date: '2026-11-07', time: t, fieldId, field: `Field ${fieldId}` })));
    const { games: scheduled, unscheduled } = scheduleBracket({ games, slots, timeZone: 'America/New_York', gameLengthMs: 50 * 60_000, minRestMinutes: 30, existing: [] });
    expect(unscheduled).toEqual([]);
    expect(scheduled.map((g) => [g.key, g.fieldId, g.scheduledDate])).toEqual([
      ['W1-1', 10, '2026-11-07T14:00:00.000Z'],
      ['W1-2', 11, '2026-11-07T14:00:00.000Z'],
      // 09:50 + 30 minutes of rest: not 10:00, 11:00
      ['W2-1', 10, '2026-11-07T16:00:00.000Z'],
      ['W2-2', 11, '2026-11-07T16:00:00.000Z'],
      // 11:50 + 30: 13:00
      ['W3-1', 10, '2026-11-07T18:00:00.000Z'],
    ]);
  });

  it('across the spring-forward night: a skipped time is no slot; not enough slots names the games left', () => {
    const { games } = buildBracket({ format: 'double', seedTeamIds: [101, 102, 103, 104], thirdPlace: false });
    const slots = [
      { date: '2026-03-07', time: '23:00', fieldId: 10, field: 'North' },
      { date: '2026-03-07', time: '23:00', fieldId: 11, field: 'South' },
      // 02:30 does not exist in New York on 8 March 2026
      { date: '2026-03-08', time: '02:30', fieldId: 10, field: 'North' },
      { date: '2026-03-08', time: '03:00', fieldId: 10, field: 'North' },
      { date: '2026-03-08', time: '03:00', fieldId: 11, field: 'South' },
      { date: '2026-03-08', time: '09:00', fieldId: 10, field: 'North' },
    ];
    expect(slotStart(slots[2]!, 'America/New_York')).toBeNull();
    const { games: scheduled, unscheduled } = scheduleBracket({ games, slots, timeZone: 'America/New_York', gameLengthMs: 60 * 60_000, minRestMinutes: 0, existing: [] });
    expect(scheduled.map((g) => [g.key, g.scheduledDate])).toEqual([
      ['W1-1', '2026-03-08T04:00:00.000Z'],
      ['W1-2', '2026-03-08T04:00:00.000Z'],
      // 03:00 EDT is 07:00Z: an hour after 23:00 EST's game ended at midnight, clocks skipping 02:00-03:00
      ['W2-1', '2026-03-08T07:00:00.000Z'],
      ['L1-1', '2026-03-08T07:00:00.000Z'],
      ['L2-1', '2026-03-08T13:00:00.000Z'],
      ['GF', null],
      ['GF2', null],
    ]);
    expect(unscheduled).toEqual([
      { key: 'GF', name: 'Grand final', reason: 'No free slot starts once the games that feed it have ended (with the rest time): add slots' },
      { key: 'GF2', name: 'Grand final reset', reason: 'It waits for Grand final, which has no slot' },
    ]);
  });

  it('a league game on the field or with a known team takes the slot', () => {
    const { games } = buildBracket({ format: 'single', seedTeamIds: [101, 102], thirdPlace: false });
    const slots = [
      { date: '2026-06-06', time: '09:00', fieldId: 10, field: 'North' },
      { date: '2026-06-06', time: '09:00', fieldId: 11, field: 'South' },
      { date: '2026-06-06', time: '10:00', fieldId: 11, field: 'South' },
    ];
    const at = (hour: number) => Date.UTC(2026, 5, 6, hour + 4, 30);
    const existing: Booking[] = [
      { id: 1, start: at(8), end: at(9), field: ' north ', homeTeamId: 7, awayTeamId: 8, refereeId: null },
      { id: 2, start: at(8), end: at(9), field: 'West', homeTeamId: 102, awayTeamId: 9, refereeId: null },
    ];
    const { games: scheduled } = scheduleBracket({ games, slots, timeZone: 'America/New_York', gameLengthMs: 60 * 60_000, minRestMinutes: 0, existing });
    expect(scheduled.map((g) => [g.key, g.fieldId, g.scheduledDate])).toEqual([['W1-1', 11, '2026-06-06T14:00:00.000Z']]);
    // North at 09:00: the league's game on ' north ' until 09:30; South at 09:00: team 102 plays until 09:30
  });
});
