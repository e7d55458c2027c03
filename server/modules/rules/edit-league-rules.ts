// PATCH /api/leagues/{slug}/rules (issue 37): the league's admin (or a super admin) sets a preset or
// changes fields; games already started keep the rules they started with.
import { patchedProfile, type LeagueRulesBody, type RulesProfile } from '../../../common/game-rules/rules-profile';
import { RULES_TEXT } from '../../../common/schemas/rules';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { resolveLeague } from '../leagues/context';
import { rulesOfLeague, saveLeagueRules } from './store';

export async function editLeagueRules(deps: AppDeps, caller: Caller, slug: string, body: LeagueRulesBody): Promise<RulesProfile> {
  const league = await resolveLeague(deps, caller.actor, slug);
  assertMayWrite(caller.actor, league);
  const profile = patchedProfile(rulesOfLeague(league), body);
  if (profile === null) throw badRequest(RULES_TEXT.forfeitOrder);
  await deps.db.transaction(async (tx) => {
    await saveLeagueRules(tx, league, profile);
    await publishLeagueChanged(tx, league.id);
    await audit(tx, caller, 'league.rules', auditTarget.league(league), { fields: Object.keys(body), preset: profile.preset });
  });
  return profile;
}
