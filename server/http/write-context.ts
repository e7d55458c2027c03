// What a game write reads from the request besides its body: its Idempotency-Key, the instant the
// referee tapped (Tapped-At) and the version the client expects (If-Match); and how to wait for its
// answer to be sent, which the write's push follows (decision 017). The route reads it; the use case
// gets these plain values.
import type { ServerResponse } from 'node:http';
import { GAMES_TEXT } from '../../common/schemas/games/texts';
import { badRequest } from './errors';
import { idempotencyKeyOf, type IdempotencyKey } from './idempotency';
import type { ReplyHead, RequestHead } from './request';

export type WriteContext = {
  // when the referee tapped (Tapped-At, epoch ms of the server's clock as the device estimated it); null: now
  tappedAt: number | null;
  idempotency: IdempotencyKey | null;
  expectedVersion: number | null;
  // runs what the write leaves for after its answer (its push to this process's sockets) once the
  // answer is handed to the kernel
  afterAnswer: (run: () => void) => void;
};

// If-Match carries the game's version as sent in GameDto.version and the ETag: 7, "7" or W/"7".
function versionOfIfMatch(request: Pick<RequestHead, 'headers'>): number | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw badRequest(GAMES_TEXT.badIfMatch);
  return Number(match[1]);
}

// Tapped-At: the instant of a tap queued on a phone without signal (docs/decisions/023-offline-referee-journal.md). Any whole
// number of ms is taken: changeGame bounds it by the game's last change and the server's now.
function tappedAtOf(request: Pick<RequestHead, 'headers'>): number | null {
  const header = request.headers['tapped-at'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^\s*\d{1,15}\s*$/.test(header)) throw badRequest(GAMES_TEXT.badTappedAt);
  return Number(header);
}

export function writeContextOf(request: Pick<RequestHead, 'method' | 'url' | 'headers' | 'body' | 'params' | 'routeOptions'>, reply: ReplyHead, actor: { id: number }, deps: { sessionSecret: string }): WriteContext {
  return {
    tappedAt: tappedAtOf(request),
    idempotency: idempotencyKeyOf(request, actor.id, deps.sessionSecret),
    expectedVersion: versionOfIfMatch(request),
    afterAnswer: (run) => whenAnswered(reply.raw, run),
  };
}

// `run` once the response is handed to the kernel ('finish': for an answer written at once, in the
// same turn of the event loop, before any other request is read) or the client is gone ('close').
export function whenAnswered(response: ServerResponse, run: () => void): void {
  if (response.writableFinished || response.destroyed) {
    run();
    return;
  }
  const once = () => {
    response.off('finish', once);
    response.off('close', once);
    run();
  };
  response.once('finish', once);
  response.once('close', once);
}
