// An admin's fields (spec 5 Fields): create, edit, delete. Each takes the caller and plain input;
// the field is found in the caller's scope, so another league's field is not found.
import type { z } from 'zod';
import type { createFieldBody, updateFieldBody } from '../../../common/schemas/teams';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { scopeOf } from '../../auth/scope';
import { conflictOnUnique } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { leagueForCreate, writableLeagueOf } from '../leagues/context';
import { countGamesAtField, deleteField, fieldInScope, insertField, renameFieldInGames, updateField, type Field } from './store';
import { FIELD_TEXT } from './texts';

async function writableField(deps: AppDeps, caller: Caller, id: number): Promise<Field> {
  const field = await fieldInScope(deps.db, scopeOf(caller.actor), id);
  if (!field) throw notFound(FIELD_TEXT.notFound);
  await writableLeagueOf(deps, field.leagueId);
  return field;
}

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

export async function editField(deps: AppDeps, caller: Caller, id: number, body: z.output<typeof updateFieldBody>): Promise<Field> {
  const field = await writableField(deps, caller, id);
  return deps.db
    .transaction(async (tx) => {
      if (body.name && body.name !== field.name) await renameFieldInGames(tx, field, body.name);
      const row = await updateField(tx, field, { ...body, location: body.location === '' ? null : body.location });
      await publishLeagueChanged(tx, field.leagueId);
      await audit(tx, caller, 'field.update', auditTarget.row('field', field), { fields: Object.keys(body) });
      return row;
    })
    .catch(conflictOnUnique(FIELD_TEXT.duplicate));
}

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
