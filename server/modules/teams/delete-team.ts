import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { isForeignKeyViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import { countGamesOfTeam, deleteTeam } from './store';
import { TEAM_TEXT } from './texts';
import { writableTeam } from './access';

// A team that games use is refused, not cascaded: deleting it would silently delete a season
// (docs/decisions/010-deleting-teams-fields-leagues.md).
export async function removeTeam(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const team = await writableTeam(deps, caller, id);
  await deps.db
    .transaction(async (tx) => {
      const games = await countGamesOfTeam(tx, team);
      if (games > 0) throw conflict(TEAM_TEXT.inUse(games));
      await deleteTeam(tx, team);
      await audit(tx, caller, 'team.delete', auditTarget.row('team', team), { name: team.name });
    })
    .catch((err: unknown) => {
      // a game created for this team between the count and the delete: the foreign key refuses
      if (isForeignKeyViolation(err)) throw conflict(TEAM_TEXT.inUse(1));
      throw err;
    });
}
