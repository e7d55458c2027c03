// PATCH /api/divisions/{id}/rules (issue 37): the division's overrides of its league's profile;
// null for a field removes its override, preset null all of them.
import { effectiveRules, patchedOverrides, type DivisionRulesBody } from '../../../common/game-rules/rules-profile';
import { RULES_TEXT, type DivisionRulesDto } from '../../../common/schemas/rules';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { writableDivision } from '../divisions/access';
import { leagueById } from '../leagues/store';
import { rulesOfLeague, saveDivisionRules } from './store';

export async function editDivisionRules(deps: AppDeps, caller: Caller, id: number, body: DivisionRulesBody): Promise<DivisionRulesDto> {
  const division = await writableDivision(deps, caller.actor, id);
  const league = rulesOfLeague((await leagueById(deps.db, division.leagueId))!);
  const { overrides, profile } = patchedOverrides(league, division.rulesOverrides, body);
  if (profile === null) throw badRequest(RULES_TEXT.forfeitOrder);
  await deps.db.transaction(async (tx) => {
    await saveDivisionRules(tx, division, overrides);
    await publishLeagueChanged(tx, division.leagueId);
    await audit(tx, caller, 'division.rules', auditTarget.row('division', division), { fields: Object.keys(body) });
  });
  return effectiveRules(league, overrides);
}
