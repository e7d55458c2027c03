import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { TeamCoachesDto } from '@common/schemas/rosters';

// Issue 49: a team's coaches and its invitations waiting (GET /api/teams/{id}/coaches).
export function coachesKey(teamId: number): QueryKey {
  return ['/api/teams', teamId, 'coaches'];
}

export function useCoaches(teamId: number) {
  return useQuery<TeamCoachesDto>({ queryKey: coachesKey(teamId) });
}
