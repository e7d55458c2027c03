// Issue 50 (decision 084): the league an embed shows and the division and team its query names. An
// unknown league, or a division or team of another league, is 404; a suspended league is no
// refusal here: its embed says so in the frame (a JSON 403 would show as raw text on the club's site).
import { SERVER_TEXT } from '../../../common/texts';
import type { EmbedQuery } from '../../../common/embeds/embeds';
import type { League } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { isClosedTo } from '../../auth/policy';
import { leagueScope } from '../../auth/scope';
import { notFound } from '../../http/errors';
import { divisionInScope, type Division } from '../divisions/store';
import { DIVISION_TEXT } from '../divisions/texts';
import { teamInScope, type Team } from '../teams/store';
import { EMBED_TEXT } from './texts';

export type EmbedScope = { league: League; division: Division | null; team: Team | null };

// The league by its slug, and whether it is closed to the embed's visitors (signed out: suspended).
export async function embedLeague(deps: AppDeps, slug: string): Promise<{ league: League; suspended: boolean }> {
  const league = await deps.publicLeagues.bySlug(slug);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return { league, suspended: isClosedTo(null, league.status) };
}

export async function embedScope(deps: AppDeps, league: League, query: Pick<EmbedQuery, 'divisionId' | 'teamId'>): Promise<EmbedScope> {
  const scope = leagueScope(league.id);
  const [division, team] = await Promise.all([
    query.divisionId === undefined ? null : divisionInScope(deps.db, scope, query.divisionId),
    query.teamId === undefined ? null : teamInScope(deps.db, scope, query.teamId),
  ]);
  if (query.divisionId !== undefined && !division) throw notFound(DIVISION_TEXT.notInLeague);
  if (query.teamId !== undefined && !team) throw notFound(EMBED_TEXT.teamNotInLeague);
  return { league, division, team };
}
