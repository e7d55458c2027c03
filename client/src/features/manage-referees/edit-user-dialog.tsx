import { isAdministrator } from '@common/policies/users';
import type { ManagedUserDto } from '@common/schemas/users';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from '@client/components/ui/dialog';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { fullNameOf } from './format';
import { UserFields } from './user-fields';
import { REFEREES_TEXT } from './texts';
import { useEditUser } from './use-managed-users';
import { editUserForm } from './user-forms';

// Spec 2.9: 'Edit Administrator' / 'Update User' for an admin, 'Edit Referee' / 'Update Referee' for a referee.
export function EditUserDialog({ user, onClose }: { user: ManagedUserDto | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">{user ? <EditUserForm user={user} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onClose }: { user: ManagedUserDto; onClose: () => void }) {
  const isAdmin = isAdministrator(user);
  const { register, handleSubmit, errorOf } = useZodForm(editUserForm, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    username: user.username,
  });
  const editUser = useEditUser(onClose);

  const submitLabel = isAdmin ? REFEREES_TEXT.updateUser : REFEREES_TEXT.updateReferee;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{isAdmin ? REFEREES_TEXT.editAdministrator : REFEREES_TEXT.editReferee}</DialogTitle>
        <DialogDescription className="truncate">{fullNameOf(user)}</DialogDescription>
      </DialogHeader>
      <form onSubmit={handleSubmit((fields) => editUser.mutate({ userId: user.id, fields }), refusedForm(REFEREES_TEXT.fields))} className="space-y-4" noValidate>
        <UserFields idPrefix="edit" register={register} errorOf={errorOf} />
        <FormDialogFooter cancel={REFEREES_TEXT.cancel} onCancel={onClose} submit={submitLabel} pending={editUser.isPending} pendingLabel={REFEREES_TEXT.updating} />
      </form>
    </>
  );
}
