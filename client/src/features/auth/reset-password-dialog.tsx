import { useMemo, useState } from 'react';
import type { MessageResponse, ResetPasswordBody } from '@common/schemas/auth';
import { AUTH_TEXT } from '@common/texts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger, FormDialogFooter } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { apiJson } from '@client/lib/api';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { EMPTY_RESET, resetPasswordForm } from './auth-forms';
import { UsernameField } from './username-field';

// Spec 2.3 / 4 / 5: 'Forgot Password?' opens this; it closes and clears its fields on success. Issue 47
// (decision 065): the answer is the same whether or not the details matched, and the new password
// takes effect only when the link mailed to the account is opened and its button pressed.
export function ResetPasswordDialog({ leagueSlug }: { leagueSlug: string | null }) {
  const [open, setOpen] = useState(false);
  const form = useMemo(() => resetPasswordForm(leagueSlug), [leagueSlug]);
  const { register, handleSubmit, reset, errorOf } = useZodForm(form, EMPTY_RESET);

  const resetPassword = useApiMutation<ResetPasswordBody, MessageResponse>({
    mutationFn: (body) => apiJson<MessageResponse>('POST', '/api/reset-password', body),
    ownsSessionErrors: true,
    failureTitle: AUTH_TEXT.resetFailedTitle,
    failureFallback: 'Please try again.',
    success: () => ({ title: AUTH_TEXT.resetRequestedTitle, description: AUTH_TEXT.resetRequestedBody }),
    onSuccess: () => {
      reset(EMPTY_RESET);
      setOpen(false);
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Forgot Password?
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>Enter your username and the email on your account, then choose a new password. We email you a link to confirm it.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            // Keep the submit from reaching any form around the dialog's trigger in the React tree.
            event.stopPropagation();
            void handleSubmit((body) => resetPassword.mutate(body), refusedForm())(event);
          }}
          className="space-y-4"
          noValidate
        >
          <UsernameField id="reset-username" error={errorOf('username')} field={register('username')} />
          <LabeledControl htmlFor="reset-email" error={errorOf('email')} label="Email">
            <Input id="reset-email" type="email" autoComplete="email" {...register('email')} />
          </LabeledControl>
          <LabeledControl htmlFor="reset-new-password" error={errorOf('newPassword')} label="New Password">
            <Input id="reset-new-password" type="password" autoComplete="new-password" {...register('newPassword')} />
          </LabeledControl>
          <FormDialogFooter cancel="Cancel" onCancel={() => setOpen(false)} submit="Reset Password" pending={resetPassword.isPending} pendingLabel="Sending..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
