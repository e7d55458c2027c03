// GET /api/leagues/{slug}/divisions (issue 34): public like the league's teams; a suspended league
// shows nothing to anyone but a super admin.
import type { DivisionDto } from '../../../common/schemas/divisions';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { resolvePublicLeague } from '../leagues/context';
import { divisionsOfLeague } from './store';

export async function listDivisions(deps: AppDeps, user: Actor | null, slug: string): Promise<DivisionDto[]> {
  const league = await resolvePublicLeague(deps, user, slug);
  return divisionsOfLeague(deps.db, league.id);
}
