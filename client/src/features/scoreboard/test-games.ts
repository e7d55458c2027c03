import type { PublicGameDto } from '@common/schemas/games/dto';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';

// A public game as the server sends it, for the scoreboard's unit tests: the 2nd quarter, 13-7,
// clock stopped at 8:25.
export const T0 = Date.UTC(2026, 4, 2, 15, 0, 0);

export function publicGame(overrides: Partial<PublicGameDto> = {}, clock: Partial<PublicGameDto['clock']> = {}): PublicGameDto {
  const { refereeId: _refereeId, referee: _referee, ...game } = gameDtoFixture({
    id: 1,
    homeTeamId: 11,
    awayTeamId: 12,
    field: 'Riverside Park - Field 1',
    scheduledDate: '2026-05-02T14:30:00.000Z',
    blitzesPerPeriod: 2,
    homeScore: 13,
    awayScore: 7,
    currentPeriod: 2,
    periodLabel: '2nd Quarter',
    timeRemaining: 505,
    currentDown: 2,
    homeTimeoutsUsed: 1,
    awayBlitzesUsed: 1,
    homeTimeoutsRemaining: 1,
    homeBlitzesRemaining: 2,
    awayBlitzesRemaining: 1,
    serverNow: T0,
    ...overrides,
  });
  return { ...game, clock: { timeRemainingMs: 505_000, clockStartedAt: null, timeoutEndsAt: null, timeoutResumesClock: false, halftimeEndsAt: null, ...clock } };
}
