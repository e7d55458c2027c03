import { AtSign, CalendarDays, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ManagedUserDto } from '@common/schemas/users';
import { Badge } from '@client/components/ui/badge';
import { fullNameOf } from './format';
import { ROLE_LABELS } from './texts';

type UserRowProps = {
  user: ManagedUserDto;
  // Lines under the name: email, username, requested date.
  details: ReactNode;
  actions: ReactNode;
};

// One person in a list of the page: who they are on the left, what can be done on the right
// (below on a phone).
export function UserRow({ user, details, actions }: UserRowProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-1">
        <div className="flex min-w-0 items-center gap-2">
          <p className="truncate font-semibold" title={fullNameOf(user)}>
            {fullNameOf(user)}
          </p>
          <Badge variant={user.role === 'pending' ? 'warning' : user.role === 'referee' ? 'secondary' : 'default'}>
            {ROLE_LABELS[user.role]}
          </Badge>
        </div>
        <div className="space-y-0.5 text-sm text-muted-foreground">{details}</div>
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
