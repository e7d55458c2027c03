import type { FieldErrors, FieldValues } from 'react-hook-form';

// The toast of a refused form (spec 5 and 8) says the first field's error: a sentence of the spec
// ('Please fill in all required fields') stands alone; a rule ('must be between 1 and 30') follows
// its field's label.
export function firstFieldError<T extends FieldValues>(errors: FieldErrors<T>, labels: Record<string, string>): string {
  for (const [name, error] of Object.entries(errors)) {
    const message = typeof error?.message === 'string' ? error.message : '';
    if (!message) continue;
    return /^[A-Z]/.test(message) ? message : `${labels[name] ?? name} ${message}`;
  }
  return '';
}

// The message beside a field, if it has one.
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: keyof T & string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
