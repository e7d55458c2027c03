import { describe, expect, it } from 'vitest';
import { leagueSlugFromPath, normalizeSlug, RESERVED_SEGMENTS, safeReturnPath, slugProblem } from './slug';

describe('normalizeSlug (spec 5)', () => {
  it.each([
    ['Demo', 'demo'],
    ['My League', 'my-league'],
    ["Tom's League 2026", 'tom-s-league-2026'],
    ['north_side', 'north-side'],
    ['  spaced  ', 'spaced'],
    ['already-ok-9', 'already-ok-9'],
    ['Ünïcode', '-n-code'],
  ])('%j -> %j', (input, slug) => expect(normalizeSlug(input)).toBe(slug));
});

describe('slugProblem', () => {
  it('accepts lowercase letters, digits and hyphens', () => {
    expect(slugProblem('demo')).toBeNull();
    expect(slugProblem('u10-coed-2026')).toBeNull();
  });
  it.each(RESERVED_SEGMENTS.map((s) => [s]))('refuses the reserved segment %s', (segment) => {
    expect(slugProblem(segment)).toBe('reserved');
  });
  it('refuses empty, hyphen-only, too long and unnormalised slugs', () => {
    expect(slugProblem('')).toBe('empty');
    expect(slugProblem('---')).toBe('invalid');
    expect(slugProblem('a'.repeat(64))).toBe('too-long');
    expect(slugProblem('My League')).toBe('invalid');
  });
});

describe('leagueSlugFromPath (spec 2.1, 2.2)', () => {
  it.each([
    ['/demo', 'demo'],
    ['/demo/', 'demo'],
    ['/demo/parent', 'demo'],
    ['/demo/fan', 'demo'],
    ['/demo/login', 'demo'],
    ['/demo/auth', 'demo'],
    ['/leagues/demo/login', 'demo'],
    ['/demo/admin', 'demo'],
    ['/demo/referee', 'demo'],
    ['/demo/referee/42', 'demo'],
    ['/demo/pending-approvals', 'demo'],
    ['/demo/import', 'demo'],
    ['/Demo/admin', 'demo'],
    ['/demo/admin?tab=games', 'demo'],
    // spec 2.1: the first segment is also the slug when the second is admin, referee or pending-approvals
    ['/fan/admin', 'fan'],
    ['/login/referee', 'login'],
  ])('%s -> %s', (path, slug) => expect(leagueSlugFromPath(path)).toBe(slug));

  it.each([
    ['/'],
    [''],
    ['/login'],
    ['/auth'],
    ['/admin'],
    ['/referee'],
    ['/referee/42'],
    ['/pending-approvals'],
    ['/pending'],
    ['/import'],
    ['/api-keys'],
    ['/leagues'],
    ['/fan'],
    ['/parent'],
    ['/api/user'],
    ['/leagues/demo'],
  ])('%s has no league', (path) => expect(leagueSlugFromPath(path)).toBeNull());
});

describe('safeReturnPath', () => {
  it('keeps same-site paths and drops everything else', () => {
    expect(safeReturnPath('/demo/admin')).toBe('/demo/admin');
    expect(safeReturnPath('/demo/referee/3?x=1')).toBe('/demo/referee/3?x=1');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('demo/admin')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('/x\ny')).toBeNull();
  });
});
