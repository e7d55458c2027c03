import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger, FormDialogFooter } from '@client/components/ui/dialog';
import { RadioGroup } from '@client/components/ui/radio-group';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { NEW_USER_ROLES, REFEREES_TEXT, ROLE_LABELS } from './texts';
import { useAddUser } from './use-managed-users';
import { UserFields } from './user-fields';
import { addRefereeForm, EMPTY_REFEREE } from './user-forms';

const ROLE_OPTIONS = NEW_USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

// Spec 5 Add Referee: first name, username and password required; role Referee or Admin, referee by default.
export function AddRefereeDialog() {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, control, reset, errorOf } = useZodForm(addRefereeForm, EMPTY_REFEREE);
  const addUser = useAddUser(() => {
    reset(EMPTY_REFEREE);
    setOpen(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(EMPTY_REFEREE);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden />
          {REFEREES_TEXT.addReferee}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{REFEREES_TEXT.addReferee}</DialogTitle>
          <DialogDescription>{REFEREES_TEXT.addRefereeDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit((user) => addUser.mutate(user), refusedForm(REFEREES_TEXT.fields))} className="space-y-4" noValidate>
          <UserFields idPrefix="add" register={register} errorOf={errorOf} />
          <LabeledControl htmlFor="add-password" error={errorOf('password')} label={REFEREES_TEXT.fields.password} required hint={REFEREES_TEXT.passwordHint}>
            <Input id="add-password" type="password" autoComplete="new-password" {...register('password')} />
          </LabeledControl>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RadioGroup
                legend={REFEREES_TEXT.fields.role}
                name="add-role"
                value={field.value}
                options={ROLE_OPTIONS}
                onValueChange={field.onChange}
              />
            )}
          />
          <FormDialogFooter cancel={REFEREES_TEXT.cancel} onCancel={() => setOpen(false)} submit={REFEREES_TEXT.addReferee} pending={addUser.isPending} pendingLabel={REFEREES_TEXT.adding} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
