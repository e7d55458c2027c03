import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefereeUnavailableDto } from '@common/schemas/schedule';
import type { ManagedUserDto } from '@common/schemas/users';
import { CURRENT_USER_KEY } from '@client/lib/use-current-user';
import { useLeague } from '@client/lib/league-context';
import { apiJson } from '@client/lib/api';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { REFEREES_TEXT } from './texts';
import type { EditedUser, NewUser } from './user-forms';

// The two lists of spec 2.9, read inside the league of the route, or league-less (spec 7).
function listKeys(leagueSlug: string | null): { pending: QueryKey; approved: QueryKey } {
  return leagueSlug
    ? { pending: ['/api/leagues', leagueSlug, 'pending-referees'], approved: ['/api/leagues', leagueSlug, 'referees'] }
    : { pending: ['/api/users/pending'], approved: ['/api/referees'] };
}

export function useManagedUserLists() {
  const league = useLeague();
  const keys = listKeys(league?.slug ?? null);
  const pending = useQuery<ManagedUserDto[]>({ queryKey: keys.pending });
  const approved = useQuery<ManagedUserDto[]>({ queryKey: keys.approved });
  useFetchFailureToast(REFEREES_TEXT.fetchPendingFailed, pending.error);
  useFetchFailureToast(REFEREES_TEXT.fetchRefereesFailed, approved.error);
  return { pending, approved };
}

// Issue 19: each referee's unavailable dates (the league's admins read them; league routes only).
export function useUnavailableDates(): Map<number, string[]> {
  const slug = useLeague()?.slug ?? null;
  const query = useQuery<RefereeUnavailableDto[]>({ queryKey: ['/api/leagues', slug, 'referees', 'unavailable-dates'], enabled: slug !== null });
  return new Map((query.data ?? []).map((r) => [r.refereeId, r.dates]));
}

type ManagedUserMutation<Variables> = {
  mutationFn: (variables: Variables) => Promise<unknown>;
  successTitle: string;
  failureTitle: string;
  onSuccess?: () => void;
};

// Every change of this page: toast the outcome (spec 8 Approvals), then refresh both lists.
function useManagedUserMutation<Variables>({ mutationFn, successTitle, failureTitle, onSuccess }: ManagedUserMutation<Variables>) {
  const keys = listKeys(useLeague()?.slug ?? null);
  return useApiMutation<Variables>({
    mutationFn,
    failureTitle,
    success: () => ({ title: successTitle }),
    onSuccess,
    invalidate: (queryClient) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: keys.pending }), queryClient.invalidateQueries({ queryKey: keys.approved })]),
  });
}

export type RoleChange = { userId: number; role: ManagedUserDto['role'] };

// Approve as Referee and Make Admin (spec 2.9): PATCH /api/users/:id/role.
export function useChangeRole() {
  return useManagedUserMutation<RoleChange>({
    mutationFn: ({ userId, role }) => apiJson<ManagedUserDto>('PATCH', `/api/users/${userId}/role`, { role }),
    successTitle: REFEREES_TEXT.roleUpdated,
    failureTitle: REFEREES_TEXT.roleUpdateFailed,
  });
}

// Spec 4: Remove moves a referee or admin back to pending.
export function useRemoveUser() {
  return useManagedUserMutation<number>({
    mutationFn: (userId) => apiJson<ManagedUserDto>('PATCH', `/api/users/${userId}/role`, { role: 'pending' }),
    successTitle: REFEREES_TEXT.refereeRemoved,
    failureTitle: REFEREES_TEXT.removeFailed,
  });
}

// Spec 5 Add Referee: in a league context the league id is attached.
export function useAddUser(onSuccess: () => void) {
  const league = useLeague();
  return useManagedUserMutation<NewUser>({
    mutationFn: (body) => apiJson<ManagedUserDto>('POST', '/api/users', { ...body, leagueId: league?.id ?? null }),
    successTitle: REFEREES_TEXT.refereeAdded,
    failureTitle: REFEREES_TEXT.addFailed,
    onSuccess,
  });
}

export type UserEdit = { userId: number; fields: EditedUser };

export function useEditUser(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useManagedUserMutation<UserEdit>({
    mutationFn: ({ userId, fields }) => apiJson<ManagedUserDto>('PATCH', `/api/users/${userId}`, fields),
    successTitle: REFEREES_TEXT.refereeUpdated,
    failureTitle: REFEREES_TEXT.updateFailed,
    onSuccess: () => {
      // The top bar greets the signed-in user by name, and an admin may edit themself.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      onSuccess();
    },
  });
}

export type PasswordChange = { userId: number; newPassword: string };

export function useChangePassword(onSuccess: () => void) {
  return useManagedUserMutation<PasswordChange>({
    mutationFn: (body) => apiJson<{ message: string }>('POST', '/api/admin/change-password', body),
    successTitle: REFEREES_TEXT.passwordChanged,
    failureTitle: REFEREES_TEXT.passwordChangeFailed,
    onSuccess,
  });
}
