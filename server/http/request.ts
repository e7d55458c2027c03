import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

// What the http/ helpers read of a request and its answer, as plain Node shapes: a route hands them
// its FastifyRequest and FastifyReply (which have these), and no Fastify type reaches http/ or what
// imports it below the route (decision 034; eslint.config.js holds it).
// routeOptions.url: the pattern of the route that answered ('/api/games/:id/actions'), params its values.
export type RequestHead = { method: string; url: string; ip: string; headers: IncomingHttpHeaders; params: unknown; body: unknown; routeOptions: { readonly url?: string | undefined } };
export type ReplyHead = { elapsedTime: number; raw: ServerResponse };
