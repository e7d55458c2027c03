import type { z } from 'zod';
import { badRequest } from './errors';

// A field's path as a person reads it: ['admin', 'firstName'] is 'Admin.first name'.
export function fieldLabel(path: PropertyKey[]): string {
  const name = path.map(String).join('.');
  if (!name) return 'Request body';
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

// Parse untrusted input with a zod schema; a failure is a 400 naming each field and what is wrong.
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    // zod reports a missing field as an invalid type 'received undefined'
    if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${fieldLabel(issue.path)} is required`;
    const message = issue.message;
    return /^[a-z]/.test(message) && !message.startsWith('expected')
      ? `${fieldLabel(issue.path)} ${message}`
      : `${fieldLabel(issue.path)}: ${message}`;
  });
  return badRequestThrow(problems.join('; '));
}

function badRequestThrow(message: string): never {
  throw badRequest(message);
}
