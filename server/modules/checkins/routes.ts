// Issue 49: a game's check-in (decision 080). Parse -> authorize -> call -> answer; who reads and who
// marks is common/policies/checkins.ts, asserted by the use cases.
import type { FastifyInstance } from 'fastify';
import { checkinBody } from '../../../common/schemas/rosters';
import { signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { readCheckin } from './read-checkin';
import { saveCheckin } from './save-checkin';

export function registerCheckinRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/games/:id/checkin', async (request, reply) => {
    const id = idParam(request);
    return reply.header('cache-control', 'no-store').send(await readCheckin(deps, signedIn(request.user), id));
  });
  app.put('/api/games/:id/checkin', async (request, reply) => {
    const id = idParam(request);
    const body = parseInput(checkinBody, request.body);
    const caller = { actor: signedIn(request.user), ip: request.ip };
    return reply.header('cache-control', 'no-store').send(await saveCheckin(deps, caller, id, body));
  });
}
