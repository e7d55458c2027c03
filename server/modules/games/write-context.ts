// What every game write reads from the request besides its body: when it arrived, its
// Idempotency-Key and the version the client expects (If-Match).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GAMES_TEXT } from '../../../common/schemas/games';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { Actor } from './access';
import { idempotencyKeyOf, type IdempotencyKey } from '../../http/idempotency';

export type WriteContext = {
  receivedAt: number;
  idempotency: IdempotencyKey | null;
  expectedVersion: number | null;
};

// If-Match carries the game's version as sent in GameDto.version and the ETag: 7, "7" or W/"7".
export function versionOfIfMatch(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw badRequest(GAMES_TEXT.badIfMatch);
  return Number(match[1]);
}

export function writeContextOf(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, actor: Actor): WriteContext {
  return {
    // the instant the request arrived, before the session lookup (the benchmark's latency start)
    receivedAt: deps.now().getTime() - Math.round(reply.elapsedTime),
    idempotency: idempotencyKeyOf(request, actor),
    expectedVersion: versionOfIfMatch(request),
  };
}
