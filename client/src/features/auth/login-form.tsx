import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { homePathFor } from '@common/roles';
import type { LoginBody, UserDto } from '@common/schemas/auth';
import { AUTH_TEXT } from '@common/texts';
import { SubmitButton } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { apiJson } from '@client/lib/api';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { loginForm } from './auth-forms';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UsernameField } from './username-field';
import { CURRENT_USER_KEY, displayNameOf } from '@client/lib/use-current-user';

type LoginFormProps = {
  leagueSlug: string | null;
  returnTo: string | null;
  defaultUsername?: string;
};

// Spec 2.3 / 5 / 8: the Login tab.
export function LoginForm({ leagueSlug, returnTo, defaultUsername = '' }: LoginFormProps) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useMemo(() => loginForm(leagueSlug), [leagueSlug]);
  const { register, handleSubmit, errorOf } = useZodForm(form, { username: defaultUsername, password: '' });

  const login = useApiMutation<LoginBody, UserDto>({
    mutationFn: (body) => apiJson<UserDto>('POST', '/api/login', body),
    ownsSessionErrors: true,
    failureTitle: AUTH_TEXT.loginFailedTitle,
    failureFallback: AUTH_TEXT.loginFailedDefault,
    success: (user) => ({ title: AUTH_TEXT.loginSuccessTitle, description: AUTH_TEXT.welcomeBack(displayNameOf(user)) }),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      // Spec 2.3: the remembered path first; else by role, in this league or (bare /login) the user's own.
      navigate(returnTo ?? homePathFor(user.role, leagueSlug ?? user.leagueSlug), { replace: true });
    },
  });

  // The reset dialog sits outside the login <form>: React events bubble through portals.
  return (
    <div className="space-y-4">
    <form onSubmit={handleSubmit((body) => login.mutate(body), refusedForm())} className="space-y-4" noValidate>
      <UsernameField id="login-username" error={errorOf('username')} field={register('username')} />
      <LabeledControl htmlFor="login-password" error={errorOf('password')} label="Password">
        <Input id="login-password" type="password" autoComplete="current-password" {...register('password')} />
      </LabeledControl>
      <SubmitButton size="lg" className="w-full" label="Login" pending={login.isPending} pendingLabel="Logging in..." />
    </form>
      <div className="text-center">
        <ResetPasswordDialog leagueSlug={leagueSlug} />
      </div>
    </div>
  );
}
