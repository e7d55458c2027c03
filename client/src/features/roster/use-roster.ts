import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { RosterDto } from '@common/schemas/rosters';

// Issue 49: a team's roster as its coach and the league's admins read it (GET /api/teams/{id}/players).
export function rosterKey(teamId: number): QueryKey {
  return ['/api/teams', teamId, 'players'];
}

export function useRoster(teamId: number) {
  return useQuery<RosterDto>({ queryKey: rosterKey(teamId) });
}
