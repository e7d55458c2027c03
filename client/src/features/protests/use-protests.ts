import type { ProtestDto } from '@common/schemas/rosters';
import { apiJson } from '@client/lib/api';
import { useToastedQuery } from '@client/lib/failure-toast';
import { PROTESTS_TEXT as T } from './texts';

export const protestsKey = (slug: string) => ['protests', slug] as const;

// Issue 49: the league's protested finals waiting for a ruling (the admin's).
export function useProtests(slug: string) {
  return useToastedQuery<ProtestDto[]>(T.loadFailed, { queryKey: protestsKey(slug), queryFn: () => apiJson<ProtestDto[]>('GET', `/api/leagues/${slug}/protests`), staleTime: 0 });
}
