import { describe, expect, it } from 'vitest';
import { unauthorizedRedirectPath } from './forced-paths';

// Spec 8: after 'Unauthorized', /api/login on the approvals, fan and API-key pages, else the league login.
describe('unauthorizedRedirectPath', () => {
  it.each([
    ['/demo/pending-approvals', '', '/api/login?returnTo=%2Fdemo%2Fpending-approvals'],
    ['/pending-approvals', '', '/api/login?returnTo=%2Fpending-approvals'],
    ['/pending', '', '/api/login?returnTo=%2Fpending'],
    ['/demo/fan', '', '/api/login?returnTo=%2Fdemo%2Ffan'],
    ['/api-keys', '', '/api/login?returnTo=%2Fapi-keys'],
    ['/demo/admin', '', '/demo/login?returnTo=%2Fdemo%2Fadmin'],
    ['/demo/admin', '?tab=games', '/demo/login?returnTo=%2Fdemo%2Fadmin%3Ftab%3Dgames'],
    ['/demo/referee/12', '', '/demo/login?returnTo=%2Fdemo%2Freferee%2F12'],
    ['/admin', '', '/login?returnTo=%2Fadmin'],
    ['/leagues', '', '/login?returnTo=%2Fleagues'],
    ['/', '', '/login?returnTo=%2F'],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(unauthorizedRedirectPath(pathname, search)).toBe(expected);
  });
});
