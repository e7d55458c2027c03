import type { UseFormRegister } from 'react-hook-form';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import type { PlayerValues } from './roster-form';
import { ROSTER_TEXT } from './texts';

// A player's four fields, each labelled with its error beside it (the add form's and a row's edit).
// On a phone the names take a line each and the number and birth date share one.
export function PlayerFields({ idPrefix, register, errorOf }: { idPrefix: string; register: UseFormRegister<PlayerValues>; errorOf: (name: keyof PlayerValues) => string | undefined }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_5rem_9.5rem]">
      <LabeledControl htmlFor={id('first')} label={ROSTER_TEXT.firstName} required error={errorOf('firstName')} className="col-span-2 sm:col-span-1">
        <Input id={id('first')} autoComplete="off" maxLength={60} {...register('firstName')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('last')} label={ROSTER_TEXT.lastName} required error={errorOf('lastName')} className="col-span-2 sm:col-span-1">
        <Input id={id('last')} autoComplete="off" maxLength={60} {...register('lastName')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('number')} label={ROSTER_TEXT.jerseyNumber} error={errorOf('jerseyNumber')}>
        <Input id={id('number')} inputMode="numeric" autoComplete="off" maxLength={3} {...register('jerseyNumber')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('born')} label={ROSTER_TEXT.birthDate} error={errorOf('birthDate')}>
        <Input id={id('born')} type="date" {...register('birthDate')} />
      </LabeledControl>
    </div>
  );
}
