// What every PATCH body shares (issue 45): it names at least one field to change. An empty body
// changed nothing, or was a 500 where the database refuses an update of no column ("No values to
// set"). The server reads `null` and an absent body as `{}` (server/http/validate.ts), so all three
// are the same 400. Client forms piping into these schemas always send a field, so they pass as before.
import type { z } from 'zod';

export const PATCH_TEXT = {
  // after the body's label: "Request body must name a field to change (name, color or divisionId)"
  nothingToChange: (fields: readonly string[]) => `must name a field to change (${fields.slice(0, -1).join(', ')}${fields.length > 1 ? ' or ' : ''}${fields.at(-1) ?? ''})`,
} as const;

// The body schema of a PATCH route: `schema` (an object of optional fields) refusing an empty body.
// Judged only when the body is otherwise sound, so an unknown field is named alone.
export function patchBody<T extends z.ZodObject>(schema: T): T {
  return schema.refine((body: object) => Object.keys(body).length > 0, {
    message: PATCH_TEXT.nothingToChange(Object.keys(schema.shape)),
    when: (payload) => payload.issues.length === 0,
  });
}
