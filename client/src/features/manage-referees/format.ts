import { isAdministrator, isReferee } from '@common/policies/users';
import type { ManagedUserDto } from '@common/schemas/users';

type Named = Pick<ManagedUserDto, 'firstName' | 'lastName' | 'username'>;

// First and last name as the page shows them; the username when neither is known.
export function fullNameOf(user: Named): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || user.username;
}

// Spec 2.9 'requested date': the day the account was created, in the league's time zone when known.
export function formatRequestedDate(createdAt: string, timeZone?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
}

// Spec 2.9: the approved users in two groups, Administrators and Referees, each sorted by name.
export function groupApprovedUsers(users: readonly ManagedUserDto[]): { administrators: ManagedUserDto[]; referees: ManagedUserDto[] } {
  const byName = (a: ManagedUserDto, b: ManagedUserDto) => fullNameOf(a).localeCompare(fullNameOf(b), 'en', { sensitivity: 'base' });
  return {
    administrators: users.filter(isAdministrator).sort(byName),
    referees: users.filter(isReferee).sort(byName),
  };
}
