// Fan features are per league: the signed-in user's profile in the league of the slug. Staff
// (admins, referees, super admins, pending accounts) are refused before anything is read or made,
// so opening the fan page never gives them a profile or a place on the leaderboard (spec 6).
import { can } from '../../../common/roles';
import { SERVER_TEXT } from '../../../common/texts';
import type { Actor } from '../../auth/actor';
import { signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { resolveLeague } from '../leagues/context';
import type { League } from '../leagues/store';
import { ensureProfile, type FanProfile } from './store';

export type Fan = { user: Actor; league: League; profile: FanProfile };

// the fans' own text, not the capability table's generic refusal
export function fanActor(user: Actor | null): Actor {
  const actor = signedIn(user);
  if (!can(actor.role, 'use:fan-features')) throw forbidden(SERVER_TEXT.fansOnly(actor.role));
  return actor;
}

export async function fanOf(deps: AppDeps, user: Actor, slug: string): Promise<Fan> {
  const league = await resolveLeague(deps, user, slug);
  const profile = await ensureProfile(deps.db, league.id, user.id, user.firstName?.trim() || user.username);
  return { user, league, profile };
}
