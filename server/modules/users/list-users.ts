import type { ManagedUserDto } from '../../../common/schemas/users';
import type { AppDeps } from '../../deps';
import type { League } from '../leagues/store';
import { usersOfLeagueWithRoles } from './store';

export async function pendingUsers(deps: AppDeps, league: League): Promise<ManagedUserDto[]> {
  return usersOfLeagueWithRoles(deps.db, league.id, ['pending']);
}

// Spec 2.9 Approved Users: the league's referees and admins.
export async function approvedUsers(deps: AppDeps, league: League): Promise<ManagedUserDto[]> {
  return usersOfLeagueWithRoles(deps.db, league.id, ['admin', 'referee']);
}
