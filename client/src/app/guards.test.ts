import { describe, expect, it } from 'vitest';
import type { Role } from '@common/roles';
import { ACCESS_TEXT } from '@common/texts';
import { SUPER_ADMIN_REQUIRED_TEXT, TOP_TIER_ADMIN_USERNAME } from './constants';
import { type AccessDecision, decideAccess, type GuardUser } from './guards';
import { resolveRoute } from './routes';

function as(role: Role, username = `a-${role}`): GuardUser {
  return { username, role };
}

const allow: AccessDecision = { kind: 'allow' };
const to = (path: string): AccessDecision => ({ kind: 'redirect', to: path });
const denied = (message: string): AccessDecision => ({ kind: 'denied', message });
const pending: AccessDecision = { kind: 'approval-pending' };

// Spec 2.2 access column, one row per (path, visitor).
const cases: [path: string, user: GuardUser, expected: AccessDecision][] = [
  // Slug admin form: admin or super_admin, else the league login remembering the path.
  ['/demo/admin', null, to('/demo/login?returnTo=%2Fdemo%2Fadmin')],
  ['/demo/admin', as('fan'), to('/demo/login?returnTo=%2Fdemo%2Fadmin')],
  ['/demo/admin', as('referee'), to('/demo/login?returnTo=%2Fdemo%2Fadmin')],
  ['/demo/admin', as('pending'), to('/demo/login?returnTo=%2Fdemo%2Fadmin')],
  ['/demo/admin', as('admin'), allow],
  ['/demo/admin', as('super_admin'), allow],
  // Bare admin: any signed-in user; the reserved top-level admin name goes to /top-tier/admin.
  ['/admin', null, to('/login?returnTo=%2Fadmin')],
  ['/admin', as('fan'), allow],
  ['/admin', as('pending'), allow],
  ['/admin', as('admin'), allow],
  ['/admin', as('admin', TOP_TIER_ADMIN_USERNAME), to('/top-tier/admin')],
  // Referee screens.
  ['/demo/referee', null, to('/demo/login?returnTo=%2Fdemo%2Freferee')],
  ['/demo/referee', as('fan'), to('/demo/login?returnTo=%2Fdemo%2Freferee')],
  ['/demo/referee', as('pending'), pending],
  ['/demo/referee', as('referee'), allow],
  ['/demo/referee', as('admin'), allow],
  ['/demo/referee', as('super_admin'), allow],
  ['/demo/referee/7', as('parent'), to('/demo/login?returnTo=%2Fdemo%2Freferee%2F7')],
  ['/demo/referee/7', as('referee'), allow],
  ['/referee', null, to('/login?returnTo=%2Freferee')],
  ['/referee', as('fan'), denied(ACCESS_TEXT.refereeRequired)],
  ['/referee', as('parent'), denied(ACCESS_TEXT.refereeRequired)],
  ['/referee', as('pending'), pending],
  ['/referee', as('referee'), allow],
  ['/referee/7', as('fan'), denied(ACCESS_TEXT.refereeRequired)],
  ['/referee/7', as('super_admin'), allow],
  // Pending approvals.
  ['/pending-approvals', null, to('/login?returnTo=%2Fpending-approvals')],
  ['/pending-approvals', as('referee'), denied(ACCESS_TEXT.adminRequired)],
  ['/pending-approvals', as('admin'), allow],
  ['/pending-approvals', as('super_admin'), allow],
  ['/demo/pending-approvals', null, to('/demo/login?returnTo=%2Fdemo%2Fpending-approvals')],
  ['/demo/pending-approvals', as('fan'), denied(ACCESS_TEXT.adminRequired)],
  ['/demo/pending-approvals', as('super_admin'), allow],
  ['/pending', null, to('/login?returnTo=%2Fpending')],
  ['/pending', as('admin'), allow],
  ['/pending', as('super_admin'), denied(ACCESS_TEXT.adminRequired)],
  ['/pending', as('referee'), denied(ACCESS_TEXT.adminRequired)],
  // Import.
  ['/demo/import', null, to('/demo/login?returnTo=%2Fdemo%2Fimport')],
  ['/demo/import', as('referee'), to('/demo/login?returnTo=%2Fdemo%2Fimport')],
  ['/demo/import', as('admin'), allow],
  ['/import', null, to('/login?returnTo=%2Fimport')],
  ['/import', as('referee'), denied(ACCESS_TEXT.adminRequired)],
  ['/import', as('super_admin'), allow],
  // API keys explain themselves.
  ['/api-keys', null, { kind: 'denied', message: ACCESS_TEXT.apiKeysLoggedOut, signInPath: '/login?returnTo=%2Fapi-keys' }],
  ['/api-keys', as('admin'), denied(ACCESS_TEXT.apiKeysSuperAdminRequired)],
  ['/api-keys', as('fan'), denied(ACCESS_TEXT.apiKeysSuperAdminRequired)],
  ['/api-keys', as('super_admin'), allow],
  // League management.
  ['/leagues', null, to('/login?returnTo=%2Fleagues')],
  ['/leagues', as('admin'), denied(SUPER_ADMIN_REQUIRED_TEXT)],
  ['/leagues', as('super_admin'), allow],
  // Public pages.
  ['/demo', null, allow],
  ['/demo/parent', null, allow],
  ['/demo/fan', null, allow],
  ['/demo/login', as('admin'), allow],
  ['/', null, allow],
  ['/no/such/page/here', null, allow],
];

describe('decideAccess', () => {
  it.each(cases)('%s as %o', (path, user, expected) => {
    expect(decideAccess(resolveRoute(path), user, path)).toEqual(expected);
  });

  it('remembers the query string too', () => {
    expect(decideAccess(resolveRoute('/demo/admin'), null, '/demo/admin?tab=games')).toEqual(
      to('/demo/login?returnTo=%2Fdemo%2Fadmin%3Ftab%3Dgames'),
    );
  });
});
