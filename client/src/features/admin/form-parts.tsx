import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { FORMAT_PRESETS, GAME_FORMATS, TIMEOUT_TYPES } from '@common/constants';
import { isLeagueAdmin } from '@common/policies/users';
import type { FieldDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { type Choice, Options, Select } from '@client/components/ui/select';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { ADMIN_TEXT } from './texts';

// Small pieces the dashboard's forms share.

function refereeOptionLabel(user: ManagedUserDto): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
  return isLeagueAdmin(user) ? `${name} (Admin)` : name;
}

// What LabeledControl gives the control inside it (its hint and error).
type AriaOfField = { 'aria-describedby'?: string; 'aria-invalid'?: boolean };

// A select of the given choices, after a first empty choice labelled `none` when there is one.
export function ChoiceSelect({ id, field, choices, none, ...aria }: { id: string; field: UseFormRegisterReturn; choices: readonly Choice[]; none?: string } & AriaOfField) {
  return (
    <Select id={id} {...field} {...aria}>
      {none === undefined ? null : <option value="">{none}</option>}
      <Options choices={choices} />
    </Select>
  );
}

// The choices the game and league forms share.
export const FORMAT_CHOICES: readonly Choice[] = GAME_FORMATS.map((format) => ({
  value: format,
  label: `${ADMIN_TEXT.gameFormat[format]} (${FORMAT_PRESETS[format].totalPeriods})`,
}));
export const TIMEOUT_TYPE_CHOICES: readonly Choice[] = TIMEOUT_TYPES.map((type) => ({ value: type, label: ADMIN_TEXT.timeoutType[type] }));

export function countChoices(min: number, max: number, label: (n: number) => string = String): Choice[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: label(min + i) }));
}

// A game's field is stored by name.
export function fieldChoices(fields: readonly FieldDto[]): Choice[] {
  return fields.map((field) => ({ value: field.name, label: field.name }));
}

export function refereeChoices(referees: readonly ManagedUserDto[]): Choice[] {
  return referees.map((user) => ({ value: user.id, label: refereeOptionLabel(user) }));
}

// A whole-number setting with its label, within the limits of spec 5/9 (the server checks them again).
export function NumberField({ id, label, error, hint, limit, field }: { id: string; label: string; error: string | undefined; hint?: ReactNode; limit: { min: number; max: number }; field: UseFormRegisterReturn }) {
  return (
    <LabeledControl htmlFor={id} error={error} label={label} hint={hint}>
      <Input id={id} type="number" inputMode="numeric" {...field} min={limit.min} max={limit.max} />
    </LabeledControl>
  );
}

// A yes/no setting: a checkbox with its label beside it and an optional hint.
export function CheckboxField<T extends FieldValues, Parsed = T>({
  control,
  name,
  id,
  label,
  hint,
}: {
  // a form's control, whatever its resolver turns the values into
  control: Control<T, unknown, Parsed>;
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
        <LabeledControl layout="after" htmlFor={id} label={label} hint={hint} className="flex items-start gap-3 rounded-md border border-input px-3 py-2.5" labelBoxClassName="space-y-1">
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className="mt-0.5"
          />
        </LabeledControl>
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
