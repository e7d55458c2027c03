import { describe, expect, it } from 'vitest';
import { pathFromQueryKey } from '@client/lib/api';
import { isGameListKey } from '@client/lib/game-cache';
import { isTeamFactsKey, publicGamesKey, teamRecordKey, teamStatsKey, teamUpcomingKey } from './public-games-api';

describe('the scoreboard’s query keys', () => {
  it('name the spec 7 paths', () => {
    expect(pathFromQueryKey(publicGamesKey('demo', 'live'))).toBe('/api/leagues/demo/public/games?status=live');
    expect(pathFromQueryKey(publicGamesKey(null, 'completed'))).toBe('/api/public/games?status=completed');
    expect(pathFromQueryKey(teamRecordKey('demo', 5))).toBe('/api/leagues/demo/teams/5/record');
    expect(pathFromQueryKey(teamRecordKey(null, 5))).toBe('/api/teams/5/record');
    expect(pathFromQueryKey(teamStatsKey('demo', 5))).toBe('/api/leagues/demo/teams/5/stats');
    expect(pathFromQueryKey(teamUpcomingKey('demo', 5))).toBe('/api/leagues/demo/teams/5/upcoming');
  });

  it('are game lists to the live socket, so a push updates and reloads them', () => {
    for (const status of ['live', 'scheduled', 'completed'] as const) {
      expect(isGameListKey(publicGamesKey('demo', status))).toBe(true);
      expect(isGameListKey(publicGamesKey(null, status))).toBe(true);
    }
    expect(isGameListKey(teamUpcomingKey('demo', 5))).toBe(false);
  });

  it('tell the team reads from the rest', () => {
    expect(isTeamFactsKey(teamRecordKey('demo', 5))).toBe(true);
    expect(isTeamFactsKey(teamRecordKey(null, 5))).toBe(true);
    expect(isTeamFactsKey(teamStatsKey('demo', 5))).toBe(true);
    expect(isTeamFactsKey(teamUpcomingKey('demo', 5))).toBe(true);
    expect(isTeamFactsKey(publicGamesKey('demo', 'live'))).toBe(false);
    expect(isTeamFactsKey(['/api/leagues', 'demo', 'teams'])).toBe(false);
    expect(isTeamFactsKey(['/api/games', 5])).toBe(false);
  });
});
