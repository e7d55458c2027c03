import { z } from 'zod';
import { LIMITS } from '../constants';
import type { Role } from '../roles';

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const leagueSlugField = z.string().trim().toLowerCase().max(100).optional().nullable();

export const loginBody = z.object({
  username: trimmed(LIMITS.username.max).min(1, 'is required'),
  password: z.string().min(1, 'is required').max(LIMITS.password.max, `must be at most ${LIMITS.password.max} characters`),
  leagueSlug: leagueSlugField,
});
export type LoginBody = z.infer<typeof loginBody>;

export const passwordField = z
  .string()
  .min(LIMITS.password.min, `must be at least ${LIMITS.password.min} characters`)
  .max(LIMITS.password.max, `must be at most ${LIMITS.password.max} characters`);

export const usernameField = trimmed(LIMITS.username.max)
  .min(LIMITS.username.min, `must be at least ${LIMITS.username.min} characters`)
  .regex(/^[A-Za-z0-9._@-]+$/, 'may contain only letters, digits, dot, underscore, @ and hyphen');

const optionalEmail = z
  .string()
  .trim()
  .max(LIMITS.email.max)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'must be a valid email address');

export const registerBody = z.object({
  username: usernameField,
  password: passwordField,
  email: optionalEmail,
  firstName: trimmed(LIMITS.name.max).optional().nullable(),
  lastName: trimmed(LIMITS.name.max).optional().nullable(),
  leagueSlug: leagueSlugField,
  // The 'Register as a referee' box of spec 2.3; unticked makes a fan account (docs/decisions).
  registerAsReferee: z.boolean().optional().default(false),
});
export type RegisterBody = z.input<typeof registerBody>;

export const resetPasswordBody = z.object({
  username: trimmed(LIMITS.username.max).min(1, 'is required'),
  email: z.string().trim().min(1, 'is required').max(LIMITS.email.max),
  newPassword: passwordField,
  leagueSlug: leagueSlugField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export type UserDto = {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  leagueId: number | null;
  leagueSlug: string | null;
  createdAt: string;
};

export type RegisterResponse = { user: UserDto; requiresApproval: boolean; message: string };
export type MessageResponse = { message: string };
