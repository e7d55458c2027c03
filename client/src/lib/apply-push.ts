import type { QueryClient } from '@tanstack/react-query';
import type { LiveServerMessage } from '@common/schemas/live-protocol';
import { forgetGame, gameOfScoringPlaysKey, isGameKey, isGameListKey, storeEvent, storeGame } from './game-cache';

// What a push means for the query cache (spec 7, architecture rule 10): it is applied, not
// refetched. gameUpdated replaces the game in every cache that holds it and moves it between the
// lists of each status, and the scoring plays it carries join the game's plays; eventCreated adds
// its event to the game's events; gameDeleted takes the game out of every list. A list reloads
// only when a push cannot be applied there (game-cache.ts).
export function applyLiveMessage(queryClient: QueryClient, message: LiveServerMessage): void {
  switch (message.type) {
    case 'gameUpdated': {
      const { plays, ...game } = message.data;
      storeGame(queryClient, game);
      for (const event of plays ?? []) storeEvent(queryClient, event);
      return;
    }
    case 'eventCreated':
      storeEvent(queryClient, message.data.event);
      return;
    case 'gameDeleted':
      forgetGame(queryClient, message.data.gameId);
      return;
    default:
      return;
  }
}

// After a drop, whatever was pushed meanwhile is lost: reload the games on screen.
export function refreshAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isGameKey(queryKey) || isGameListKey(queryKey) || (queryKey[0] === '/api/games' && queryKey[2] === 'events') || gameOfScoringPlaysKey(queryKey) !== null,
  });
}
