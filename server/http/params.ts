import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from './validate';

const slugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(100) });
const idParams = z.object({ id: z.coerce.number().int().positive('must be a positive whole number') });

export function slugParam(request: FastifyRequest): string {
  return parseInput(slugParams, request.params).slug;
}

export function idParam(request: FastifyRequest): number {
  return parseInput(idParams, request.params).id;
}
