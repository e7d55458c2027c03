import type { FastifyInstance } from 'fastify';
import { createTeamBody, updateTeamBody } from '../../../common/schemas/teams';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { requireCapability } from '../../plugins/authorize';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { publishLeagueChanged } from '../../live/notify';
import { recordAudit } from '../audit/store';
import { leagueForCreate, resolvePublicLeague, writableLeagueOf } from '../leagues/context';
import { scopeOf } from '../leagues/scope';
import { countGamesOfTeam, deleteTeam, insertTeam, presentTeam, teamInScope, teamsOfLeague, updateTeam } from './store';

const TEAM_TEXT = {
  notFound: 'Team not found',
  duplicate: 'A team with that name already exists in this league',
  inUse: (n: number) => `This team plays in ${n} game${n === 1 ? '' : 's'}. Delete those games or change their teams first.`,
};

function rethrowDuplicate(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict(TEAM_TEXT.duplicate);
  throw err;
}

export function registerTeamRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Team names and colours are public: the scoreboard and the fan pages show them.
  app.get('/api/leagues/:slug/teams', async (request) => teamsOfLeague(deps.db, (await resolvePublicLeague(deps, request, slugParam(request))).id));
  app.get('/api/teams', async (request) => teamsOfLeague(deps.db, (await resolvePublicLeague(deps, request, null)).id));

  app.post('/api/teams', async (request, reply) => {
    const actor = requireCapability(request, 'manage:league');
    const body = parseInput(createTeamBody, request.body);
    const league = await leagueForCreate(deps, request, actor, body.leagueId);
    const team = await deps.db
      .transaction(async (tx) => {
        const created = await insertTeam(tx, { leagueId: league.id, name: body.name, color: body.color?.toUpperCase(), icon: body.icon });
        await recordAudit(tx, { action: 'team.create', actorUserId: actor.id, leagueId: league.id, targetType: 'team', targetId: created.id, ipAddress: request.ip });
        return created;
      })
      .catch(rethrowDuplicate);
    return reply.code(201).send(presentTeam(team));
  });

  app.patch('/api/teams/:id', async (request) => {
    const actor = requireCapability(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(updateTeamBody, request.body);
    const team = await teamInScope(deps.db, scopeOf(actor), id);
    if (!team) throw notFound(TEAM_TEXT.notFound);
    await writableLeagueOf(deps, team.leagueId);
    const updated = await deps.db
      .transaction(async (tx) => {
        const row = await updateTeam(tx, team, { ...body, color: body.color?.toUpperCase() });
        await publishLeagueChanged(tx, team.leagueId);
        await recordAudit(tx, { action: 'team.update', actorUserId: actor.id, leagueId: team.leagueId, targetType: 'team', targetId: team.id, details: { fields: Object.keys(body) }, ipAddress: request.ip });
        return row;
      })
      .catch(rethrowDuplicate);
    return presentTeam(updated);
  });

  // A team that games use is refused, not cascaded: deleting it would silently delete a season
  // (docs/decisions/010-deleting-teams-and-fields.md).
  app.delete('/api/teams/:id', async (request, reply) => {
    const actor = requireCapability(request, 'manage:league');
    const team = await teamInScope(deps.db, scopeOf(actor), idParam(request));
    if (!team) throw notFound(TEAM_TEXT.notFound);
    await writableLeagueOf(deps, team.leagueId);
    await deps.db.transaction(async (tx) => {
      const games = await countGamesOfTeam(tx, team);
      if (games > 0) throw conflict(TEAM_TEXT.inUse(games));
      await deleteTeam(tx, team);
      await recordAudit(tx, { action: 'team.delete', actorUserId: actor.id, leagueId: team.leagueId, targetType: 'team', targetId: team.id, details: { name: team.name }, ipAddress: request.ip });
    }).catch((err: unknown) => {
      // a game created for this team between the count and the delete: the foreign key refuses
      if (isForeignKeyViolation(err)) throw conflict(TEAM_TEXT.inUse(1));
      throw err;
    });
    return reply.code(204).send();
  });
}

