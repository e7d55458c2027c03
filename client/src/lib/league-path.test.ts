import { describe, expect, it } from 'vitest';
import { eachCase } from '@client/lib/each-case';
import { assignedLeagueLoginPath, loginPath, logoutDestination, returnToFromSearch } from './league-path';

describe('assignedLeagueLoginPath (spec 4/8)', () => {
  eachCase(assignedLeagueLoginPath, [
    ['/demo/admin', '/demo/login'],
    ['/demo', '/demo/login'],
    ['/demo/fan', '/demo/login'],
    ['/admin', '/login'],
    ['/referee/3', '/login'],
    ['/leagues/demo/login', '/login'],
    ['/', '/login'],
  ], '%s -> %s');
});

describe('logoutDestination (spec 2.3)', () => {
  eachCase(logoutDestination, [
    ['/demo/admin', '/demo'],
    ['/demo/referee/4', '/demo'],
    ['/demo/fan', '/demo'],
    ['/admin', '/'],
    ['/api-keys', '/'],
    ['/leagues', '/'],
  ], '%s -> %s');
});

describe('loginPath', () => {
  it('keeps only same-site return paths', () => {
    expect(loginPath('demo', '/demo/admin')).toBe('/demo/login?returnTo=%2Fdemo%2Fadmin');
    expect(loginPath(null, '/admin')).toBe('/login?returnTo=%2Fadmin');
    expect(loginPath('demo', '//evil.example/x')).toBe('/demo/login');
    expect(loginPath('demo', 'https://evil.example')).toBe('/demo/login');
    expect(loginPath(null, null)).toBe('/login');
  });
});

describe('returnToFromSearch', () => {
  eachCase(returnToFromSearch, [
    ['?returnTo=%2Fdemo%2Fadmin', '/demo/admin'],
    ['returnTo=/demo/admin?x=1', '/demo/admin?x=1'],
    ['?returnTo=%2F%2Fevil.example', null],
    ['?returnTo=https%3A%2F%2Fevil.example', null],
    ['?returnTo=%2Fa%5Cb', null],
    ['', null],
  ], '%s -> %s');
});
