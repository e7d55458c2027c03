import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { FieldDto, TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import { keepNewerGames } from '@client/lib/game-cache';
import { isAssignedLeagueError, isUnauthorizedError, serverMessage } from '@client/lib/api-errors';
import { ADMIN_TEXT } from './texts';

// The dashboard's reads (spec 7) and the one way it writes: call, toast the outcome (spec 8),
// refresh what changed. The cache never goes stale by itself (spec 9), so every write says what to reload.

export const adminKeys = {
  games: (slug: string): QueryKey => ['/api/leagues', slug, 'games'],
  teams: (slug: string): QueryKey => ['/api/leagues', slug, 'teams'],
  fields: (slug: string): QueryKey => ['/api/leagues', slug, 'fields'],
  // The same key as Manage Referees (features/referees), so a change there shows here.
  referees: (slug: string): QueryKey => ['/api/leagues', slug, 'referees'],
  allLeagues: ['/api/leagues'] as QueryKey,
  leagueBySlugPrefix: ['/api/leagues/by-slug'] as QueryKey,
};

// A failure toast titled with the spec's text and the server's sentence underneath. Errors that
// end the session are left to the forced paths (app/query-client.ts), which show their own toast.
export function showFailure(title: string, error: unknown): void {
  if (isUnauthorizedError(error) || isAssignedLeagueError(error)) return;
  const description = serverMessage(error, '');
  toast({ variant: 'destructive', title, description: description && description !== title ? description : undefined });
}

export function showInvalid(message: string): void {
  toast({ variant: 'destructive', title: ADMIN_TEXT.errorTitle, description: message });
}

function useFetchFailureToast(title: string, error: Error | null): void {
  useEffect(() => {
    if (error) showFailure(title, error);
  }, [title, error]);
}

export function useLeagueGames(slug: string) {
  // a game pushed (or answered) while the list was loading stays at its newer version
  const query = useQuery<GameDto[]>({ queryKey: adminKeys.games(slug), structuralSharing: keepNewerGames });
  useFetchFailureToast(ADMIN_TEXT.fetchGamesFailed, query.error);
  return query;
}

export function useLeagueTeams(slug: string) {
  const query = useQuery<TeamDto[]>({ queryKey: adminKeys.teams(slug) });
  useFetchFailureToast(ADMIN_TEXT.fetchTeamsFailed, query.error);
  return query;
}

export function useLeagueFields(slug: string) {
  const query = useQuery<FieldDto[]>({ queryKey: adminKeys.fields(slug) });
  useFetchFailureToast(ADMIN_TEXT.fetchFieldsFailed, query.error);
  return query;
}

// Admins and referees of the league: who may referee a game.
export function useLeagueReferees(slug: string) {
  const query = useQuery<ManagedUserDto[]>({ queryKey: adminKeys.referees(slug) });
  useFetchFailureToast(ADMIN_TEXT.fetchRefereesFailed, query.error);
  return query;
}

export function useAllLeagues() {
  const query = useQuery<LeagueDto[]>({ queryKey: adminKeys.allLeagues });
  useFetchFailureToast(ADMIN_TEXT.fetchLeaguesFailed, query.error);
  return query;
}

// Every cached list of games, whatever screen holds it (dashboard, referee lists, scoreboard).
export function invalidateGames(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && /(^|\/)games(\/|$)/.test(part)),
  });
}

// Leagues: the super admin's list, every league loaded by slug (names, settings, status) and the public lists.
export function invalidateLeagues(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.allLeagues, exact: true }),
    queryClient.invalidateQueries({ queryKey: adminKeys.leagueBySlugPrefix }),
  ]).then(() => undefined);
}

type AdminMutation<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  failureTitle: string | ((error: unknown) => string);
  success?: (result: Result, variables: Variables) => { title: string; description?: string };
  // What to reload afterwards, whether the call succeeded or not (a refusal may mean our copy is old).
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
  onSuccess?: (result: Result, variables: Variables) => void;
};

export function useAdminMutation<Variables, Result = unknown>({ mutationFn, failureTitle, success, invalidate, onSuccess }: AdminMutation<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      if (success) toast(success(result, variables));
      onSuccess?.(result, variables);
    },
    onError: (error) => showFailure(typeof failureTitle === 'function' ? failureTitle(error) : failureTitle, error),
    onSettled: () => invalidate(queryClient),
  });
}
