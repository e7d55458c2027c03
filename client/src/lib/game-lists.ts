import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { GAME_STATUSES, type GameStatus } from '@common/constants';
import type { GameDto, PublicGameDto } from '@common/schemas/games/dto';
import { pathFromQueryKey } from './api';

// What a cached game list is, read from its query key: the lists of spec 7 are
//   /api/leagues/{slug}/games[?status=s] and /api/games[?status=s]   (staff: the whole game)
//   /api/leagues/{slug}/public/games[?status=s] and /api/public/games[?status=s]   (anyone: no referee)
// The league-less forms mean the user's league (staff) or the default league (public).
export type GameListInfo = {
  audience: 'staff' | 'public';
  // the route's slug; null for the league-less forms
  slug: string | null;
  // null: every game of the league (the admin tables)
  status: GameStatus | null;
};

const LIST_PATH = /^\/api\/(?:leagues\/([^/?]+)\/)?(public\/)?games(?:\?status=([a-z]+))?$/;

export function gameListOf(queryKey: QueryKey): GameListInfo | null {
  const match = LIST_PATH.exec(pathFromQueryKey(queryKey));
  if (!match) return null;
  const status = match[3] ?? null;
  if (status !== null && !(GAME_STATUSES as readonly string[]).includes(status)) return null;
  return { audience: match[2] ? 'public' : 'staff', slug: match[1] ?? null, status: status as GameStatus | null };
}

type AnyGame = GameDto | PublicGameDto;

// The league a list belongs to: its games say so; an empty list borrows the answer from a list of
// the same league form, or from the league loaded by slug (or the user's league for staff lists).
// null: unknown, so nothing can be added to it locally.
export function leagueIdOfList(queryClient: QueryClient, info: GameListInfo, games: readonly AnyGame[]): number | null {
  if (games.length > 0) return games[0]!.leagueId;
  const sameLeague = (other: GameListInfo) => other.slug === info.slug && (info.slug !== null || other.audience === info.audience);
  for (const query of queryClient.getQueryCache().getAll()) {
    const other = gameListOf(query.queryKey);
    const data = query.state.data;
    if (other && sameLeague(other) && Array.isArray(data) && data.length > 0) return (data[0] as AnyGame).leagueId;
  }
  if (info.slug !== null) return queryClient.getQueryData<{ id: number } | null>(['/api/leagues/by-slug', info.slug])?.id ?? null;
  if (info.audience === 'staff') return queryClient.getQueryData<{ leagueId: number | null } | null>(['/api/user'])?.leagueId ?? null;
  return null;
}

// The server's order of every game list: kickoff, then id (server/modules/games/store.ts).
function before(a: AnyGame, b: AnyGame): boolean {
  return a.scheduledDate < b.scheduledDate || (a.scheduledDate === b.scheduledDate && a.id < b.id);
}

// The list with `game` in its place (replacing the copy with its id, if any), in the server's order.
export function placeGame<T extends AnyGame>(games: readonly T[], game: T): T[] {
  const rest = games.filter((item) => item.id !== game.id);
  const at = rest.findIndex((item) => before(game, item));
  rest.splice(at === -1 ? rest.length : at, 0, game);
  return rest;
}

// What anyone may see of a game: a staff copy put in a public list loses its referee, as the
// server's public lists do (decision 014).
export function publicGame(game: AnyGame): PublicGameDto {
  if (!('refereeId' in game)) return game;
  const { refereeId: _refereeId, referee: _referee, ...rest } = game;
  return rest;
}

// Every cached list of games, whatever screen holds it (dashboard, referee lists, scoreboard).
export function invalidateGames(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && /(^|\/)games(\/|$)/.test(part)),
  });
}
