import type { QueryKey } from '@tanstack/react-query';
import type { GameStatus } from '@common/constants';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { SERVER_NOW_HEADER } from '@common/schemas/scoreboard';
import { apiFetch } from '@client/lib/api';
import { serverClock } from '@client/lib/server-clock';

// Spec 7: the public game lists, by the route's league or league-less. The path ends in /games?...
// so the live socket (lib/game-cache.ts) treats them as game lists: a push updates and reloads them.
export function publicGamesKey(slug: string | null, status: GameStatus): QueryKey {
  return slug ? ['/api/leagues', slug, 'public', `games?status=${status}`] : [`/api/public/games?status=${status}`];
}

function pathOf(slug: string | null, status: GameStatus): string {
  return slug ? `/api/leagues/${slug}/public/games?status=${status}` : `/api/public/games?status=${status}`;
}

// A poll that finds nothing new is a 304 without a body. The browser's HTTP cache (default cache
// mode: the server's no-cache + ETag make it revalidate with If-None-Match) hands back the stored
// list as a 200; a bare 304 reaching this code keeps the list already cached. Every answer,
// 304 included, carries the server's clock, so the countdown is right even from a stored body.
export async function fetchPublicGames(
  slug: string | null,
  status: GameStatus,
  signal: AbortSignal,
  cached: PublicGameDto[] | undefined,
): Promise<PublicGameDto[]> {
  const response = await apiFetch(pathOf(slug, status), { signal, notModifiedIsOk: cached !== undefined });
  const serverNow = Number(response.headers.get(SERVER_NOW_HEADER));
  if (serverNow > 0) serverClock.sample(serverNow);
  if (response.status === 304 && cached) return cached;
  return (await response.json()) as PublicGameDto[];
}

// Spec 7: team record (league-less too), stats and upcoming games.
export function teamRecordKey(slug: string | null, teamId: number): QueryKey {
  return slug ? ['/api/leagues', slug, 'teams', teamId, 'record'] : ['/api/teams', teamId, 'record'];
}

export function teamStatsKey(slug: string, teamId: number): QueryKey {
  return ['/api/leagues', slug, 'teams', teamId, 'stats'];
}

export function teamUpcomingKey(slug: string, teamId: number): QueryKey {
  return ['/api/leagues', slug, 'teams', teamId, 'upcoming'];
}

// The league's teams (public; the admin dashboard reads the same list): issue 34, a team's division.
export function leagueTeamsKey(slug: string): QueryKey {
  return ['/api/leagues', slug, 'teams'];
}

// Any of the three team reads above.
export function isTeamFactsKey(queryKey: QueryKey): boolean {
  const last = queryKey.at(-1);
  return (queryKey[0] === '/api/leagues' && queryKey[2] === 'teams' && (last === 'record' || last === 'stats' || last === 'upcoming')) || (queryKey[0] === '/api/teams' && last === 'record');
}
