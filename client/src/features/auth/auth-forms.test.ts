import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '@common/texts';
import { EMPTY_REGISTRATION, EMPTY_RESET, loginForm, registerForm, resetPasswordForm } from './auth-forms';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('sign-in forms (spec 2.3, 5, 8)', () => {
  it("login: both fields, the spec's sentence; the username trimmed, the league attached", () => {
    expect(issues(loginForm('demo').safeParse({ username: ' ', password: '' }))).toEqual([
      ['username', AUTH_TEXT.fillAllFields],
      ['password', AUTH_TEXT.fillAllFields],
    ]);
    expect(loginForm('demo').parse({ username: ' ann ', password: ' pw ' })).toEqual({ username: 'ann', password: ' pw ', leagueSlug: 'demo' });
  });

  it("register: username and password, the spec's sentence; optional names as null; the server's rules left to the server", () => {
    expect(issues(registerForm(null).safeParse(EMPTY_REGISTRATION))).toEqual([
      ['username', AUTH_TEXT.registerRequired],
      ['password', AUTH_TEXT.registerRequired],
    ]);
    expect(registerForm('demo').parse({ ...EMPTY_REGISTRATION, username: 'x', password: 'short', firstName: ' Ann ' })).toEqual({
      username: 'x',
      password: 'short',
      email: null,
      firstName: 'Ann',
      lastName: null,
      leagueSlug: 'demo',
      registerAsReferee: false,
    });
  });

  it("reset: all three fields, the spec's sentence", () => {
    expect(issues(resetPasswordForm(null).safeParse(EMPTY_RESET)).map(([field]) => field)).toEqual(['username', 'email', 'newPassword']);
    expect(issues(resetPasswordForm(null).safeParse(EMPTY_RESET))[0]?.[1]).toBe(AUTH_TEXT.resetRequired);
  });
});
