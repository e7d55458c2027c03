// League management (spec 5, super admins; League Settings for a league's admin). Parse -> call -> present.
import type { FastifyInstance } from 'fastify';
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
}
