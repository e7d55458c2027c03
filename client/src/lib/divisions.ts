import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { DivisionDto } from '@common/schemas/divisions';

// Issue 34: a league's divisions (public: the scoreboard, the standings and the admin's screens
// read the same list), ordered by sort order, then name.
export function divisionsKey(slug: string): QueryKey {
  return ['/api/leagues', slug, 'divisions'];
}

// enabled false: no league (the league-less scoreboard has no divisions).
export function useDivisions(slug: string | null) {
  return useQuery<DivisionDto[]>({ queryKey: divisionsKey(slug ?? ''), enabled: slug !== null });
}
