import { ApprovedUsersSection } from './approved-users-section';
import { PendingUsersSection } from './pending-users-section';
import { useManagedUserLists } from './use-managed-users';

// Spec 2.9: the two lists of the Manage Referees page, pending first.
export function ManageReferees() {
  const { pending, approved } = useManagedUserLists();
  return (
    <>
      <PendingUsersSection query={pending} />
      <ApprovedUsersSection query={approved} />
    </>
  );
}
