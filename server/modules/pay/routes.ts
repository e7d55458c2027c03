// Issue 48, pay: the league's pay list and its CSV (its admins), an official's own statement, and
// the admin's mark of a game played off the console. Parse -> authorize -> call -> answer; the
// policies of common/policies/pay.ts are asserted in the use cases.
import type { FastifyInstance } from 'fastify';
import { payQuery, playedOffConsoleBody } from '../../../common/schemas/crews';
import { callerWhoCan, signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { markPlayedOffConsole, unmarkPlayedOffConsole } from './mark-played-off-console';
import { payCsv, payCsvName } from './pay-csv';
import { readLeaguePay, readOwnPay } from './read-pay';

export function registerPayRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/pay', async (request, reply) => {
    const actor = signedIn(request.user);
    const slug = slugParam(request);
    const { pay } = await readLeaguePay(deps, actor, slug, parseInput(payQuery, request.query));
    return reply.header('cache-control', 'no-store').send(pay);
  });

  app.get('/api/leagues/:slug/pay.csv', async (request, reply) => {
    const actor = signedIn(request.user);
    const slug = slugParam(request);
    const { league, pay } = await readLeaguePay(deps, actor, slug, parseInput(payQuery, request.query));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${payCsvName(league.slug, pay)}"`)
      .header('cache-control', 'no-store')
      .send(payCsv(pay, league.timezone));
  });

  app.get('/api/referees/me/pay', async (request, reply) => {
    const actor = signedIn(request.user);
    const own = await readOwnPay(deps, actor, parseInput(payQuery, request.query));
    return reply.header('cache-control', 'no-store').send(own);
  });

  app.post('/api/games/:id/played-off-console', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    const { note } = parseInput(playedOffConsoleBody, request.body);
    return markPlayedOffConsole(deps, caller, id, note);
  });

  app.delete('/api/games/:id/played-off-console', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    await unmarkPlayedOffConsole(deps, caller, idParam(request));
    return reply.code(204).send();
  });
}
