// The field a write may change: in the caller's scope (another league's is not found), its league writable.
import type { Caller } from '../../auth/actor';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { writableLeagueOf } from '../leagues/context';
import { fieldInScope, type Field } from './store';
import { FIELD_TEXT } from './texts';

export async function writableField(deps: AppDeps, caller: Caller, id: number): Promise<Field> {
  const field = await fieldInScope(deps.db, scopeOf(caller.actor), id);
  if (!field) throw notFound(FIELD_TEXT.notFound);
  await writableLeagueOf(deps, field.leagueId);
  return field;
}
