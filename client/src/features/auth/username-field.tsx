import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';

// The username of the sign-in forms (login, registration, password reset): typed as the account
// spells it, so no capital and no spelling fix is put in.
export function UsernameField({ id, error, field, required }: { id: string; error: string | undefined; field: UseFormRegisterReturn<'username'>; required?: boolean }) {
  return (
    <LabeledControl htmlFor={id} error={error} label="Username" required={required}>
      <Input id={id} autoComplete="username" autoCapitalize="none" spellCheck={false} {...field} />
    </LabeledControl>
  );
}
