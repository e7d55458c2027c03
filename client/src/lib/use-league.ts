import { useQuery } from '@tanstack/react-query';
import type { LeagueDto, LeagueSummaryDto } from '@common/schemas/league';
import { slugProblem } from '@common/slug';
import { getQueryFn } from '@client/lib/api';

// Spec 2.1: a league-scoped route first loads its league by slug.
export function useLeagueBySlug(slug: string) {
  // A path segment that can never be a slug is answered without asking the server.
  const valid = slugProblem(slug) === null;
  return useQuery<LeagueDto | null>({
    queryKey: ['/api/leagues/by-slug', slug],
    queryFn: getQueryFn<LeagueDto>({ on401: 'throw' }),
    enabled: valid,
  });
}

// Spec 2.13: the lists on the League Not Found and League Suspended pages.
export function useLeagueSummaries() {
  return useQuery<LeagueSummaryDto[] | null>({
    queryKey: ['/api/leagues/by-slug'],
    queryFn: getQueryFn<LeagueSummaryDto[]>({ on401: 'throw' }),
  });
}
