import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { GameDto, PublicGameDto } from '@common/schemas/games';
import { pathFromQueryKey } from './api';
import { serverClock } from './server-clock';

// Where games live in the query cache, shared by the screens, the actions and the live socket.

export function gameKey(gameId: number): QueryKey {
  return ['/api/games', gameId];
}

export function gameEventsKey(gameId: number): QueryKey {
  return ['/api/games', gameId, 'events'];
}

// The lists of spec 7: /api/games, /api/leagues/{slug}/games and their public forms, with or
// without ?status=. A single game (/api/games/5) and its events are not lists.
const GAME_LIST_PATH = /\/games(\?|$)/;

export function isGameListKey(queryKey: QueryKey): boolean {
  return GAME_LIST_PATH.test(pathFromQueryKey(queryKey));
}

export function isGameKey(queryKey: QueryKey): boolean {
  return queryKey.length === 2 && queryKey[0] === '/api/games' && typeof queryKey[1] === 'number';
}

// Answers can arrive out of order (a poll sent before a write, answered after its push): never go
// back to an older version. An equal version is a fresher reading of the same stored state.
export function newerGame(cached: GameDto | undefined | null, incoming: GameDto): GameDto {
  if (cached && cached.id === incoming.id && cached.version > incoming.version) return cached;
  return incoming;
}

// Stores a game the server sent (a response or a push): the detail entry, and the same game in any
// cached list, so every screen shows it at once.
// A public copy (league channel, no referee) updates a cached full game but never replaces it.
function withReferee(cached: GameDto | undefined, game: GameDto | PublicGameDto): GameDto | undefined {
  if ('refereeId' in game) return game;
  return cached ? { ...game, refereeId: cached.refereeId, referee: cached.referee } : undefined;
}

export function storeGame(queryClient: QueryClient, game: GameDto | PublicGameDto): void {
  serverClock.sample(game.serverNow);
  queryClient.setQueryData<GameDto>(gameKey(game.id), (cached) => {
    const full = withReferee(cached, game);
    return full ? newerGame(cached, full) : cached;
  });
  queryClient.setQueriesData<GameDto[] | null>({ predicate: (query) => isGameListKey(query.queryKey) }, (list) =>
    Array.isArray(list) && list.some((item) => item.id === game.id)
      ? list.map((item) => (item.id === game.id ? newerGame(item, withReferee(item, game)!) : item))
      : list,
  );
}
