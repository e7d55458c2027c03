// Issue 38, a rainout: one action for a day (docs/decisions/049-rainout.md). The league's admins and
// super admins; archived leagues answer 409, suspended 403; Idempotency-Key honoured on the publish,
// whose body carries the preview it confirms (issue 45).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rainoutBody, rainoutPublishBody } from '../../../common/schemas/rainout';
import { actorWhoCan, assertMayWrite } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { writeContextOf } from '../../http/write-context';
import { resolveLeague } from '../leagues/context';
import { planRainout } from './plan-rainout';
import { publishRainout } from './publish-rainout';

export function registerRainoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function adminOfLeague(request: FastifyRequest) {
    const actor = actorWhoCan(request.user, 'manage:league');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    assertMayWrite(actor, league);
    return { actor, league };
  }

  app.post('/api/leagues/:slug/rainout/preview', async (request) => {
    const { league } = await adminOfLeague(request);
    return (await planRainout(deps.db, league, parseInput(rainoutBody, request.body))).answer;
  });

  app.post('/api/leagues/:slug/rainout', async (request, reply) => {
    const { actor, league } = await adminOfLeague(request);
    const { preview, ...body } = parseInput(rainoutPublishBody, request.body);
    const { idempotency } = writeContextOf(request, reply, actor, deps);
    const answer = await publishRainout(deps, { actor, ip: request.ip }, league, body, preview, idempotency);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).send(answer.body);
  });
}
