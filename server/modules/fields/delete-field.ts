import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import { countGamesAtField, deleteField } from './store';
import { FIELD_TEXT } from './texts';
import { writableField } from './access';

// A field that games are played at is refused (docs/decisions/010-deleting-teams-fields-leagues.md).
export async function removeField(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const field = await writableField(deps, caller, id);
  await deps.db.transaction(async (tx) => {
    const games = await countGamesAtField(tx, field);
    if (games > 0) throw conflict(FIELD_TEXT.inUse(games));
    await deleteField(tx, field);
    await audit(tx, caller, 'field.delete', auditTarget.row('field', field), { name: field.name });
  });
}
