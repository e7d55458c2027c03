import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MessageResponse, ResetPasswordBody } from '@common/schemas/auth';
import { AUTH_TEXT } from '@common/texts';
import { SKIP_FORCED_PATHS } from '@client/app/query-client';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-errors';

type ResetFields = { username: string; email: string; newPassword: string };

const EMPTY: ResetFields = { username: '', email: '', newPassword: '' };

// Spec 2.3 / 4 / 5: 'Forgot Password?' opens this; it closes and clears its fields on success.
export function ResetPasswordDialog({ leagueSlug }: { leagueSlug: string | null }) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, reset } = useForm<ResetFields>({ defaultValues: EMPTY });

  const resetPassword = useMutation({
    mutationFn: (body: ResetPasswordBody) => apiJson<MessageResponse>('POST', '/api/reset-password', body),
    meta: SKIP_FORCED_PATHS,
    onSuccess: () => {
      toast({ title: AUTH_TEXT.resetSuccessTitle, description: AUTH_TEXT.resetSuccessBody });
      reset(EMPTY);
      setOpen(false);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: AUTH_TEXT.resetFailedTitle,
        description: serverMessage(error, 'Please try again.'),
      });
    },
  });

  function submit(fields: ResetFields): void {
    const username = fields.username.trim();
    const email = fields.email.trim();
    if (!username || !email || !fields.newPassword) {
      toast({ variant: 'destructive', title: 'Error', description: AUTH_TEXT.resetRequired });
      return;
    }
    resetPassword.mutate({ username, email, newPassword: fields.newPassword, leagueSlug });
  }

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
          <DialogDescription>Enter your username and the email on your account, then choose a new password.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            // Keep the submit from reaching any form around the dialog's trigger in the React tree.
            event.stopPropagation();
            void handleSubmit(submit)(event);
          }}
          className="space-y-4"
          noValidate
        >
          <LabeledControl htmlFor="reset-username" label="Username">
            <Input id="reset-username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
          </LabeledControl>
          <LabeledControl htmlFor="reset-email" label="Email">
            <Input id="reset-email" type="email" autoComplete="email" {...register('email')} />
          </LabeledControl>
          <LabeledControl htmlFor="reset-new-password" label="New Password">
            <Input id="reset-new-password" type="password" autoComplete="new-password" {...register('newPassword')} />
          </LabeledControl>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={resetPassword.isPending}>
              {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
