// Spec 5 Fields: an admin creates a field in its league.
import type { z } from 'zod';
import type { createFieldBody } from '../../../common/schemas/teams';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflictOnUnique } from '../../http/errors';
import { leagueForCreate } from '../leagues/context';
import { insertField, type Field } from './store';
import { FIELD_TEXT } from './texts';

export async function createField(deps: AppDeps, caller: Caller, body: z.output<typeof createFieldBody>): Promise<Field> {
  const league = await leagueForCreate(deps, caller.actor, body.leagueId);
  return deps.db
    .transaction(async (tx) => {
      const created = await insertField(tx, { leagueId: league.id, name: body.name, location: body.location || null, surface: body.surface ?? null });
      await audit(tx, caller, 'field.create', auditTarget.row('field', created));
      return created;
    })
    .catch(conflictOnUnique(FIELD_TEXT.duplicate));
}
