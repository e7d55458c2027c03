import { readableCalendarDate } from '@common/schedule/dates';
import type { DivisionDto } from '@common/schemas/divisions';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { DIVISION_ROSTER_TEXT as T } from './texts';

// Issue 49 (decision 078): a division's roster flags, edited in Manage Divisions' row (the division's
// PATCH carries them; a new division starts with none: never locked, names shown, not instructional).
export type DivisionRosterInput = { lockDate: string; publicNames: boolean; instructional: boolean };

export function divisionRosterInputOf(division: DivisionDto): DivisionRosterInput {
  return { lockDate: division.rosterLockDate ?? '', publicNames: division.publicPlayerNames, instructional: division.instructional };
}

export function divisionRosterBody(input: DivisionRosterInput) {
  return { rosterLockDate: input.lockDate === '' ? null : input.lockDate, publicPlayerNames: input.publicNames, instructional: input.instructional };
}

export const DIVISION_ROSTER_LABELS = { rosterLockDate: T.lockDate, publicPlayerNames: T.publicNames, instructional: T.instructional };

// What a division's row says of its flags, after its team count (nothing when all are the defaults).
export function divisionRosterDetail(division: DivisionDto): string[] {
  return [
    division.rosterLockDate ? T.locks(readableCalendarDate(division.rosterLockDate)) : null,
    division.publicPlayerNames ? null : T.numbersOnly,
    division.instructional ? T.instructionalTag : null,
  ].filter((part): part is string => part !== null);
}

function Flag({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <LabeledControl htmlFor={id} label={label} hint={hint} layout="after" className="flex items-start gap-2" labelBoxClassName="space-y-0.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true)} className="mt-0.5" />
    </LabeledControl>
  );
}

export function DivisionRosterFields({ idPrefix, value, onChange }: { idPrefix: string; value: DivisionRosterInput; onChange: (next: DivisionRosterInput) => void }) {
  return (
    <fieldset className="col-span-full space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{T.legend}</legend>
      <LabeledControl htmlFor={`${idPrefix}-lock`} label={T.lockDate} hint={T.lockDateHint}>
        <Input id={`${idPrefix}-lock`} type="date" className="w-44" value={value.lockDate} onChange={(e) => onChange({ ...value, lockDate: e.target.value })} />
      </LabeledControl>
      <Flag id={`${idPrefix}-public-names`} label={T.publicNames} hint={T.publicNamesHint} checked={value.publicNames} onChange={(publicNames) => onChange({ ...value, publicNames })} />
      <Flag id={`${idPrefix}-instructional`} label={T.instructional} hint={T.instructionalHint} checked={value.instructional} onChange={(instructional) => onChange({ ...value, instructional })} />
    </fieldset>
  );
}
