import type { FastifyInstance } from 'fastify';
import { createFieldBody, updateFieldBody } from '../../../common/schemas/teams';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { requireCapability } from '../../plugins/authorize';
import { isUniqueViolation } from '../../db/errors';
import { publishLeagueChanged } from '../../live/notify';
import { recordAudit } from '../audit/store';
import { leagueForCreate, resolvePublicLeague, writableLeagueOf } from '../leagues/context';
import { scopeOf } from '../leagues/scope';
import { countGamesAtField, deleteField, fieldInScope, fieldsOfLeague, insertField, presentField, renameFieldInGames, updateField } from './store';

const FIELD_TEXT = {
  notFound: 'Field not found',
  duplicate: 'A field with that name already exists in this league',
  inUse: (n: number) => `${n} game${n === 1 ? ' is' : 's are'} played at this field. Move or delete those games first.`,
};

function rethrowDuplicate(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict(FIELD_TEXT.duplicate);
  throw err;
}

export function registerFieldRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/fields', async (request) => fieldsOfLeague(deps.db, (await resolvePublicLeague(deps, request, slugParam(request))).id));
  app.get('/api/fields', async (request) => fieldsOfLeague(deps.db, (await resolvePublicLeague(deps, request, null)).id));

  app.post('/api/fields', async (request, reply) => {
    const actor = requireCapability(request, 'manage:league');
    const body = parseInput(createFieldBody, request.body);
    const league = await leagueForCreate(deps, request, actor, body.leagueId);
    const field = await deps.db
      .transaction(async (tx) => {
        const created = await insertField(tx, { leagueId: league.id, name: body.name, location: body.location || null, surface: body.surface ?? null });
        await recordAudit(tx, { action: 'field.create', actorUserId: actor.id, leagueId: league.id, targetType: 'field', targetId: created.id, ipAddress: request.ip });
        return created;
      })
      .catch(rethrowDuplicate);
    return reply.code(201).send(presentField(field));
  });

  app.patch('/api/fields/:id', async (request) => {
    const actor = requireCapability(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(updateFieldBody, request.body);
    const field = await fieldInScope(deps.db, scopeOf(actor), id);
    if (!field) throw notFound(FIELD_TEXT.notFound);
    await writableLeagueOf(deps, field.leagueId);
    const updated = await deps.db
      .transaction(async (tx) => {
        if (body.name && body.name !== field.name) await renameFieldInGames(tx, field, body.name);
        const row = await updateField(tx, field, { ...body, location: body.location === '' ? null : body.location });
        await publishLeagueChanged(tx, field.leagueId);
        await recordAudit(tx, { action: 'field.update', actorUserId: actor.id, leagueId: field.leagueId, targetType: 'field', targetId: field.id, details: { fields: Object.keys(body) }, ipAddress: request.ip });
        return row;
      })
      .catch(rethrowDuplicate);
    return presentField(updated);
  });

  app.delete('/api/fields/:id', async (request, reply) => {
    const actor = requireCapability(request, 'manage:league');
    const field = await fieldInScope(deps.db, scopeOf(actor), idParam(request));
    if (!field) throw notFound(FIELD_TEXT.notFound);
    await writableLeagueOf(deps, field.leagueId);
    await deps.db.transaction(async (tx) => {
      const games = await countGamesAtField(tx, field);
      if (games > 0) throw conflict(FIELD_TEXT.inUse(games));
      await deleteField(tx, field);
      await recordAudit(tx, { action: 'field.delete', actorUserId: actor.id, leagueId: field.leagueId, targetType: 'field', targetId: field.id, details: { name: field.name }, ipAddress: request.ip });
    });
    return reply.code(204).send();
  });
}
