// The Game day board (issue 48, decision 072): its one read, for the league's admins, and the timer
// of its alert, started with the app (app.ts: unless its build turns the timers off) and stopped when it closes.
import type { FastifyInstance } from 'fastify';
import { gameDayQuery } from '../../../common/schemas/crews';
import { actorWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { readGameDay } from './read-game-day';
import { GameDayTimer } from './timer';

export function registerGameDayRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/game-day', async (request, reply) => {
    const actor = actorWhoCan(request.user, 'manage:league');
    const { date } = parseInput(gameDayQuery, request.query);
    // the crew and the alert change by the minute
    reply.header('cache-control', 'no-store');
    return readGameDay(deps, actor, slugParam(request), date);
  });
}

// The alert's timer runs with the app and stops when it closes.
export function registerGameDayTimer(app: FastifyInstance, deps: AppDeps): void {
  const timer = new GameDayTimer(deps, app.log);
  app.addHook('onClose', () => timer.stop());
}
