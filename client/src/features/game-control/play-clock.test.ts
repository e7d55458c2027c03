import { describe, expect, it } from 'vitest';
import { playClockLeft, startPlayClock } from './play-clock';

describe('the play clock', () => {
  it('shows the full count until tapped, then counts down in whole seconds rounded up, and stops at 0', () => {
    expect(playClockLeft({ endsAt: null, seconds: 25 }, 5_000)).toBe(25);
    const running = startPlayClock(25, 10_000);
    expect(playClockLeft(running, 10_000)).toBe(25);
    expect(playClockLeft(running, 10_001)).toBe(25);
    expect(playClockLeft(running, 11_000)).toBe(24);
    expect(playClockLeft(running, 34_999)).toBe(1);
    expect(playClockLeft(running, 35_000)).toBe(0);
    expect(playClockLeft(running, 90_000)).toBe(0);
  });
});
