import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leagueChannel } from '@common/schemas/live-protocol';
import { apiJson } from '@client/lib/api';
import { getLiveSocket } from '@client/lib/shared-live-socket';
import { useLiveChannel } from '@client/lib/use-live-channel';
import type { StandingsDto } from '@common/standings/rank';

// every season's table of the league starts with this key (the admin's writes reload them all)
const standingsKey = (slug: string) => ['/api/leagues', slug, 'standings'] as const;

// Reloaded (a 304 when nothing moved) when a game of the league is completed, and every minute for
// what no push says (a final corrected or reopened).
const REFRESH_MS = 60_000;

// seasonId null: the league's current season (the server's default; every game without seasons).
export function useStandings(slug: string, seasonId: number | null) {
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
  return useQuery<StandingsDto>({
    queryKey: [...standingsKey(slug), seasonId],
    queryFn: () => apiJson<StandingsDto>('GET', `/api/leagues/${slug}/standings${seasonId === null ? '' : `?seasonId=${seasonId}`}`),
    refetchInterval: REFRESH_MS,
    // another season's table replaces the one on screen when it arrives
    placeholderData: keepPreviousData,
  });
}
