import type { Role } from '@common/roles';

// The Manage Referees page's texts (spec 2.9, 4, 5, 8 Approvals), shared by the page and e2e/manage-referees.spec.ts.
export const REFEREES_TEXT = {
  // Not in the spec (issue 19): the dates a referee marked unavailable, beside them.
  unavailableOn: (dates: string) => `Unavailable: ${dates}`,
  pageTitle: 'Pending User Approvals',
  topBarLabel: 'Manage Referees',
  // Not in the spec: one line under the heading saying what the page is for.
  pageDescription: 'Approve new accounts and manage the referees and administrators of the league.',

  pendingHeading: (count: number) => `Pending Users (${count})`,
  pendingEmpty: 'No pending approvals at this time.',
  requestedOn: (date: string) => `Requested ${date}`,
  approveAsReferee: 'Approve as Referee',
  makeAdmin: 'Make Admin',

  approvedHeading: (count: number) => `Approved Users (${count})`,
  approvedEmpty: 'No approved users yet.',
  administratorsHeading: (count: number) => `Administrators (${count})`,
  refereesHeading: (count: number) => `Referees (${count})`,

  addReferee: 'Add Referee',
  // Not in the spec: the dialog's one-line explanation and the password hint.
  addRefereeDescription: 'Create an account that can sign in at once. Fields marked * are required.',
  passwordHint: 'At least 8 characters.',
  adding: 'Adding...',
  requiredFields: 'Please fill in all required fields',

  edit: 'Edit',
  editAdministrator: 'Edit Administrator',
  editReferee: 'Edit Referee',
  updateUser: 'Update User',
  updateReferee: 'Update Referee',
  updating: 'Updating...',

  changePassword: 'Change Password',
  // Not in the spec: who the new password is for.
  changePasswordDescription: (name: string) => `Set a new password for ${name}. Their open sessions are signed out.`,
  changingPassword: 'Changing...',

  remove: 'Remove',
  // Spec 4: the Remove confirmation, exactly.
  removeConfirm: 'Are you sure you want to remove this referee? They will be moved to pending status.',
  removeTitle: (name: string) => `Remove ${name}?`,
  removing: 'Removing...',
  cancel: 'Cancel',

  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    newPassword: 'New Password',
    role: 'Role',
  },

  // Spec 8 Approvals.
  roleUpdated: 'User role updated successfully',
  roleUpdateFailed: 'Failed to update user role',
  refereeAdded: 'Referee added successfully',
  addFailed: 'Failed to add referee',
  refereeUpdated: 'Referee updated successfully',
  updateFailed: 'Failed to update referee',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  refereeRemoved: 'Referee removed successfully',
  removeFailed: 'Failed to remove referee',
  // Spec 8 fetch errors.
  fetchPendingFailed: 'Failed to fetch pending users',
  fetchRefereesFailed: 'Failed to fetch referees',
  // Not in the spec: the line under a fetch failure.
  reloadHint: 'Please reload the page to try again.',
  loadingPending: 'Loading pending users...',
  loadingApproved: 'Loading referees...',
} as const;

// How a role reads on the page.
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  referee: 'Referee',
  pending: 'Pending',
  fan: 'Fan',
  parent: 'Parent',
  coach: 'Coach',
};

// Spec 5 Add Referee: the two role choices, referee first (the default).
export const NEW_USER_ROLES = ['referee', 'admin'] as const satisfies readonly Role[];
