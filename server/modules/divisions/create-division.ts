// POST /api/leagues/{slug}/divisions (issue 34): the league's admin or a super admin adds a division;
// a name the league already has, whatever the case, is refused (the unique index decides).
import type { CreateDivisionBody } from '../../../common/schemas/divisions';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { conflictOnUnique } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { resolveLeague } from '../leagues/context';
import { insertDivision, type Division } from './store';
import { DIVISION_TEXT } from './texts';

export async function createDivision(deps: AppDeps, caller: Caller, slug: string, body: CreateDivisionBody): Promise<Division> {
  const league = await resolveLeague(deps, caller.actor, slug);
  assertMayWrite(caller.actor, league);
  return deps.db
    .transaction(async (tx) => {
      const created = await insertDivision(tx, { leagueId: league.id, name: body.name, sortOrder: body.sortOrder });
      // the public game lists accept this division's id from now on
      await publishLeagueChanged(tx, league.id);
      await audit(tx, caller, 'division.create', auditTarget.row('division', created), { name: created.name });
      return created;
    })
    .catch(conflictOnUnique(DIVISION_TEXT.duplicate));
}
