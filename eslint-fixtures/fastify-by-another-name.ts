// as: server/modules/games/create-game.ts
// expect: No FastifyRequest or reply below the route
// expect: No FastifyRequest or reply below the route
// `fastify` was banned by its exact name only.
import type { FastifyRequest } from 'fastify/types/request';
import fastifyCookie from '@fastify/cookie';

export type Request = FastifyRequest;
export const cookies = fastifyCookie;
