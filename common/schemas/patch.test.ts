import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateDivisionBody } from './divisions';
import { patchBody, PATCH_TEXT } from './base/patch';
import { updateTeamBody } from './teams';

// Issue 45: a PATCH body names a field to change; the client's forms pipe into the same schemas.
describe('patchBody', () => {
  it('refuses an empty body, naming the fields it takes', () => {
    const result = updateDivisionBody.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [], message: 'must name a field to change (name, sortOrder, rosterLockDate, publicPlayerNames or instructional)' })]);
    expect(PATCH_TEXT.nothingToChange(['name'])).toBe('must name a field to change (name)');
    expect(PATCH_TEXT.nothingToChange(['name', 'color', 'divisionId'])).toBe('must name a field to change (name, color or divisionId)');
  });

  it('takes any one field, null included, and keeps the schema\'s own checks first', () => {
    expect(updateDivisionBody.parse({ sortOrder: 2 })).toEqual({ sortOrder: 2 });
    expect(updateTeamBody.parse({ divisionId: null })).toEqual({ divisionId: null });
    const unknown = updateTeamBody.safeParse({ nickname: 'x' });
    expect(unknown.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });

  it('stays an object schema: a form can still require its fields', () => {
    const form = patchBody(z.object({ name: z.string(), note: z.string() }).partial().strict()).required({ name: true });
    expect(form.safeParse({ note: 'x' }).success).toBe(false);
    expect(form.parse({ name: 'A' })).toEqual({ name: 'A' });
  });
});
