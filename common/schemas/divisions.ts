// Issue 34, a league's age divisions: the API contract shared by the server's routes and the
// client's Manage Divisions dialog (docs/decisions/040-divisions-in-the-import.md).
import { z } from 'zod';
import { patchBody } from './base/patch';
import { calendarDate } from './schedule';

// Issue 34: a name of 1 to 60 characters; the sort order an int column holds with room to spare.
export const DIVISION_LIMITS = { name: 60, sortOrder: 1_000_000 } as const;

const name = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(DIVISION_LIMITS.name, `must be at most ${DIVISION_LIMITS.name} characters`);
const sortOrder = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(-DIVISION_LIMITS.sortOrder, `must be from -${DIVISION_LIMITS.sortOrder} to ${DIVISION_LIMITS.sortOrder}`)
  .max(DIVISION_LIMITS.sortOrder, `must be from -${DIVISION_LIMITS.sortOrder} to ${DIVISION_LIMITS.sortOrder}`);

// POST /api/leagues/{slug}/divisions
export const createDivisionBody = z.object({ name, sortOrder: sortOrder.optional() }).strict();
// PATCH /api/divisions/{id}; issue 49: the roster's lock date (null: never locked), whether public pages
// name its players (else numbers only), and an instructional division (no public scores)
const flag = z.boolean({ error: 'must be true or false' });
export const updateDivisionBody = patchBody(z.object({ name, sortOrder, rosterLockDate: calendarDate.nullable(), publicPlayerNames: flag, instructional: flag }).partial().strict());

export type CreateDivisionBody = z.output<typeof createDivisionBody>;
export type UpdateDivisionBody = z.output<typeof updateDivisionBody>;

// GET /api/leagues/{slug}/divisions (ordered by sortOrder, then name whatever the case), and the
// answer of a create or an edit.
export type DivisionDto = { id: number; name: string; sortOrder: number; teamCount: number; rosterLockDate: string | null; publicPlayerNames: boolean; instructional: boolean };
// What a team, a standings row or a statistics answer says of its division.
export type DivisionRef = { id: number; name: string };

// Issue 34: a game's division is its teams' when they share one; a crossover (or a game of a team
// in no division) has none. Derived, never stored, so a team moved to another division takes its
// games along.
export function divisionOfGame(homeDivisionId: number | null, awayDivisionId: number | null): number | null {
  return homeDivisionId !== null && homeDivisionId === awayDivisionId ? homeDivisionId : null;
}
