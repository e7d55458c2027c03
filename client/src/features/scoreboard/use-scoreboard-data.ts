import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { type GameStatus, POLL_MS } from '@common/constants';
import type { PublicGameDto } from '@common/schemas/games/dto';
import type { TeamRecordDto } from '@common/schemas/scoreboard';
import { keepNewerGames } from '@client/lib/game-cache';
import { wasServerRendered } from '@client/lib/first-render';
import { livePollMs, useLiveFresh } from '@client/lib/live-poll';
import { getLiveSocket } from '@client/lib/shared-live-socket';
import { useLiveChannel } from '@client/lib/use-live-channel';
import { useFetchFailureToast, useToastedQuery } from '@client/lib/failure-toast';
import { byKickoff, scoreboardChannel } from './live-view';
import { fetchPublicGames, isTeamFactsKey, publicGamesKey, teamRecordKey } from './public-games-api';
import { SCOREBOARD_TEXT as TEXT } from './texts';

function usePublicGameList(slug: string | null, status: GameStatus, pollMs: number | false) {
  const queryClient = useQueryClient();
  const queryKey = publicGamesKey(slug, status);
  return useQuery<PublicGameDto[]>({
    queryKey,
    queryFn: ({ signal }) => fetchPublicGames(slug, status, signal, queryClient.getQueryData<PublicGameDto[]>(queryKey)),
    // a game pushed while the poll was under way stays at its pushed version
    structuralSharing: keepNewerGames,
    refetchInterval: pollMs,
  });
}

function idsOf(games: readonly PublicGameDto[]): string {
  return games.map((game) => game.id).join(',');
}

// What the lists on screen changed since they first loaded, for the reads that depend on them.
function useCatchUp(queryClient: QueryClient, slug: string | null, loaded: boolean, liveIds: string, completedIds: string): void {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const now = `${liveIds}|${completedIds}`;
    const before = seen.current;
    seen.current = now;
    if (before === null || before === now) return;
    // A game started or ended: records, stats and upcoming games of the teams on screen changed.
    void queryClient.invalidateQueries({ predicate: (query) => isTeamFactsKey(query.queryKey) });
    // Without the socket (down, or league-less) only the live list polls; it tells the others to catch up.
    if (!slug || !getLiveSocket().isOpen) {
      for (const status of ['scheduled', 'completed'] as const) void queryClient.invalidateQueries({ queryKey: publicGamesKey(slug, status), exact: true });
    }
  }, [queryClient, slug, loaded, liveIds, completedIds]);
}

// A server-rendered board (decision 027) was drawn before the league's socket listened: a change
// in between would wait for the stretched poll. Once the socket is fresh, the live list is read once.
function useCatchUpAfterServerRender(queryClient: QueryClient, slug: string | null, socketFresh: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!socketFresh || done.current || !wasServerRendered()) return;
    done.current = true;
    void queryClient.invalidateQueries({ queryKey: publicGamesKey(slug, 'live'), exact: true });
  }, [queryClient, slug, socketFresh]);
}

// Spec 2.7 and 7: the live games (refetched every 5 s, stretched while the league's socket is fresh:
// decision 025), the scheduled and the completed games; the league's pushes are applied to all three
// (lib/game-cache.ts). Each list still shows only its own status (a poll's answer may lag a push).
export function useScoreboardGames(slug: string | null) {
  const queryClient = useQueryClient();
  const channel = slug ? scoreboardChannel(slug) : null;
  useLiveChannel(channel);
  const socketFresh = useLiveFresh(channel);
  const live = usePublicGameList(slug, 'live', livePollMs(POLL_MS.livePublicGames, socketFresh));
  useCatchUpAfterServerRender(queryClient, slug, socketFresh);
  const scheduled = usePublicGameList(slug, 'scheduled', false);
  const completed = usePublicGameList(slug, 'completed', false);
  useFetchFailureToast(TEXT.fetchLiveFailed, live.error);
  useFetchFailureToast(TEXT.fetchGamesFailed, scheduled.error ?? completed.error);

  const lists = useMemo(() => {
    const liveGames = (live.data ?? []).filter((game) => game.status === 'live').sort(byKickoff);
    const liveIds = new Set(liveGames.map((game) => game.id));
    const notLive = (game: PublicGameDto) => !liveIds.has(game.id);
    return {
      live: liveGames,
      scheduled: (scheduled.data ?? []).filter((game) => game.status === 'scheduled' && notLive(game)).sort(byKickoff),
      // the latest result first
      completed: (completed.data ?? []).filter((game) => game.status === 'completed' && notLive(game)).sort((a, b) => byKickoff(b, a)),
    };
  }, [live.data, scheduled.data, completed.data]);

  useCatchUp(queryClient, slug, live.data !== undefined && completed.data !== undefined, idsOf(lists.live), idsOf(lists.completed));

  return {
    ...lists,
    liveLoaded: live.data !== undefined,
    // when the live list last landed (a poll's answer or a push), on this device's clock
    liveUpdatedAt: live.data !== undefined && live.dataUpdatedAt > 0 ? live.dataUpdatedAt : null,
    liveFailed: live.data === undefined && live.isError,
    listsPending: scheduled.isPending || completed.isPending,
  };
}

// Spec 2.7: each team's season record under its name.
// teamId null: a bracket game's side not yet known (issue 36), which has no record
export function useTeamRecord(slug: string | null, teamId: number | null) {
  return useToastedQuery<TeamRecordDto>(TEXT.fetchRecordFailed, { queryKey: teamRecordKey(slug, teamId ?? 0), enabled: teamId !== null });
}
