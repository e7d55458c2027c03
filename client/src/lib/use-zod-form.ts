import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldError } from './form-errors';

// Decision 035: a form is validated by its zod schema, which turns the values its fields hold into
// the request it sends. errorOf(name) is the message shown beside that field, if any.
export function useZodForm<Values extends FieldValues, Request>(schema: z.ZodType<Request, Values>, defaultValues: DefaultValues<Values>) {
  const form = useForm<Values, unknown, Request>({ defaultValues, resolver: zodResolver(schema) });
  const { errors } = form.formState;
  const errorOf = (name: keyof Values & string): string | undefined => fieldError(errors, name);
  return { ...form, errorOf };
}
