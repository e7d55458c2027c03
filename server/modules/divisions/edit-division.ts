// PATCH /api/divisions/{id} (issue 34): rename or reorder; the new name must still be the league's only one.
// Issue 49: and the division's roster flags (lock date, public names, instructional).
import type { UpdateDivisionBody } from '../../../common/schemas/divisions';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflictOnUnique } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { writableDivision } from './access';
import { countTeamsOfDivision, updateDivision, type Division } from './store';
import { DIVISION_TEXT } from './texts';

export async function editDivision(deps: AppDeps, caller: Caller, id: number, body: UpdateDivisionBody): Promise<{ division: Division; teamCount: number }> {
  const division = await writableDivision(deps, caller.actor, id);
  return deps.db
    .transaction(async (tx) => {
      const row = await updateDivision(tx, division, body);
      await publishLeagueChanged(tx, division.leagueId);
      await audit(tx, caller, 'division.update', auditTarget.row('division', division), { fields: Object.keys(body) });
      return { division: row, teamCount: await countTeamsOfDivision(tx, row) };
    })
    .catch(conflictOnUnique(DIVISION_TEXT.duplicate));
}
