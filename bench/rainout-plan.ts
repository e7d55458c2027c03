// The cost of a rainout's plan (common/schedule/reschedule.ts) on a large league: 96 games on a
// Saturday (12 fields x 8 times, 192 teams) moved into Saturdays a year ahead, 1) when the next
// Saturday is free, 2) when every Saturday of the year is full (every game scans 52 dates: the worst).
import { rescheduleGames } from '../common/schedule/reschedule';
import { addDays } from '../common/schedule/dates';
import { wallClockToUtc } from '../common/time';
import type { Booking } from '../common/schedule/booking';
const TZ = 'America/New_York';
const LEN = 65 * 60_000;
const fields = Array.from({ length: 12 }, (_, i) => ({ fieldId: i + 1, field: `Field ${i + 1}` }));
const times = ['08:00', '09:15', '10:30', '11:45', '13:00', '14:15', '15:30', '16:45'];
const slots = times.flatMap((time) => fields.map((f) => ({ weekday: 6, time, ...f })));
const games = slots.map((_, i) => ({ id: i + 1, homeTeamId: 2 * i + 1, awayTeamId: 2 * i + 2, refereeId: null, lengthMs: LEN }));
function fullSaturdays(from: string, weeks: number): Booking[] {
  const out: Booking[] = [];
  for (let w = 0; w < weeks; w++) {
    const [y, m, d] = addDays(from, 7 * w).split('-').map(Number) as [number, number, number];
    slots.forEach((s, i) => {
      const [h, min] = s.time.split(':').map(Number) as [number, number];
      const start = wallClockToUtc({ year: y, month: m, day: d, hour: h, minute: min }, TZ).getTime();
      out.push({ id: 100000 + w * 1000 + i, start, end: start + LEN, field: s.field, homeTeamId: 1000 + 2 * i, awayTeamId: 1001 + 2 * i, refereeId: null });
    });
  }
  return out;
}
for (const [name, existing] of [['next Saturday free', fullSaturdays('2026-12-19', 51)], ['every Saturday of the year full', fullSaturdays('2026-12-12', 53)]] as const) {
  const input = { games, startDate: '2026-12-12', endDate: null, maxDays: 366, slots, blackoutDates: [], teamBlackouts: [], timeZone: TZ, existing, referees: [] };
  rescheduleGames(input);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); const plan = rescheduleGames(input); runs.push(performance.now() - t); if (i === 0) console.log(name, `${existing.length} bookings:`, plan.placed.length, 'placed,', plan.unscheduled.length, 'unscheduled'); }
  runs.sort((a, b) => a - b);
  console.log(`  median ${runs[2]!.toFixed(0)} ms (min ${runs[0]!.toFixed(0)}, max ${runs[4]!.toFixed(0)})`);
}
