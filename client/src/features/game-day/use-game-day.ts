import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GameDayDto } from '@common/schemas/crews';
import { leagueChannel } from '@common/schemas/live-protocol';
import { apiJson } from '@client/lib/api';
import { useToastedQuery } from '@client/lib/failure-toast';
import { livePollMs, useLiveFresh } from '@client/lib/live-poll';
import { getLiveSocket } from '@client/lib/shared-live-socket';
import { useLiveChannel } from '@client/lib/use-live-channel';
import { boardsNeedReload, GAME_DAY_POLL_BASE_MS, gameDayKey, gameDayPath } from './board';
import { GAME_DAY_TEXT as T } from './texts';

// Issue 48: the league's Game day board of a date (null: today), live by the league's pushes: a crew
// change (an offer, an answer, an arrival, the alert going out) reads it again, and so does a game's
// update that changes it (a console starting, a game moved or new on its date); polled besides,
// every 30 s while the socket is fresh (the alert comes by the clock) and every 6 s while it is not
// (decision 025).
export function useGameDay(slug: string, timeZone: string, date: string | null) {
  const queryClient = useQueryClient();
  const channel = leagueChannel(slug);
  useLiveChannel(channel);
  const fresh = useLiveFresh(channel);
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: gameDayKey(slug) });
    return getLiveSocket().addListener({
      onMessage: (message) => {
        if (message.type === 'crewChanged' || message.type === 'gameDeleted') reload();
        if (message.type === 'gameUpdated') {
          const boards = queryClient.getQueriesData<GameDayDto>({ queryKey: gameDayKey(slug) }).map(([, board]) => board);
          if (boardsNeedReload(boards, message.data, timeZone)) reload();
        }
      },
      // what was pushed while the socket was down is read again
      onReconnect: reload,
    });
  }, [queryClient, slug, timeZone]);
  return useToastedQuery<GameDayDto>(T.loadFailed, {
    queryKey: [...gameDayKey(slug), date],
    queryFn: () => apiJson<GameDayDto>('GET', gameDayPath(slug, date)),
    refetchInterval: livePollMs(GAME_DAY_POLL_BASE_MS, fresh),
    staleTime: 0,
    // another date's board replaces the one on screen when it arrives
    placeholderData: keepPreviousData,
  });
}
