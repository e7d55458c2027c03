import { AtSign, CalendarDays, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { isAwaitingApproval, isReferee } from '@common/policies/users';
import type { ManagedUserDto } from '@common/schemas/users';
import { Badge } from '@client/components/ui/badge';
import { fullNameOf } from './format';
import { ROLE_LABELS } from './texts';

type UserListProps = {
  users: readonly ManagedUserDto[];
  // Lines under the name after the email: username, requested date, unavailable dates.
  details: (user: ManagedUserDto) => ReactNode;
  actions: (user: ManagedUserDto) => ReactNode;
};

// A list of people of the page (pending, administrators, referees), one row each.
export function UserList({ users, details, actions }: UserListProps) {
  return (
    <ul className="divide-y rounded-lg border">
      {users.map((user) => (
        <UserRow key={user.id} user={user} details={details(user)} actions={actions(user)} />
      ))}
    </ul>
  );
}

// One person: who they are on the left (name, role, email and the list's details), what can be
// done on the right (below on a phone).
function UserRow({ user, details, actions }: { user: ManagedUserDto; details: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-1">
        <div className="flex min-w-0 items-center gap-2">
          <p className="truncate font-semibold" title={fullNameOf(user)}>
            {fullNameOf(user)}
          </p>
          <Badge variant={isAwaitingApproval(user) ? 'warning' : isReferee(user) ? 'secondary' : 'default'}>
            {ROLE_LABELS[user.role]}
          </Badge>
        </div>
        <div className="space-y-0.5 text-sm text-muted-foreground">
          {user.email ? <UserDetail icon="email">{user.email}</UserDetail> : null}
          {details}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 *:flex-1 sm:shrink-0 sm:justify-end sm:*:flex-none">{actions}</div>
    </li>
  );
}

type DetailIcon = 'email' | 'username' | 'date';
const ICONS = { email: Mail, username: AtSign, date: CalendarDays } as const;

export function UserDetail({ icon, children }: { icon: DetailIcon; children: ReactNode }) {
  const Icon = ICONS[icon];
  return (
    <p className="flex min-w-0 items-center gap-1.5">
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate" title={typeof children === 'string' ? children : undefined}>
        {children}
      </span>
    </p>
  );
}
