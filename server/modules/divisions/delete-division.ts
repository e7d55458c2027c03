// DELETE /api/divisions/{id} (issue 34): a division that still has teams is refused, saying how
// many, never emptied silently (the teams' foreign key refuses too, should a team join meanwhile).
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { isForeignKeyViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { writableDivision } from './access';
import { countTeamsOfDivision, deleteDivision } from './store';
import { DIVISION_TEXT } from './texts';

export async function removeDivision(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const division = await writableDivision(deps, caller.actor, id);
  await deps.db
    .transaction(async (tx) => {
      const teams = await countTeamsOfDivision(tx, division);
      if (teams > 0) throw conflict(DIVISION_TEXT.hasTeams(teams));
      await deleteDivision(tx, division);
      await publishLeagueChanged(tx, division.leagueId);
      await audit(tx, caller, 'division.delete', auditTarget.row('division', division), { name: division.name });
    })
    .catch((err: unknown) => {
      if (isForeignKeyViolation(err)) throw conflict(DIVISION_TEXT.hasTeams(1));
      throw err;
    });
}
