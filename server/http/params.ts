import { z } from 'zod';
import { rowIdText } from '../../common/schemas/base/ids';
import type { RequestHead } from './request';
import { parseInput } from './validate';

const slugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(100) });
const idParams = z.object({ id: rowIdText });

// What the API's document says of :slug and :id (http/route-doc.ts): the schemas these parse with.
export const PATH_PARAMETERS: Readonly<Record<string, z.ZodType>> = { slug: slugParams.shape.slug, id: idParams.shape.id };

export function slugParam(request: Pick<RequestHead, 'params'>): string {
  return parseInput(slugParams, request.params).slug;
}

export function idParam(request: Pick<RequestHead, 'params'>): number {
  return parseInput(idParams, request.params).id;
}
