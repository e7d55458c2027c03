// Spec 5 Fields: an admin edits a field (a new name follows into its games).
import type { z } from 'zod';
import type { updateFieldBody } from '../../../common/schemas/teams';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflictOnUnique } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { updateField, type Field } from './store';
import { FIELD_TEXT } from './texts';
import { writableField } from './access';

export async function editField(deps: AppDeps, caller: Caller, id: number, body: z.output<typeof updateFieldBody>): Promise<Field> {
  const field = await writableField(deps, caller, id);
  return deps.db
    .transaction(async (tx) => {
      if (body.name && body.name !== field.name) await deps.leagueGames.emit(tx, { kind: 'fieldRenamed', leagueId: field.leagueId, from: field.name, to: body.name, by: caller.actor });
      const row = await updateField(tx, field, { ...body, location: body.location === '' ? null : body.location });
      await publishLeagueChanged(tx, field.leagueId);
      await audit(tx, caller, 'field.update', auditTarget.row('field', field), { fields: Object.keys(body) });
      return row;
    })
    .catch(conflictOnUnique(FIELD_TEXT.duplicate));
}
