import type { z } from 'zod';
import { embedOriginsField } from '@common/embeds/embeds';
import { EMBEDS_TEXT } from './texts';

// The league's allowed sites (leagues.embed_origins) as League Settings' textarea holds them: one site
// per line. The list the request sends is checked by the body's own rule (embedOriginsField), each
// refused site named by its line.

export function originsText(origins: readonly string[]): string {
  return origins.join('\n');
}

// The textarea's non-blank lines, with their line numbers (1-based, as the person counts them).
function linesOf(text: string): { line: number; value: string }[] {
  return text.split(/\r?\n/).flatMap((value, at) => (value.trim() === '' ? [] : [{ line: at + 1, value: value.trim() }]));
}

// What the request sends: the sites as typed, trimmed, blank lines left out (the body's rule turns each
// into its origin and drops a repeat).
export function originsOfText(text: string): string[] {
  return linesOf(text).map((entry) => entry.value);
}

// Every problem of the list, one per refused line ("Line 2: ..."), or the list's own (too many sites).
export function allowedSitesProblems(text: string): string[] {
  const lines = linesOf(text);
  const result = embedOriginsField.safeParse(lines.map((entry) => entry.value));
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const at = issue.path[0];
    const line = typeof at === 'number' ? lines[at]?.line : undefined;
    return line === undefined ? issue.message : EMBEDS_TEXT.lineError(line, issue.message);
  });
}

// A form's check of its allowed sites: one error at `field`, its problems a line each (the field
// shows them as a list).
export function checkAllowedSites<Values extends Record<string, unknown>>(field: keyof Values & string) {
  return (values: Values, ctx: z.RefinementCtx): void => {
    const text = values[field];
    const problems = allowedSitesProblems(typeof text === 'string' ? text : '');
    if (problems.length > 0) ctx.addIssue({ code: 'custom', path: [field], message: problems.join('\n') });
  };
}
