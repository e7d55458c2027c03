import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import type { ManagedUserDto } from '@common/schemas/users';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

// Small pieces the dashboard's forms share.

export function refereeOptionLabel(user: ManagedUserDto): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
  return user.role === 'admin' ? `${name} (Admin)` : name;
}

// A whole-number setting within the limits of spec 5/9 (the server checks them again).
export function NumberInput({ id, min, max, field }: { id: string; min: number; max: number; field: UseFormRegisterReturn }) {
  return <Input id={id} type="number" inputMode="numeric" {...field} min={min} max={max} />;
}

// A yes/no setting: a checkbox with its label beside it and an optional hint.
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-md border border-input px-3 py-2.5">
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className="mt-0.5"
          />
          <div className="space-y-1">
            <Label htmlFor={id}>{label}</Label>
            {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
          </div>
        </div>
      )}
    />
  );
}

// A titled group of fields inside a long form.
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}
