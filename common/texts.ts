// The spec's exact user-facing texts (sections 2, 5, 8), one place per area, shared by UI and tests.
import type { Role } from './roles';

export const AUTH_TEXT = {
  fillAllFields: 'Please fill in all fields',
  loginFailedTitle: 'Login failed',
  loginFailedDefault: 'Invalid username or password',
  loginSuccessTitle: 'Login successful',
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  registerRequired: 'Username and password are required',
  registrationFailedTitle: 'Registration failed',
  registrationSubmittedTitle: 'Registration submitted',
  registrationPendingBody:
    "Your account has been created and is pending admin approval. You'll be able to log in once approved.",
  registrationFanBody: 'Your fan account has been created. You can log in now.',
  resetRequired: 'All fields are required for password reset',
  resetFailedTitle: 'Password reset failed',
  // the form's answer (issue 47, decision 065): the same whatever matched; the change waits for the mailed link
  resetRequestedTitle: 'Check your email',
  resetRequestedBody: 'If the details match a viewer account, we emailed a link to confirm the new password; it works for 30 minutes.',
  // the spec's success texts, now on the page of the mailed link once its button is pressed
  resetSuccessTitle: 'Password reset successful',
  resetSuccessBody: 'Your password has been updated. You can now log in with your new password.',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedBody: 'You are logged out. Logging in again...',
} as const;

const ROLE_WITH_ARTICLE: Record<Role, string> = {
  super_admin: 'a super admin',
  admin: 'an admin',
  referee: 'a referee',
  pending: 'an account pending approval',
  fan: 'a fan',
  parent: 'a parent',
  coach: 'a coach',
};

// Server messages the client keys on or shows as they are.
export const SERVER_TEXT = {
  // a failure of ours (a 500, a live message that failed): no internals
  unexpected: 'Something went wrong on our side. Please try again.',
  invalidCredentials: 'Invalid username or password',
  assignedLeagueOnly: 'You can only access your assigned league',
  pendingApproval: "Your account is pending admin approval. You'll be able to log in once approved.",
  leagueNotFound: 'League not found',
  leagueSuspended: 'This league is suspended',
  unauthorized: 'Unauthorized',
  usernameTaken: 'That username is already taken',
  // the one answer of the reset form, match or not, viewer or staff (docs/decisions/065-password-reset-by-mail.md)
  resetRequested: AUTH_TEXT.resetRequestedBody,
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`,
  notFound: 'Not found',
  // the fan API and the fan page to staff: fan features belong to fan accounts (docs/decisions/012-fan-scoring.md)
  fansOnly: (role: Role) => `Fan features are for fan accounts. You are signed in as ${ROLE_WITH_ARTICLE[role]}.`,
} as const;

export const ACCESS_TEXT = {
  refereeRequired: 'Access denied. Referee access required.',
  adminRequired: 'Access denied. Admin access required.',
  apiKeysLoggedOut: 'Please log in to access API keys.',
  apiKeysSuperAdminRequired: 'Super admin access required for API key management.',
  fallbackNotFound: 'Did you forget to add the page to the router?',
  leagueNotFoundTitle: 'League Not Found',
  leagueSuspendedTitle: 'League Suspended',
  approvalPendingTitle: 'Approval Pending',
} as const;

export const LOGIN_BENEFITS = [
  'Real-time game scoring',
  'Live clock management',
  'Parent-friendly displays',
  'Team and schedule management',
] as const;

export const LOGIN_TAGLINE = 'Professional league management system for administrators and referees';
