import type { z } from 'zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { showFailure } from './failure-toast';

// The toast of a refused form (spec 5 and 8) says the first field's error: a sentence of the spec
// ('Please fill in all required fields') stands alone; a rule ('must be between 1 and 30') follows
// its field's label.
export function firstFieldError<T extends FieldValues>(errors: FieldErrors<T>, labels: Record<string, string>): string {
  for (const [name, error] of Object.entries(errors)) {
    const message = messageOf(error);
    if (message) return withLabel(labels[name] ?? name, message);
  }
  return '';
}

// A field's message; a list of fields (the tiebreaker selects) keeps the list's own under root.
function messageOf(error: unknown): string | undefined {
  const { message, root } = (error ?? {}) as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  return typeof root?.message === 'string' && root.message ? root.message : undefined;
}

// A sentence ('Please fill in all required fields', '"9am" is not a time: ...') stands alone; a
// rule, which starts in lower case ('must be between 1 and 30'), follows its field's label.
export function withLabel(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

// The message beside a field, if it has one.
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: keyof T & string): string | undefined {
  return messageOf(errors[name]);
}

// Spec 5 and 8: a required field left blank refuses the form with the form's own sentence ('Please
// fill in all required fields'), shown beside each blank field and in the toast. Text counts once
// trimmed (the request trims it); a password counts as typed.
export function requireFilled<T extends Record<string, unknown>>(message: string, fields: { text?: (keyof T & string)[]; password?: (keyof T & string)[] }) {
  return (values: T, ctx: z.RefinementCtx): void => {
    const blank = (name: keyof T & string, trim: boolean) => {
      const value = values[name];
      return typeof value !== 'string' || (trim ? value.trim() : value) === '';
    };
    for (const name of fields.text ?? []) if (blank(name, true)) ctx.addIssue({ code: 'custom', path: [name], message });
    for (const name of fields.password ?? []) if (blank(name, false)) ctx.addIssue({ code: 'custom', path: [name], message });
  };
}

// A form refused before any call (spec 5 and 8: 'Error: Please fill in all required fields'; a few
// screens title it with their own failure, 'Prediction Failed').
export function showInvalid(message: string, title = 'Error'): void {
  showFailure(title, null, message);
}

// react-hook-form's handler of a refused submit: the toast says the first field's error (after its
// label when it is a rule); the fields say their own beside them.
export function refusedForm(labels: Record<string, string> = {}, title?: string): (errors: FieldErrors<FieldValues>) => void {
  return (errors) => showInvalid(firstFieldError(errors, labels), title);
}
