import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { RadioGroup } from '@client/components/ui/radio-group';
import { toast } from '@client/components/ui/use-toast';
import { optionalText } from './format';
import { NEW_USER_ROLES, type NewUserRole, REFEREES_TEXT, ROLE_LABELS } from './texts';
import { useAddUser } from './use-managed-users';

type AddRefereeFields = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  role: NewUserRole;
};

const EMPTY: AddRefereeFields = { firstName: '', lastName: '', email: '', username: '', password: '', role: 'referee' };
const ROLE_OPTIONS = NEW_USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

// Spec 5 Add Referee: first name, username and password required; role Referee or Admin, referee by default.
export function AddRefereeDialog() {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, control, reset } = useForm<AddRefereeFields>({ defaultValues: EMPTY });
  const addUser = useAddUser(() => {
    reset(EMPTY);
    setOpen(false);
  });

  function submit(fields: AddRefereeFields): void {
    const firstName = fields.firstName.trim();
    const username = fields.username.trim();
    if (!firstName || !username || !fields.password) {
      toast({ variant: 'destructive', title: REFEREES_TEXT.errorTitle, description: REFEREES_TEXT.requiredFields });
      return;
    }
    addUser.mutate({
      firstName,
      lastName: optionalText(fields.lastName),
      email: optionalText(fields.email),
      username,
      password: fields.password,
      role: fields.role,
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(EMPTY);
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
        <form onSubmit={handleSubmit(submit)} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledControl htmlFor="add-first-name" label={REFEREES_TEXT.fields.firstName} required>
              <Input id="add-first-name" autoComplete="off" {...register('firstName')} />
            </LabeledControl>
            <LabeledControl htmlFor="add-last-name" label={REFEREES_TEXT.fields.lastName}>
              <Input id="add-last-name" autoComplete="off" {...register('lastName')} />
            </LabeledControl>
          </div>
          <LabeledControl htmlFor="add-email" label={REFEREES_TEXT.fields.email}>
            <Input id="add-email" type="email" autoComplete="off" {...register('email')} />
          </LabeledControl>
          <LabeledControl htmlFor="add-username" label={REFEREES_TEXT.fields.username} required>
            <Input id="add-username" autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
          </LabeledControl>
          <LabeledControl htmlFor="add-password" label={REFEREES_TEXT.fields.password} required hint={REFEREES_TEXT.passwordHint}>
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
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {REFEREES_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={addUser.isPending}>
              {addUser.isPending ? REFEREES_TEXT.adding : REFEREES_TEXT.addReferee}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
