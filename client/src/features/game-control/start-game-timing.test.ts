import { describe, expect, it } from 'vitest';
import { START_GAME_WINDOW_MS, kickoffDistance } from './start-game-timing';

const NOW = Date.parse('2026-12-05T15:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('kickoffDistance', () => {
  it('is near within 2 hours either side, the bounds included', () => {
    expect(kickoffDistance(at(0), NOW)).toBe('near');
    expect(kickoffDistance(at(START_GAME_WINDOW_MS), NOW)).toBe('near');
    expect(kickoffDistance(at(-START_GAME_WINDOW_MS), NOW)).toBe('near');
    expect(kickoffDistance(at(90 * 60_000), NOW)).toBe('near');
  });

  it('is ahead or past beyond 2 hours', () => {
    expect(kickoffDistance(at(START_GAME_WINDOW_MS + 1000), NOW)).toBe('ahead');
    expect(kickoffDistance(at(14 * 24 * 3600_000), NOW)).toBe('ahead');
    expect(kickoffDistance(at(-START_GAME_WINDOW_MS - 1000), NOW)).toBe('past');
  });
});
