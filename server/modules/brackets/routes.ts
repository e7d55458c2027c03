// Issue 36: playoff brackets. Preview, publish and delete are the league's admin's (and the super
// admin's): another league's admin 403, referees and fans 403, visitors 401, suspended leagues 403,
// archived 409. The list and a bracket are public reads (suspended leagues refused like every one).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bracketListItemAnswer, bracketViewAnswer } from '../../../common/schemas/answers/brackets';
import { bracketBody } from '../../../common/schemas/brackets';
import { actorWhoCan, assertLeagueOpen, assertLeagueWritable, callerWhoCan } from '../../auth/policy';
import type { League } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf } from '../../http/idempotency';
import { idParam, slugParam } from '../../http/params';
import { limitPublicAddress } from '../../http/public-limit';
import { documented, REFUSED } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { resolveLeague } from '../leagues/context';
import { deleteBracket } from './delete-bracket';
import { previewBracket } from './preview-bracket';
import { publishBracket } from './publish-bracket';
import { getBracket, listBrackets } from './read-brackets';

const leagueBrackets = documented({
  summary: "A league's playoff brackets",
  tag: 'playoffs',
  auth: 'none',
  answers: { 200: { description: 'The brackets, oldest first', json: z.array(bracketListItemAnswer) } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague, 429: REFUSED.tooMany },
});
const oneBracket = documented({
  summary: 'A playoff bracket',
  description: "The bracket's games as the public games (their clocks derived at serverNow: never cached), each with its place, and the byes.",
  tag: 'playoffs',
  auth: 'none',
  answers: { 200: { description: 'The bracket', json: bracketViewAnswer } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: 'No such bracket', 429: REFUSED.tooMany },
});

export function registerBracketRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function adminLeague(request: FastifyRequest): Promise<League> {
    const actor = actorWhoCan(request.user, 'manage:league');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    assertLeagueOpen(actor, league);
    assertLeagueWritable(league);
    return league;
  }

  app.post('/api/leagues/:slug/brackets/preview', async (request, reply) => {
    const league = await adminLeague(request);
    const body = parseInput(bracketBody, request.body);
    return reply.header('cache-control', 'no-store').send(await previewBracket(deps, league, body));
  });

  app.post('/api/leagues/:slug/brackets', async (request, reply) => {
    const actor = actorWhoCan(request.user, 'manage:league');
    const league = await adminLeague(request);
    const body = parseInput(bracketBody, request.body);
    const answer = await publishBracket(deps, { actor, ip: request.ip }, league, idempotencyKeyOf(request, actor.id, deps.sessionSecret), body);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.get('/api/leagues/:slug/brackets', leagueBrackets.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const slug = slugParam(request);
    return reply.header('cache-control', 'no-cache').send(await listBrackets(deps, request.user, slug));
  });

  app.get('/api/brackets/:id', oneBracket.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const id = idParam(request);
    // the games' clocks change every second, as the game answers do
    return reply.header('cache-control', 'no-store').send(await getBracket(deps, request.user, id));
  });

  app.delete('/api/brackets/:id', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    await deleteBracket(deps, caller, id);
    return reply.code(204).send();
  });
}
