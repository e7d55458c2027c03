import { z } from 'zod';
import { createUserBody, updateUserBody } from '@common/schemas/users';
import { requireFilled } from '@client/lib/form-errors';
import { optionalText } from '@client/lib/form-values';
import { NEW_USER_ROLES, REFEREES_TEXT } from './texts';

// Add Referee and Edit Referee/Administrator (spec 5, 2.9): the required fields with the spec's
// sentence, then the request's own rules (common/schemas/users.ts, the server's), each error beside
// its field and the first in the toast.

const addValues = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), username: z.string(), password: z.string(), role: z.enum(NEW_USER_ROLES) });
export type AddRefereeValues = z.input<typeof addValues>;
export const EMPTY_REFEREE: AddRefereeValues = { firstName: '', lastName: '', email: '', username: '', password: '', role: 'referee' };

export const addRefereeForm = addValues
  .superRefine(requireFilled<AddRefereeValues>(REFEREES_TEXT.requiredFields, { text: ['firstName', 'username'], password: ['password'] }))
  .transform(
    (values): z.input<typeof createUserBody> => ({
      firstName: values.firstName.trim(),
      lastName: optionalText(values.lastName),
      email: optionalText(values.email),
      username: values.username.trim(),
      password: values.password,
      role: values.role,
    }),
  )
  .pipe(createUserBody.omit({ leagueId: true }));
export type NewUser = z.output<typeof addRefereeForm>;

const editValues = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), username: z.string() });
export type EditUserValues = z.input<typeof editValues>;

export const editUserForm = editValues
  .superRefine(requireFilled<EditUserValues>(REFEREES_TEXT.requiredFields, { text: ['firstName', 'username'] }))
  .transform(
    (values): z.input<typeof updateUserBody> => ({
      firstName: values.firstName.trim(),
      lastName: optionalText(values.lastName),
      email: optionalText(values.email),
      username: values.username.trim(),
    }),
  )
  .pipe(updateUserBody.required());
export type EditedUser = z.output<typeof editUserForm>;

