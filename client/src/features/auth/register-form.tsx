import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { RegisterBody, RegisterResponse } from '@common/schemas/auth';
import { AUTH_TEXT } from '@common/texts';
import { SubmitButton } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { apiJson } from '@client/lib/api';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { EMPTY_REGISTRATION, registerForm } from './auth-forms';
import { UsernameField } from './username-field';

// Spec 2.3 / 5 / 8: the Register tab. onRegistered moves the screen to the Login tab.
export function RegisterForm({ leagueSlug, onRegistered }: { leagueSlug: string | null; onRegistered: (username: string) => void }) {
  const form = useMemo(() => registerForm(leagueSlug), [leagueSlug]);
  const { register, handleSubmit, control, reset, errorOf } = useZodForm(form, EMPTY_REGISTRATION);

  const registration = useApiMutation<RegisterBody, RegisterResponse>({
    mutationFn: (body) => apiJson<RegisterResponse>('POST', '/api/register', body),
    ownsSessionErrors: true,
    failureTitle: AUTH_TEXT.registrationFailedTitle,
    failureFallback: 'Please try again.',
    success: (response) => ({
      title: AUTH_TEXT.registrationSubmittedTitle,
      description: response.requiresApproval ? AUTH_TEXT.registrationPendingBody : AUTH_TEXT.registrationFanBody,
    }),
    onSuccess: (_response, body) => {
      reset(EMPTY_REGISTRATION);
      onRegistered(body.username);
    },
  });

  return (
    <form onSubmit={handleSubmit((body) => registration.mutate(body), refusedForm())} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledControl htmlFor="register-first-name" label="First Name">
          <Input id="register-first-name" autoComplete="given-name" {...register('firstName')} />
        </LabeledControl>
        <LabeledControl htmlFor="register-last-name" label="Last Name">
          <Input id="register-last-name" autoComplete="family-name" {...register('lastName')} />
        </LabeledControl>
      </div>
      <UsernameField id="register-username" error={errorOf('username')} field={register('username')} required />
      <LabeledControl htmlFor="register-email" label="Email">
        <Input id="register-email" type="email" autoComplete="email" {...register('email')} />
      </LabeledControl>
      <LabeledControl htmlFor="register-password" error={errorOf('password')} label="Password" required>
        <Input id="register-password" type="password" autoComplete="new-password" {...register('password')} />
      </LabeledControl>
      <Controller
        control={control}
        name="registerAsReferee"
        render={({ field }) => (
          <LabeledControl layout="after" htmlFor="register-as-referee" label="Register as a referee" className="flex items-center gap-3 rounded-lg border bg-muted/50 p-3" labelClassName="cursor-pointer leading-snug">
            <Checkbox
              id="register-as-referee"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          </LabeledControl>
        )}
      />
      <SubmitButton size="lg" className="w-full" label="Register" pending={registration.isPending} pendingLabel="Registering..." />
    </form>
  );
}
