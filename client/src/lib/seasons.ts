import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { SeasonDto } from '@common/schemas/seasons';

// Issue 34: a league's seasons (public), ordered by start date, the current one marked.
export function seasonsKey(slug: string): QueryKey {
  return ['/api/leagues', slug, 'seasons'];
}

export function useSeasons(slug: string) {
  return useQuery<SeasonDto[]>({ queryKey: seasonsKey(slug) });
}
