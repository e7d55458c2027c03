import { ShieldCheck, UserCheck } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ManagedUserDto } from '@common/schemas/users';
import { Button } from '@client/components/ui/button';
import { useLeague } from '@client/lib/league-context';
import { formatRequestedDate } from './format';
import { ListOrState, SectionCard } from './section-card';
import { REFEREES_TEXT } from './texts';
import { useChangeRole } from './use-managed-users';
import { UserDetail, UserRow } from './user-row';

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
        <ul className="divide-y rounded-lg border">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              details={
                <>
                  {user.email ? <UserDetail icon="email">{user.email}</UserDetail> : null}
                  <UserDetail icon="date">{REFEREES_TEXT.requestedOn(formatRequestedDate(user.createdAt, league?.timezone))}</UserDetail>
                </>
              }
              actions={
                <>
                  <Button
                    size="sm"
                    disabled={busyUserId === user.id}
                    onClick={() => changeRole.mutate({ userId: user.id, role: 'referee' })}
                  >
                    <UserCheck aria-hidden />
                    {REFEREES_TEXT.approveAsReferee}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyUserId === user.id}
                    onClick={() => changeRole.mutate({ userId: user.id, role: 'admin' })}
                  >
                    <ShieldCheck aria-hidden />
                    {REFEREES_TEXT.makeAdmin}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      </ListOrState>
    </SectionCard>
  );
}
