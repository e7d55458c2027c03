import { isInEveryLeague } from '../../../common/policies/leagues';
import { mayChangeAccountOf } from '../../../common/policies/users';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { scopeOf } from '../../auth/scope';
import type { Actor, User } from '../../auth/actor';
import { assertLeagueWritable } from '../../auth/policy';
import { leagueById, type League } from '../leagues/store';
import { userInScope } from './store';
import { USERS_TEXT } from './texts';

// An admin reaches only users of its own league, and never a super admin attached to it (no
// rename, new email, password or role: that would take over the platform); a super admin reaches anyone.
export async function managedUser(deps: AppDeps, actor: Actor, userId: number): Promise<{ user: User; league: League | null }> {
  // an admin without a league (none is created so) reaches nobody
  const user = !isInEveryLeague(actor) && actor.leagueId === null ? null : await userInScope(deps.db, scopeOf(actor), userId);
  if (!user) throw notFound(USERS_TEXT.userNotFound);
  if (!mayChangeAccountOf(actor, user)) throw forbidden(USERS_TEXT.superAdminAccount);
  const league = user.leagueId === null ? null : await leagueById(deps.db, user.leagueId);
  if (league) assertLeagueWritable(league);
  return { user, league };
}
