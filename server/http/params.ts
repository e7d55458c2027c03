import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rowIdText } from '../../common/schemas/ids';
import { parseInput } from './validate';

const slugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(100) });
const idParams = z.object({ id: rowIdText });

export function slugParam(request: FastifyRequest): string {
  return parseInput(slugParams, request.params).slug;
}

export function idParam(request: FastifyRequest): number {
  return parseInput(idParams, request.params).id;
}
