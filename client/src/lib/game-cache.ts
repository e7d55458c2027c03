import { type QueryClient, type QueryKey, replaceEqualDeep } from '@tanstack/react-query';
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

type Versioned = { id: number; version: number };

// Answers can arrive out of order (a poll sent before a write, answered after its push): never go
// back to an older version. An equal version is a fresher reading of the same stored state.
export function newerGame<T extends Versioned>(cached: T | undefined | null, incoming: T): T {
  if (cached && cached.id === incoming.id && cached.version > incoming.version) return cached;
  return incoming;
}

// A list as the server answered it, each game kept at the newest version the cache holds.
export function newerGames<T extends Versioned>(cached: readonly T[] | undefined | null, incoming: T[]): T[] {
  if (!cached || cached.length === 0) return incoming;
  const held = new Map(cached.map((game) => [game.id, game]));
  return incoming.map((game) => newerGame(held.get(game.id), game));
}

// `structuralSharing` of the queries of a game and of a game list: a fetch's answer is compared with
// what the cache holds when the answer lands, not when the fetch started, so a push that arrived
// meanwhile is not overwritten by the older state of a poll that crossed it.
export function keepNewerGame(cached: unknown, incoming: unknown): unknown {
  return replaceEqualDeep(cached, newerGame(cached as Versioned | undefined, incoming as Versioned));
}

export function keepNewerGames(cached: unknown, incoming: unknown): unknown {
  return replaceEqualDeep(cached, newerGames(cached as Versioned[] | undefined, incoming as Versioned[]));
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
