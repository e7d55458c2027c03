import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GameDto } from '@common/schemas/games/dto';
import { applyLiveMessage } from './apply-push';
import { gameKey } from './game-cache';
import { gameDtoFixture as game } from './game-dto.fixture';

// Every cache a push reaches, on a real QueryClient with screens on it: push-applied.test.ts.

describe('applyLiveMessage', () => {
  it('gameUpdated replaces the cached game and the same game in cached lists', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(gameKey(5), game({ homeScore: 0 }));
    const listKey = ['/api/leagues', 'demo', 'games?status=live'];
    queryClient.setQueryData(listKey, [game({ id: 4 }), game({ homeScore: 0 })]);
    applyLiveMessage(queryClient, { type: 'gameUpdated', data: { ...game({ homeScore: 6, version: 4 }), plays: [] } });
    expect(queryClient.getQueryData<GameDto>(gameKey(5))?.homeScore).toBe(6);
    expect(queryClient.getQueryData<GameDto>(gameKey(5))).not.toHaveProperty('plays');
    expect(queryClient.getQueryData<GameDto[]>(listKey)?.map((g) => g.homeScore)).toEqual([0, 6]);
  });

  it('an older version never overwrites a newer one', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(gameKey(5), game({ homeScore: 12, version: 9 }));
    applyLiveMessage(queryClient, { type: 'gameUpdated', data: game({ homeScore: 6, version: 8 }) });
    expect(queryClient.getQueryData<GameDto>(gameKey(5))?.homeScore).toBe(12);
  });
});
