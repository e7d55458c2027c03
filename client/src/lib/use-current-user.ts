import { useQuery } from '@tanstack/react-query';
import { CURRENT_USER_GC_MS, CURRENT_USER_STALE_MS } from '@common/constants';
import type { UserDto } from '@common/schemas/auth';
import { deliverLogout, getQueryFn } from '@client/lib/api';

export const CURRENT_USER_KEY = ['/api/user'] as const;

const askServer = getQueryFn<UserDto>({ on401: 'returnNull' });

// Spec 4/7: the signed-in user, or null when signed out (401); cached 5 minutes, kept 10, never retried.
// Signed out too while a sign-out waits on this device for the network (decision 043).
// enabled=false only reads what is cached.
export function useCurrentUser(enabled = true) {
  return useQuery<UserDto | null>({
    queryKey: CURRENT_USER_KEY,
    enabled,
    queryFn: async (context) => ((await deliverLogout()) ? askServer(context) : null),
    staleTime: CURRENT_USER_STALE_MS,
    gcTime: CURRENT_USER_GC_MS,
    retry: false,
  });
}

// How the product greets a user: first name when known, else the username (spec 8).
export function displayNameOf(user: Pick<UserDto, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
