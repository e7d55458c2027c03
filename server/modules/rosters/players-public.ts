// GET /api/leagues/{slug}/teams/{id}/public-roster (issue 49, decision 078): the roster as anyone
// sees it, without signing in. Privacy of minors: a player is his first name and last initial
// ("Isaac L."), or only his number when his division hides names; never his birth date, his last
// name or a guardian's address (the answer is built from those three fields only). An instructional
// division's roster is shown like any other (only its scores are kept off public pages).
import { publicPlayerName } from '../../../common/rosters/roster';
import type { PublicPlayerDto } from '../../../common/schemas/rosters';
import type { Actor } from '../../auth/actor';
import { leagueScope } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { resolvePublicLeague } from '../leagues/context';
import { teamInScope } from '../teams/store';
import { playersOfTeam, rosterRulesOf } from './store';
import { ROSTER_TEXT } from './texts';

export async function publicRoster(deps: AppDeps, user: Actor | null, slug: string, teamId: number): Promise<{ players: PublicPlayerDto[] }> {
  const league = await resolvePublicLeague(deps, user, slug);
  const team = await teamInScope(deps.db, leagueScope(league.id), teamId);
  if (!team) throw notFound(ROSTER_TEXT.teamNotFound);
  const { publicPlayerNames } = await rosterRulesOf(deps.db, team);
  const rows = await playersOfTeam(deps.db, team, 'active');
  return { players: rows.map((p) => ({ id: p.id, name: publicPlayerName(p, publicPlayerNames), jerseyNumber: p.jerseyNumber })) };
}
