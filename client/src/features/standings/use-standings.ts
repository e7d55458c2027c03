import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leagueChannel } from '@common/schemas/live-protocol';
import type { StandingsDto } from '@common/standings/rank';
import { getLiveSocket, useLiveChannel } from '@client/lib/live-socket';

export const standingsKey = (slug: string) => ['/api/leagues', slug, 'standings'] as const;

// Reloaded (a 304 when nothing moved) when a game of the league is completed, and every minute for
// what no push says (a final corrected or reopened).
const REFRESH_MS = 60_000;

export function useStandings(slug: string) {
  const queryClient = useQueryClient();
  useLiveChannel(leagueChannel(slug));
  useEffect(
    () =>
      getLiveSocket().addListener({
        onMessage: (message) => {
          if (message.type === 'gameUpdated' && message.data.status === 'completed') void queryClient.invalidateQueries({ queryKey: standingsKey(slug) });
        },
      }),
    [queryClient, slug],
  );
  return useQuery<StandingsDto>({ queryKey: standingsKey(slug), refetchInterval: REFRESH_MS });
}
