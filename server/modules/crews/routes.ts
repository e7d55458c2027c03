// The crews API (issue 48): a game's crew, offers and their answers, claims of open positions, the
// official's arrival, his assignments. Parse -> authorize -> call -> answer; who may do what is the
// use cases' (common/policies/crews.ts), the routes ask only for a signed-in user or the capability.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assignmentsQuery, crewAssignBody, crewDeclineBody, crewPositionParam } from '../../../common/schemas/crews';
import type { Caller } from '../../auth/actor';
import { callerWhoCan, signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { answerOffer } from './answer-offer';
import { assignPosition } from './assign-position';
import { claimPosition } from './claim-position';
import { listAssignments } from './list-assignments';
import { listOpenPositions } from './list-open-positions';
import { readCrew } from './read-crew';
import { recordArrival } from './record-arrival';

const positionParams = z.object({ position: crewPositionParam });
const positionOf = (request: FastifyRequest) => parseInput(positionParams, request.params).position;
const signedInCaller = (request: FastifyRequest): Caller => ({ actor: signedIn(request.user), ip: request.ip });

export function registerCrewRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/games/:id/crew', async (request, reply) => {
    const id = idParam(request);
    const crew = await readCrew(deps, signedIn(request.user), id);
    return reply.header('cache-control', 'no-store').send(crew);
  });

  app.put('/api/games/:id/crew/:position', async (request) => {
    const id = idParam(request);
    const position = positionOf(request);
    const { refereeId } = parseInput(crewAssignBody, request.body);
    return assignPosition(deps, callerWhoCan(request, 'manage:league'), id, position, refereeId);
  });

  app.post('/api/games/:id/crew/:position/accept', async (request) => {
    const id = idParam(request);
    const position = positionOf(request);
    const { actor } = signedInCaller(request);
    return answerOffer(deps, { gameId: id, position, refereeId: actor.id, answer: 'accept', by: 'referee' });
  });

  app.post('/api/games/:id/crew/:position/decline', async (request) => {
    const id = idParam(request);
    const position = positionOf(request);
    const { reason } = parseInput(crewDeclineBody, request.body);
    const { actor } = signedInCaller(request);
    return answerOffer(deps, { gameId: id, position, refereeId: actor.id, answer: 'decline', reason: reason ?? null, by: 'referee' });
  });

  app.post('/api/games/:id/crew/:position/claim', async (request) => {
    const id = idParam(request);
    const position = positionOf(request);
    return claimPosition(deps, signedInCaller(request), id, position);
  });

  app.post('/api/games/:id/crew/:position/arrive', async (request) => {
    const id = idParam(request);
    const position = positionOf(request);
    return recordArrival(deps, signedInCaller(request), id, position);
  });

  app.get('/api/referees/me/assignments', async (request, reply) => {
    const query = parseInput(assignmentsQuery, request.query);
    const assignments = await listAssignments(deps, signedIn(request.user), query);
    return reply.header('cache-control', 'no-store').send(assignments);
  });

  app.get('/api/leagues/:slug/open-positions', async (request, reply) => {
    const slug = slugParam(request);
    const positions = await listOpenPositions(deps, signedIn(request.user), slug);
    return reply.header('cache-control', 'no-store').send(positions);
  });
}
