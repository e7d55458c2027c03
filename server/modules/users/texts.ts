// The users module's sentences (spec 2.9: what an admin is told when a change of a user is refused).
export const USERS_TEXT = {
  userNotFound: 'User not found',
  ownRole: 'You cannot change your own role',
  superAdminOnly: 'Only a super admin can grant the super admin role',
  superAdminAccount: 'Only a super admin can change a super admin account. Ask a super admin to make this change.',
  lastAdmin: 'A league must keep at least one admin. Make another user an admin first.',
} as const;
