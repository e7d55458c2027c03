import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { GameStatus } from '@common/constants';
import type { GameDto } from '@common/schemas/games/dto';
import { leagueChannel } from '@common/schemas/live-protocol';
import { isGameListKey, keepNewerGames, storeGame } from '@client/lib/game-cache';
import { useLiveChannel } from '@client/lib/use-live-channel';
import { serverClock } from '@client/lib/server-clock';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { postGameAction } from '@client/features/game-control/game-api';
import { REFEREE_TEXT } from './texts';
import { useWorkingLeague } from '@client/lib/use-working-league';
import { gameControlPath } from '@client/lib/referee-paths';

// Spec 7: the league's games of one status, by the route's slug or league-less (the user's league).
function gamesKey(routeSlug: string | null, status: GameStatus): string[] {
  return routeSlug ? ['/api/leagues', routeSlug, `games?status=${status}`] : [`/api/games?status=${status}`];
}

function byKickoff(a: GameDto, b: GameDto): number {
  return a.scheduledDate.localeCompare(b.scheduledDate) || a.id - b.id;
}

function useGameList(routeSlug: string | null, status: GameStatus, failureTitle: string) {
  const query = useQuery<GameDto[]>({ queryKey: gamesKey(routeSlug, status), structuralSharing: keepNewerGames });
  useFetchFailureToast(failureTitle, query.error);
  // Start Game's 2-hour rule reads the server's time: each list that arrives is a sample, taken at
  // the instant it arrived (the newest serverNow among its games).
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    const serverNow = Math.max(0, ...(data ?? []).map((game) => game.serverNow));
    if (serverNow > 0 && dataUpdatedAt > 0) serverClock.sample(serverNow, dataUpdatedAt);
  }, [data, dataUpdatedAt]);
  // Pushes move a game between the lists (lib/game-cache.ts); each list still shows only its own status.
  const games = (query.data ?? []).filter((game) => game.status === status).sort(byKickoff);
  return { games, isPending: query.isPending, isError: query.isError };
}

// Spec 2.5: the live and the scheduled games. No polling (spec 9); the league's pushes are applied to them.
export function useRefereeGames() {
  const { routeSlug, slug: liveSlug } = useWorkingLeague();
  useLiveChannel(liveSlug ? leagueChannel(liveSlug) : null);
  return {
    live: useGameList(routeSlug, 'live', REFEREE_TEXT.fetchLiveFailed),
    scheduled: useGameList(routeSlug, 'scheduled', REFEREE_TEXT.fetchGamesFailed),
  };
}

// Spec 2.5 and 4: Start Game sets the game live with the clock stopped, then opens its control page.
export function useStartGame() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { routeSlug } = useWorkingLeague();
  return useApiMutation<number, GameDto>({
    mutationFn: (gameId) => postGameAction(gameId, { type: 'startGame' }),
    failureTitle: REFEREE_TEXT.startFailed,
    onSuccess: (game) => {
      storeGame(queryClient, game);
      navigate(gameControlPath(routeSlug, game.id));
    },
    // the answer moves the game from the scheduled list to the live one: nothing to reload but after a refusal
    invalidate: (client, failed) => (failed ? client.invalidateQueries({ predicate: (query) => isGameListKey(query.queryKey) }) : Promise.resolve()),
  });
}
