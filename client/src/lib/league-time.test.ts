import { describe, expect, it } from 'vitest';
import { formatClock, formatLeagueTime, fromLeagueInputValue, toLeagueInputValue } from './league-time';

describe('league time', () => {
  it('reads a form value as the league wall clock and shows it back', () => {
    const iso = fromLeagueInputValue('2026-09-12T09:00', 'America/New_York');
    expect(iso).toBe('2026-09-12T13:00:00.000Z');
    expect(toLeagueInputValue(iso!, 'America/New_York')).toBe('2026-09-12T09:00');
    expect(formatLeagueTime(iso!, 'America/Los_Angeles')).toBe('6:00 AM');
    expect(fromLeagueInputValue('not a date', 'America/New_York')).toBeNull();
  });

  it('formats the game clock as m:ss', () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
