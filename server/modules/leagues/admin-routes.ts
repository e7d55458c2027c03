// League management (spec 5, super admins; League Settings for a league's admin). Parse -> call -> present.
import type { FastifyInstance } from 'fastify';
import { auditListQuery } from '../../../common/schemas/audit';
import { createLeagueBody, leagueStatusBody, updateLeagueBody } from '../../../common/schemas/league';
import { actorWhoCan, callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { allLeagues } from './admin-store';
import { resolveLeague } from './context';
import { createLeague } from './create-league';
import { deleteLeague } from './delete-league';
import { editLeague } from './edit-league';
import { listLeagueAudit } from './list-league-audit';
import { setLeagueStatus } from './set-league-status';
import { syncGameSettings } from './sync-game-settings';
import { presentLeague } from './store';

export function registerLeagueAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues', async (request) => {
    actorWhoCan(request.user, 'manage:all-leagues');
    return (await allLeagues(deps.db)).map(presentLeague);
  });

  app.post('/api/leagues', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:all-leagues');
    const body = parseInput(createLeagueBody, request.body);
    const league = await deps.db.transaction((tx) => createLeague(tx, caller, body));
    return reply.code(201).send(presentLeague(league));
  });

  app.patch('/api/leagues/:id', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const body = parseInput(updateLeagueBody, request.body);
    return presentLeague(await editLeague(deps, caller, idParam(request), body));
  });

  app.patch('/api/leagues/:id/status', async (request) => {
    const caller = callerWhoCan(request, 'manage:all-leagues');
    const { status } = parseInput(leagueStatusBody, request.body);
    return presentLeague(await setLeagueStatus(deps, caller, idParam(request), status));
  });

  app.delete('/api/leagues/:id', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:all-leagues');
    await deleteLeague(deps, caller, idParam(request));
    return reply.code(204).send();
  });

  app.post('/api/leagues/:slug/sync-game-settings', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    return { gamesUpdated: await syncGameSettings(deps, caller, league) };
  });

  // issue 46: the league's changes, for its admins
  app.get('/api/leagues/:slug/audit', async (request, reply) => {
    const actor = actorWhoCan(request.user, 'manage:league');
    const query = parseInput(auditListQuery, request.query);
    reply.header('cache-control', 'no-store');
    return listLeagueAudit(deps, actor, slugParam(request), query);
  });
}
