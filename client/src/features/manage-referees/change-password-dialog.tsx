import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { ManagedUserDto } from '@common/schemas/users';
import { Input } from '@client/components/ui/input';
import { useZodForm } from '@client/lib/use-zod-form';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from '@client/components/ui/dialog';
import { fullNameOf } from './format';
import { REFEREES_TEXT } from './texts';
import { useChangePassword } from './use-managed-users';

// Spec 2.9 / 5: an admin sets a user's new password; the button stays disabled while it is empty.
export function ChangePasswordDialog({ user, onClose }: { user: ManagedUserDto | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{user ? <ChangePasswordForm user={user} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

// An empty password is no request (the button says so by staying disabled); the server's rules
// answer in the failure toast.
const changePasswordForm = z.object({ newPassword: z.string().min(1) });

function ChangePasswordForm({ user, onClose }: { user: ManagedUserDto; onClose: () => void }) {
  const { register, handleSubmit, control } = useZodForm(changePasswordForm, { newPassword: '' });
  const changePassword = useChangePassword(onClose);
  const isEmpty = useWatch({ control, name: 'newPassword' }) === '';

  return (
    <>
      <DialogHeader>
        <DialogTitle>{REFEREES_TEXT.changePassword}</DialogTitle>
        <DialogDescription>{REFEREES_TEXT.changePasswordDescription(fullNameOf(user))}</DialogDescription>
      </DialogHeader>
      <form
        onSubmit={handleSubmit(({ newPassword }) => changePassword.mutate({ userId: user.id, newPassword }))}
        className="space-y-4"
        noValidate
      >
        <LabeledControl htmlFor="change-password-new" label={REFEREES_TEXT.fields.newPassword} hint={REFEREES_TEXT.passwordHint}>
          <Input id="change-password-new" type="password" autoComplete="new-password" {...register('newPassword')} />
        </LabeledControl>
        <FormDialogFooter cancel={REFEREES_TEXT.cancel} onCancel={onClose} submit={REFEREES_TEXT.changePassword} pending={changePassword.isPending} pendingLabel={REFEREES_TEXT.changingPassword} disabled={isEmpty} />
      </form>
    </>
  );
}
