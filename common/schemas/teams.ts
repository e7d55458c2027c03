import { z } from 'zod';
import { FIELD_SURFACES, LIMITS } from '../constants';
import type { DivisionRef } from './divisions';
import { rowId } from './base/ids';
import { patchBody } from './base/patch';

const name = z.string().trim().min(1, 'is required').max(LIMITS.name.max, `must be at most ${LIMITS.name.max} characters`);
const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #FF4500');

export const createTeamBody = z
  .object({
    name,
    color: hexColor.optional(),
    icon: z.string().trim().regex(/^fa-[a-z0-9-]{1,40}$/, 'must be an icon name like fa-users').optional(),
    leagueId: rowId.optional().nullable(),
    // issue 34: one of the league's divisions, or null (none)
    divisionId: rowId.nullable().optional(),
  })
  .strict();
export const updateTeamBody = patchBody(z.object({ name, color: hexColor, divisionId: rowId.nullable() }).partial().strict());

export const createFieldBody = z
  .object({
    name,
    location: z.string().trim().max(200).optional().nullable(),
    surface: z.enum(FIELD_SURFACES, { error: `must be one of ${FIELD_SURFACES.join(', ')}` }).optional().nullable(),
    leagueId: rowId.optional().nullable(),
  })
  .strict();
export const updateFieldBody = patchBody(createFieldBody.omit({ leagueId: true }).partial().strict());

// issue 34: divisionId and division ({ id, name }) are null for a team in no division
export type TeamDto = { id: number; name: string; color: string; icon: string; leagueId: number; divisionId: number | null; division: DivisionRef | null };
export type FieldDto = { id: number; name: string; location: string | null; surface: string | null; leagueId: number };
