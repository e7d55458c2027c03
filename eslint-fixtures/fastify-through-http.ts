// as: server/http/write-context.ts
// expect: No FastifyRequest or reply below the route
// http/ is imported by use cases (WriteContext, idempotentWrite): a Fastify type here reached them.
import type { FastifyRequest } from 'fastify';

export const ifMatch = (request: FastifyRequest) => request.headers['if-match'];
