// GET /api/leagues/{slug}/rules and GET /api/divisions/{id}/rules (issue 37): public like the
// league's divisions; a suspended league shows nothing to anyone but a super admin. Read from the
// database each time (not the public league cache), so an admin sees a change at once.
import { effectiveRules, type RulesProfile } from '../../../common/game-rules';
import type { DivisionRulesDto } from '../../../common/schemas/rules';
import type { Actor } from '../../auth/actor';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { requireLeagueBySlug } from '../leagues/context';
import { leagueById } from '../leagues/store';
import { divisionById, rulesOfLeague } from './store';
import { RULES_API_TEXT } from './texts';

export async function leagueRules(deps: AppDeps, user: Actor | null, slug: string): Promise<RulesProfile> {
  const league = await requireLeagueBySlug(deps, slug);
  assertLeagueOpen(user, league);
  return rulesOfLeague(league);
}

export async function divisionRules(deps: AppDeps, user: Actor | null, id: number): Promise<DivisionRulesDto> {
  const division = await divisionById(deps.db, id);
  const league = division ? await leagueById(deps.db, division.leagueId) : null;
  if (!division || !league) throw notFound(RULES_API_TEXT.divisionNotFound);
  assertLeagueOpen(user, league);
  return effectiveRules(rulesOfLeague(league), division.rulesOverrides);
}
