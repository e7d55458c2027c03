import { ShieldCheck, UserCheck } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ManagedUserDto } from '@common/schemas/users';
import { Button } from '@client/components/ui/button';
import { useLeague } from '@client/lib/league-context';
import { formatRequestedDate } from './format';
import { ListOrState, SectionCard } from './section-card';
import { REFEREES_TEXT } from './texts';
import { useChangeRole } from './use-managed-users';
import { UserDetail, UserList } from './user-row';

// The two ways to approve someone, in the spec's order.
const APPROVALS = [
  { role: 'referee', variant: 'default', Icon: UserCheck, label: REFEREES_TEXT.approveAsReferee },
  { role: 'admin', variant: 'outline', Icon: ShieldCheck, label: REFEREES_TEXT.makeAdmin },
] as const;

// Spec 2.9 'Pending Users (n)': name, email, requested date, current role; Approve as Referee or Make Admin.
export function PendingUsersSection({ query }: { query: UseQueryResult<ManagedUserDto[]> }) {
  const league = useLeague();
  const changeRole = useChangeRole();
  const users = query.data ?? [];
  // Only the row being changed shows it is busy.
  const busyUserId = changeRole.isPending ? changeRole.variables.userId : null;

  return (
    <SectionCard id="pending-users" heading={REFEREES_TEXT.pendingHeading(users.length)}>
      <ListOrState query={query} loadingLabel={REFEREES_TEXT.loadingPending} errorTitle={REFEREES_TEXT.fetchPendingFailed} emptyText={REFEREES_TEXT.pendingEmpty}>
        <UserList
          users={users}
          details={(user) => <UserDetail icon="date">{REFEREES_TEXT.requestedOn(formatRequestedDate(user.createdAt, league?.timezone))}</UserDetail>}
          actions={(user) =>
            APPROVALS.map(({ role, variant, Icon, label }) => (
              <Button key={role} size="sm" variant={variant} disabled={busyUserId === user.id} onClick={() => changeRole.mutate({ userId: user.id, role })}>
                <Icon aria-hidden />
                {label}
              </Button>
            ))
          }
        />
      </ListOrState>
    </SectionCard>
  );
}
