import { KeyRound, Pencil, UserMinus } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { readableCalendarDate } from '@common/schedule/dates';
import type { ManagedUserDto } from '@common/schemas/users';
import { Button } from '@client/components/ui/button';
import { ConfirmRemoveDialog } from '@client/components/ui/confirm-dialog';
import { useCurrentUser } from '@client/lib/use-current-user';
import { AddRefereeDialog } from './add-referee-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { fullNameOf, groupApprovedUsers } from './format';
import { ListOrState, SectionCard } from './section-card';
import { REFEREES_TEXT } from './texts';
import { useRemoveUser, useUnavailableDates } from './use-managed-users';
import { UserDetail, UserList } from './user-row';

type OpenDialog = { kind: 'edit' | 'password' | 'remove'; user: ManagedUserDto } | null;

// Spec 2.9 'Approved Users (n)': Add Referee, then the groups Administrators (n) and Referees (n),
// each person with Edit, Change Password and Remove.
export function ApprovedUsersSection({ query }: { query: UseQueryResult<ManagedUserDto[]> }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const removeUser = useRemoveUser();
  const unavailable = useUnavailableDates();
  const { data: me } = useCurrentUser();
  const users = query.data ?? [];
  const { administrators, referees } = groupApprovedUsers(users);
  const close = () => setDialog(null);

  function renderGroup(id: string, heading: string, members: ManagedUserDto[]) {
    return (
      <section aria-labelledby={id} className="space-y-2">
        <h3 id={id} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {heading}
        </h3>
        {members.length > 0 ? (
          <UserList
            users={members}
            details={(user) => (
              <>
                <UserDetail icon="username">{user.username}</UserDetail>
                {unavailable.get(user.id)?.length ? <UserDetail icon="date">{REFEREES_TEXT.unavailableOn(unavailable.get(user.id)!.map(readableCalendarDate).join('; '))}</UserDetail> : null}
              </>
            )}
            actions={(user) => (
              <>
                <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'edit', user })}>
                  <Pencil aria-hidden />
                  {REFEREES_TEXT.edit}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'password', user })}>
                  <KeyRound aria-hidden />
                  {REFEREES_TEXT.changePassword}
                </Button>
                {/* Remove is a role change (to pending), and nobody changes their own role: the server refuses it too */}
                {user.id === me?.id ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive hover:bg-red-50 hover:text-destructive"
                    onClick={() => setDialog({ kind: 'remove', user })}
                  >
                    <UserMinus aria-hidden />
                    {REFEREES_TEXT.remove}
                  </Button>
                )}
              </>
            )}
          />
        ) : null}
      </section>
    );
  }

  return (
    <SectionCard id="approved-users" heading={REFEREES_TEXT.approvedHeading(users.length)} action={<AddRefereeDialog />}>
      <ListOrState query={query} loadingLabel={REFEREES_TEXT.loadingApproved} errorTitle={REFEREES_TEXT.fetchRefereesFailed} emptyText={REFEREES_TEXT.approvedEmpty}>
        <div className="space-y-6">
          {renderGroup('administrators-heading', REFEREES_TEXT.administratorsHeading(administrators.length), administrators)}
          {renderGroup('referees-heading', REFEREES_TEXT.refereesHeading(referees.length), referees)}
        </div>
      </ListOrState>

      <EditUserDialog user={dialog?.kind === 'edit' ? dialog.user : null} onClose={close} />
      <ChangePasswordDialog user={dialog?.kind === 'password' ? dialog.user : null} onClose={close} />
      <ConfirmRemoveDialog
        item={dialog?.kind === 'remove' ? dialog.user : null}
        onClose={close}
        title={(user) => REFEREES_TEXT.removeTitle(fullNameOf(user))}
        description={REFEREES_TEXT.removeConfirm}
        confirmLabel={REFEREES_TEXT.remove}
        cancelLabel={REFEREES_TEXT.cancel}
        pendingLabel={REFEREES_TEXT.removing}
        isPending={removeUser.isPending}
        onConfirm={(user, done) => removeUser.mutate(user.id, { onSettled: done })}
      />
    </SectionCard>
  );
}
