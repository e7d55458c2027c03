import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CoachHomeDto } from '@common/schemas/rosters';
import { leagueChannel } from '@common/schemas/live-protocol';
import { apiJson } from '@client/lib/api';
import { useToastedQuery } from '@client/lib/failure-toast';
import { getLiveSocket } from '@client/lib/shared-live-socket';
import { useLiveChannel } from '@client/lib/use-live-channel';
import { COACH_TEXT as T } from './texts';

export const coachHomeKey = ['coach-home'] as const;

// Issue 49: the coach's home, live by the league's pushes: a game's update (a final reached, agreed,
// ruled, a game moved) reads it again; so does a reconnect (decision 081: a coach has no Web Push).
export function useCoachHome(slug: string) {
  const queryClient = useQueryClient();
  useLiveChannel(leagueChannel(slug));
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: coachHomeKey });
    return getLiveSocket().addListener({
      onMessage: (message) => {
        if (message.type === 'gameUpdated' || message.type === 'gameDeleted') reload();
      },
      onReconnect: reload,
    });
  }, [queryClient]);
  return useToastedQuery<CoachHomeDto>(T.loadFailed, { queryKey: coachHomeKey, queryFn: () => apiJson<CoachHomeDto>('GET', '/api/coaches/me'), staleTime: 0 });
}
