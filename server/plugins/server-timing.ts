// Server-Timing on the answers of the writes a scoreboard is pushed for (decision 069): how long
// the server held the request, from its read to its answer (`app;dur=12.3`, in ms). A benchmark
// times a push from its own clock and takes the server's part from this standard header, so no
// domain type or /ws message carries a measurement's stamp (handbook rule 16).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function serverTimingOf(elapsedMs: number): string {
  return `app;dur=${elapsedMs.toFixed(1)}`;
}

function addServerTiming(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  if (!READS.has(request.method)) reply.header('server-timing', serverTimingOf(reply.elapsedTime));
  done(null, payload);
}

// On the writes of the routes registered in `scope` (Fastify's encapsulation keeps it there).
export function registerServerTiming(scope: FastifyInstance): void {
  scope.addHook('onSend', addServerTiming);
}
