import { describe, expect, it } from 'vitest';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';
import { groupScheduledGames } from './scheduled-games';

const ZONE = 'America/New_York';
// Sat, Dec 5, 2026, 10:00 in New York.
const NOW = Date.parse('2026-12-05T15:00:00.000Z');

const game = (id: number, scheduledDate: string, refereeId: number | null = null) =>
  gameDtoFixture({ id, scheduledDate, refereeId, status: 'scheduled' });

describe('groupScheduledGames', () => {
  it("puts the referee's own games first, today's first, then by kickoff", () => {
    const games = [
      game(1, '2026-12-12T15:00:00.000Z', 7), // next week, own
      game(2, '2026-12-05T20:00:00.000Z', 7), // today 3 PM, own
      game(3, '2026-11-28T15:00:00.000Z', 7), // last week, own, overdue
      game(4, '2026-12-05T14:00:00.000Z', 7), // today 9 AM, own
      game(5, '2026-12-05T16:00:00.000Z', 8), // today, another referee's
      game(6, '2026-12-01T16:00:00.000Z', null), // unassigned
    ];
    const { own, others } = groupScheduledGames(games, 7, NOW, ZONE);
    expect(own.map((g) => g.id)).toEqual([4, 2, 3, 1]);
    expect(others.map((g) => g.id)).toEqual([5, 6]);
  });

  it("counts today by the league's calendar, not UTC's", () => {
    // 11:30 PM in New York on Dec 5 is already Dec 6 in UTC: still today for the league.
    const late = game(1, '2026-12-06T04:30:00.000Z', 7);
    // 1 AM UTC on Dec 5 is Dec 4 in New York: yesterday.
    const yesterday = game(2, '2026-12-05T01:00:00.000Z', 7);
    expect(groupScheduledGames([yesterday, late], 7, NOW, ZONE).own.map((g) => g.id)).toEqual([1, 2]);
  });

  it('with no signed-in referee every game is one of the others', () => {
    const games = [game(1, '2026-12-12T15:00:00.000Z', 7), game(2, '2026-12-05T20:00:00.000Z')];
    expect(groupScheduledGames(games, null, NOW, ZONE)).toEqual({ own: [], others: [games[1], games[0]] });
  });

  it('does not reorder the list it was given', () => {
    const games = [game(1, '2026-12-12T15:00:00.000Z', 7), game(2, '2026-12-05T20:00:00.000Z', 7)];
    groupScheduledGames(games, 7, NOW, ZONE);
    expect(games.map((g) => g.id)).toEqual([1, 2]);
  });
});
