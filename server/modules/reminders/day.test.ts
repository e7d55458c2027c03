// The evening-before rule in league time: due from 18:00 to midnight of the league's own clock,
// whatever the zone and on the days its clocks change; a league date's span is 23 or 25 hours then.
import { describe, expect, it } from 'vitest';
import { daySpan, reminderDayAt } from './day';

const at = (iso: string) => new Date(iso);

describe('the evening-before rule', () => {
  it('is due from 18:00 league time until midnight, for the league date after', () => {
    const ny = 'America/New_York';
    // 17:59 and 18:00 EDT on Fri 6 Jun 2031
    expect(reminderDayAt(at('2031-06-06T21:59:00Z'), ny)).toBeNull();
    expect(reminderDayAt(at('2031-06-06T22:00:00Z'), ny)).toBe('2031-06-07');
    // 20:00 (a process started late still sends) and 23:59
    expect(reminderDayAt(at('2031-06-07T00:00:00Z'), ny)).toBe('2031-06-07');
    expect(reminderDayAt(at('2031-06-07T03:59:59Z'), ny)).toBe('2031-06-07');
    // 00:00 and 00:30 on Sat 7 Jun: yesterday's evening is gone, tonight's not yet due
    expect(reminderDayAt(at('2031-06-07T04:00:00Z'), ny)).toBeNull();
    expect(reminderDayAt(at('2031-06-07T04:30:00Z'), ny)).toBeNull();
  });

  it('follows each league\'s own clock: one instant is evening in one zone and morning in another', () => {
    const instant = at('2031-06-06T22:30:00Z');
    expect(reminderDayAt(instant, 'America/New_York')).toBe('2031-06-07');
    expect(reminderDayAt(instant, 'Pacific/Auckland')).toBeNull();
    expect(reminderDayAt(instant, 'America/Los_Angeles')).toBeNull();
    // 18:30 in Auckland is 06:30 UTC of the same date; its tomorrow is the 8th
    expect(reminderDayAt(at('2031-06-07T06:30:00Z'), 'Pacific/Auckland')).toBe('2031-06-08');
    // the last day of a year
    expect(reminderDayAt(at('2031-12-31T23:30:00Z'), 'UTC')).toBe('2032-01-01');
  });

  it('keeps 18:00 on the clock across a change of offset (DST)', () => {
    const ny = 'America/New_York';
    // 18:00 EST on Sat 8 Mar 2031 is 23:00Z; 18:00 EDT on Sun 9 Mar is 22:00Z
    expect(reminderDayAt(at('2031-03-08T22:59:00Z'), ny)).toBeNull();
    expect(reminderDayAt(at('2031-03-08T23:00:00Z'), ny)).toBe('2031-03-09');
    expect(reminderDayAt(at('2031-03-09T21:59:00Z'), ny)).toBeNull();
    expect(reminderDayAt(at('2031-03-09T22:00:00Z'), ny)).toBe('2031-03-10');
  });

  it('spans a league date from its midnight to the next, 23 or 25 hours on a change', () => {
    const ny = 'America/New_York';
    expect(daySpan('2031-06-07', ny)).toEqual({ from: at('2031-06-07T04:00:00Z'), to: at('2031-06-08T04:00:00Z') });
    const spring = daySpan('2031-03-09', ny);
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3600_000);
    const fall = daySpan('2031-11-02', ny);
    expect(fall).toEqual({ from: at('2031-11-02T04:00:00Z'), to: at('2031-11-03T05:00:00Z') });
  });
});
