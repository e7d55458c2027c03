import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CrewPosition } from '@common/crews/crew';
import type { AssignmentsDto, CrewDto, OpenPositionsDto } from '@common/schemas/crews';
import { apiJson } from '@client/lib/api';
import { errorStatus } from '@client/lib/api-errors';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { invalidateGames } from '@client/lib/game-lists';
import { useLeagueBySlug } from '@client/lib/use-league';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { CREW_TEXT as TEXT } from './texts';

const ASSIGNMENTS_KEY = ['/api/referees/me/assignments'] as const;

function openPositionsKey(slug: string) {
  return ['/api/leagues', slug, 'open-positions'] as const;
}

function crewKey(gameId: number) {
  return ['/api/games', gameId, 'crew'] as const;
}

// Issue 48: the signed-in referee's positions (offered, accepted, declined), soonest first.
export function useAssignments() {
  const query = useQuery<AssignmentsDto>({ queryKey: ASSIGNMENTS_KEY });
  useFetchFailureToast(TEXT.fetchFailed, query.error);
  return query;
}

// The open positions of a league that lets its referees claim games; none (and no error) when it
// does not: the server's 403 says the same as the league's setting, read first.
export function useOpenPositions(slug: string | null) {
  const league = useLeagueBySlug(slug ?? '');
  const allowed = Boolean(slug && league.data?.selfAssign);
  const query = useQuery<OpenPositionsDto>({ queryKey: openPositionsKey(slug ?? ''), enabled: allowed });
  const refused = errorStatus(query.error) === 403;
  useFetchFailureToast(TEXT.fetchFailed, refused ? null : query.error);
  return { positions: allowed && !refused ? (query.data?.positions ?? []) : [], allowed: allowed && !refused };
}

// Every answer changes his assignments, maybe a game's referee (a decline clears it, a claim of the
// referee position sets it) and the league's open positions: all reloaded, success or refusal.
function reloadAfterAnswer(client: QueryClient, gameId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ASSIGNMENTS_KEY }),
    client.invalidateQueries({ predicate: (query) => query.queryKey[0] === '/api/leagues' && query.queryKey[2] === 'open-positions' }),
    client.invalidateQueries({ queryKey: crewKey(gameId) }),
    invalidateGames(client),
  ]);
}

export type PositionOf = { gameId: number; position: CrewPosition };

function crewPath({ gameId, position }: PositionOf, verb: 'accept' | 'decline' | 'claim' | 'arrive'): string {
  return `/api/games/${gameId}/crew/${position}/${verb}`;
}

export function useAcceptOffer() {
  return useApiMutation<PositionOf, CrewDto>({
    mutationFn: (target) => apiJson<CrewDto>('POST', crewPath(target, 'accept')),
    failureTitle: TEXT.answerFailed,
    success: () => ({ title: TEXT.accepted }),
    invalidate: (client, _failed, target) => reloadAfterAnswer(client, target.gameId),
  });
}

export function useDeclineOffer() {
  return useApiMutation<PositionOf & { reason: string }, CrewDto>({
    mutationFn: ({ reason, ...target }) => apiJson<CrewDto>('POST', crewPath(target, 'decline'), reason.trim() ? { reason: reason.trim() } : {}),
    failureTitle: TEXT.answerFailed,
    success: () => ({ title: TEXT.declined }),
    invalidate: (client, _failed, target) => reloadAfterAnswer(client, target.gameId),
  });
}

// A 409 carries the reason (double booking, an unavailable date, games per day, rest): the toast shows it.
export function useClaimPosition() {
  return useApiMutation<PositionOf, CrewDto>({
    mutationFn: (target) => apiJson<CrewDto>('POST', crewPath(target, 'claim')),
    failureTitle: TEXT.claimFailed,
    success: () => ({ title: TEXT.claimed }),
    invalidate: (client, _failed, target) => reloadAfterAnswer(client, target.gameId),
  });
}

export function useArrive() {
  return useApiMutation<PositionOf, CrewDto>({
    mutationFn: (target) => apiJson<CrewDto>('POST', crewPath(target, 'arrive')),
    failureTitle: TEXT.arriveFailed,
    invalidate: (client, _failed, target) => reloadAfterAnswer(client, target.gameId),
  });
}
