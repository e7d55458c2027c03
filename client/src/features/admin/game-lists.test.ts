import { describe, expect, it } from 'vitest';
import type { GameDto } from '@common/schemas/games/dto';
import { CROSSOVER, divisionNameOf, gamesOfDivision, isValidGameId, refereeName, splitGames, winnerLine } from './game-lists';

const game = (id: number, status: GameDto['status'], scheduledDate: string) => ({ id, status, scheduledDate }) as GameDto;

describe('dashboard games tables (spec 2.4)', () => {
  it('puts every game not completed in Upcoming, live first then soonest, and completed ones in Finished, latest first', () => {
    const { upcoming, finished } = splitGames([
      game(1, 'completed', '2026-01-03T10:00:00Z'),
      game(2, 'scheduled', '2026-02-01T10:00:00Z'),
      game(3, 'live', '2026-01-20T10:00:00Z'),
      game(4, 'cancelled', '2026-01-25T10:00:00Z'),
      game(5, 'completed', '2026-01-10T10:00:00Z'),
    ]);
    expect(upcoming.map((g) => g.id)).toEqual([3, 4, 2]);
    expect(finished.map((g) => g.id)).toEqual([5, 1]);
  });

  it("names the winner or 'Tie'", () => {
    const teams = { homeTeam: { name: 'Red Hawks', color: '#f00' }, awayTeam: { name: 'Blue Thunder', color: '#00f' } };
    expect(winnerLine({ ...teams, homeScore: 14, awayScore: 7 })).toBe('Winner: Red Hawks');
    expect(winnerLine({ ...teams, homeScore: 6, awayScore: 13 })).toBe('Winner: Blue Thunder');
    expect(winnerLine({ ...teams, homeScore: 7, awayScore: 7 })).toBe('Winner: Tie');
  });

  it('shows referee names and checks ids before a delete', () => {
    expect(refereeName({ firstName: 'Riley', lastName: 'Stripes' })).toBe('Riley Stripes');
    expect(refereeName({ firstName: 'Riley', lastName: null })).toBe('Riley');
    expect(refereeName(null)).toBeNull();
    expect(isValidGameId(12)).toBe(true);
    for (const bad of [0, -1, 1.5, Number.NaN, '12', undefined]) expect(isValidGameId(bad)).toBe(false);
  });

  it('filters the tables by division (issue 34): a crossover game belongs to none', () => {
    const games = [
      { id: 1, divisionId: 4 },
      { id: 2, divisionId: 7 },
      { id: 3, divisionId: null },
    ] as unknown as GameDto[];
    expect(gamesOfDivision(games, '').map((g) => g.id)).toEqual([1, 2, 3]);
    expect(gamesOfDivision(games, '7').map((g) => g.id)).toEqual([2]);
    expect(gamesOfDivision(games, CROSSOVER).map((g) => g.id)).toEqual([3]);
    const divisions = [{ id: 4, name: 'U10 Coed', sortOrder: 0, teamCount: 6, rosterLockDate: null, publicPlayerNames: true, instructional: false }];
    expect(divisionNameOf(games[0]!, divisions)).toBe('U10 Coed');
    expect(divisionNameOf(games[2]!, divisions)).toBe('Crossover');
  });
});
