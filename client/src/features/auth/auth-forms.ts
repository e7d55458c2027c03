import { z } from 'zod';
import type { LoginBody, RegisterBody, ResetPasswordBody } from '@common/schemas/auth';
import { AUTH_TEXT } from '@common/texts';
import { requireFilled } from '@client/lib/form-errors';
import { optionalText } from '@client/lib/form-values';

// The sign-in forms (spec 2.3, 5, 8): each checks what the spec has it check before asking, its
// required fields, with the spec's sentence beside each blank field and in the toast. The server's
// own rules (username characters, password length) answer in the spec's failure toast
// ('Registration failed' and the server's message), so they are not run twice.

const loginValues = z.object({ username: z.string(), password: z.string() });
export type LoginValues = z.input<typeof loginValues>;

export function loginForm(leagueSlug: string | null) {
  return loginValues
    .superRefine(requireFilled<LoginValues>(AUTH_TEXT.fillAllFields, { text: ['username'], password: ['password'] }))
    .transform((values): LoginBody => ({ username: values.username.trim(), password: values.password, leagueSlug }));
}

const registerValues = z.object({ username: z.string(), password: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), registerAsReferee: z.boolean() });
export type RegisterValues = z.input<typeof registerValues>;
export const EMPTY_REGISTRATION: RegisterValues = { username: '', password: '', email: '', firstName: '', lastName: '', registerAsReferee: false };

export function registerForm(leagueSlug: string | null) {
  return registerValues
    .superRefine(requireFilled<RegisterValues>(AUTH_TEXT.registerRequired, { text: ['username'], password: ['password'] }))
    .transform(
      (values): RegisterBody => ({
        username: values.username.trim(),
        password: values.password,
        email: optionalText(values.email),
        firstName: optionalText(values.firstName),
        lastName: optionalText(values.lastName),
        leagueSlug,
        registerAsReferee: values.registerAsReferee,
      }),
    );
}

const resetValues = z.object({ username: z.string(), email: z.string(), newPassword: z.string() });
export type ResetValues = z.input<typeof resetValues>;
export const EMPTY_RESET: ResetValues = { username: '', email: '', newPassword: '' };

export function resetPasswordForm(leagueSlug: string | null) {
  return resetValues
    .superRefine(requireFilled<ResetValues>(AUTH_TEXT.resetRequired, { text: ['username', 'email'], password: ['newPassword'] }))
    .transform((values): ResetPasswordBody => ({ username: values.username.trim(), email: values.email.trim(), newPassword: values.newPassword, leagueSlug }));
}

