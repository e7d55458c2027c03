import type { AppDeps } from '../../deps';
import type { Actor } from '../../auth/actor';
import { resolveLeague } from '../leagues/context';
import type { League } from '../leagues/store';

// The league an admin manages through a league-scoped or league-less call (decision 003).
export async function managedLeague(deps: AppDeps, actor: Actor, slug: string | null): Promise<League> {
  return resolveLeague(deps, actor, slug);
}
