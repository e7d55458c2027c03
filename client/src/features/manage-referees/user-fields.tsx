import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { REFEREES_TEXT } from './texts';
import type { EditUserValues } from './user-forms';

type UserField = keyof EditUserValues;

// What Add Referee and Edit Referee/Administrator both ask (spec 5, 2.9): the first and last name
// side by side, the email and the username; first name and username are required.
export function UserFields({ idPrefix, register, errorOf }: { idPrefix: string; register: (name: UserField) => UseFormRegisterReturn; errorOf: (name: UserField) => string | undefined }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledControl htmlFor={`${idPrefix}-first-name`} error={errorOf('firstName')} label={REFEREES_TEXT.fields.firstName} required>
          <Input id={`${idPrefix}-first-name`} autoComplete="off" {...register('firstName')} />
        </LabeledControl>
        <LabeledControl htmlFor={`${idPrefix}-last-name`} error={errorOf('lastName')} label={REFEREES_TEXT.fields.lastName}>
          <Input id={`${idPrefix}-last-name`} autoComplete="off" {...register('lastName')} />
        </LabeledControl>
      </div>
      <LabeledControl htmlFor={`${idPrefix}-email`} error={errorOf('email')} label={REFEREES_TEXT.fields.email}>
        <Input id={`${idPrefix}-email`} type="email" autoComplete="off" {...register('email')} />
      </LabeledControl>
      <LabeledControl htmlFor={`${idPrefix}-username`} error={errorOf('username')} label={REFEREES_TEXT.fields.username} required>
        <Input id={`${idPrefix}-username`} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </LabeledControl>
    </>
  );
}
