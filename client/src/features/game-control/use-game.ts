import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { POLL_MS } from '@common/constants';
import type { GameAction, GameActionType } from '@common/game-rules';
import { gameChannel, type GameDto, type GameEventDto } from '@common/schemas/games';
import { toast } from '@client/components/ui/use-toast';
import { errorStatus } from '@client/lib/api-errors';
import { gameEventsKey, gameKey, keepNewerGame, storeGame } from '@client/lib/game-cache';
import { useLiveChannel } from '@client/lib/live-socket';
import { serverClock } from '@client/lib/server-clock';
import { showFailure, useFetchFailureToast } from './failure-toast';
import { fetchGame, fetchGameEvents, gameErrorBody, postGameAction } from './game-api';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// A game that does not exist (or is another league's) will not appear by asking again.
function isFinalError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 400 || status === 403 || status === 404;
}

// Spec 2.6: the game, polled every second, and replaced at once by live pushes of the game channel.
export function useGame(gameId: number | null) {
  const query = useQuery<GameDto>({
    queryKey: gameKey(gameId ?? 0),
    queryFn: ({ signal }) => fetchGame(gameId!, signal),
    structuralSharing: keepNewerGame,
    enabled: gameId !== null,
    refetchInterval: (q) => (q.state.status === 'error' && isFinalError(q.state.error) ? false : POLL_MS.gameControl),
  });
  useFetchFailureToast(TEXT.fetchGameFailed, query.error);
  // Subscribed once the game is known to exist; the server's subscribe answer carries the game too.
  useLiveChannel(gameId !== null && query.data !== undefined ? gameChannel(gameId) : null);
  return query;
}

export function useGameEvents(gameId: number) {
  const query = useQuery<GameEventDto[]>({
    queryKey: gameEventsKey(gameId),
    queryFn: ({ signal }) => fetchGameEvents(gameId, signal),
  });
  useFetchFailureToast(TEXT.fetchEventsFailed, query.error);
  return query;
}

// The spec 8 toast title of a failed action; refusals with a title of their own ('Timeout not
// allowed', 'Blitz not allowed') show that instead.
function failureTitle(type: GameActionType): string {
  if (type === 'callTimeout') return TEXT.timeoutFailed;
  if (type === 'callBlitz') return TEXT.blitzFailed;
  return TEXT.updateFailed;
}

const RECORDS_EVENTS: ReadonlySet<GameActionType> = new Set(['addScore', 'callTimeout', 'callBlitz', 'nextPeriod']);

// Every referee action: POST /api/games/{id}/actions with an Idempotency-Key of its own. The answer
// (the whole game) replaces the cached one at once; a refusal shows the engine's reason.
export function useGameAction(gameId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation<GameDto, Error, GameAction>({
    mutationFn: (action) => postGameAction(gameId, action),
    onSuccess: (game, action) => {
      storeGame(queryClient, game);
      if (RECORDS_EVENTS.has(action.type)) void queryClient.invalidateQueries({ queryKey: gameEventsKey(gameId) });
    },
    onError: (error, action) => {
      const body = gameErrorBody(error);
      if (body?.game) storeGame(queryClient, body.game);
      if (body?.title) toast({ variant: 'destructive', title: body.title, description: body.message });
      else showFailure(failureTitle(action.type), error);
      void queryClient.invalidateQueries({ queryKey: gameKey(gameId), exact: true });
    },
  });
  return { act: mutation.mutate, actAsync: mutation.mutateAsync, isPending: mutation.isPending, pending: mutation.variables };
}

// The estimated server time, refreshed several times a second so a countdown turns over within a
// fraction of a second of the true instant.
export function useServerNow(tickMs = 200): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
