import { z } from 'zod';
import { LIMITS } from '../constants';
import { ROLES } from '../roles';
import { passwordField, usernameField } from './auth';
import { rowId } from './base/ids';
import { patchBody } from './base/patch';

const name = z.string().trim().max(LIMITS.name.max, `must be at most ${LIMITS.name.max} characters`);
const email = z
  .string()
  .trim()
  .max(LIMITS.email.max)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'must be a valid email address')
  .transform((v) => (v === '' ? null : v));

export const roleChangeBody = z.object({ role: z.enum(ROLES) });

// Spec 5 Add Referee: first name, username and password required; role Referee or Admin.
export const createUserBody = z.object({
  firstName: name.min(1, 'is required'),
  lastName: name.optional().nullable(),
  email: email.optional().nullable(),
  username: usernameField,
  password: passwordField,
  role: z.enum(ROLES).optional().default('referee'),
  leagueId: rowId.optional().nullable(),
});

const userChanges = z
  .object({
    firstName: name.min(1, 'cannot be blank'),
    lastName: name.nullable(),
    email: email.nullable(),
    username: usernameField,
  })
  .partial()
  .strict();
export const updateUserBody = patchBody(userChanges);

export const changePasswordBody = z.object({
  userId: rowId,
  newPassword: passwordField,
});

// The users of Manage Referees (spec 2.9); never a password hash.
export type ManagedUserDto = {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: (typeof ROLES)[number];
  leagueId: number | null;
  createdAt: string;
};
