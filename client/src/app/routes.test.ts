import { describe, expect, it } from 'vitest';
import { resolveRoute, type Guard, type Screen } from './routes';

// Spec 2.1 / 2.2 as a table: path -> screen, access rule, league slug, game id.
const cases: [path: string, screen: Screen, guard: Guard, leagueSlug: string | null, gameId?: string][] = [
  ['/', 'home', 'public', null],
  ['/login', 'login', 'public', null],
  ['/demo/login', 'login', 'public', 'demo'],
  ['/leagues/demo/login', 'login', 'public', 'demo'],
  ['/demo/auth', 'login', 'public', 'demo'],
  ['/admin', 'admin-dashboard', 'admin-bare', null],
  ['/demo/admin', 'admin-dashboard', 'admin-league', 'demo'],
  ['/demo/admin/announcements', 'announcements', 'admin-league', 'demo'],
  ['/demo/admin/changes', 'league-changes', 'admin-league', 'demo'],
  ['/demo/admin/reports', 'reports', 'admin-league', 'demo'],
  ['/demo/admin/game-day', 'game-day', 'admin-league', 'demo'],
  ['/top-tier/admin', 'admin-dashboard', 'admin-league', 'top-tier'],
  ['/referee', 'referee-dashboard', 'referee-bare', null],
  ['/demo/referee', 'referee-dashboard', 'referee-league', 'demo'],
  ['/referee/42', 'game-control', 'referee-bare', null, '42'],
  ['/demo/referee/42', 'game-control', 'referee-league', 'demo', '42'],
  ['/pending-approvals', 'pending-approvals', 'approvals', null],
  ['/demo/pending-approvals', 'pending-approvals', 'approvals', 'demo'],
  ['/pending', 'pending-approvals', 'approvals-admin-only', null],
  ['/import', 'import', 'import-bare', null],
  ['/demo/import', 'import', 'import-league', 'demo'],
  ['/api-keys', 'api-keys', 'api-keys', null],
  ['/leagues', 'league-management', 'super-admin', null],
  ['/demo/fan', 'fan-dashboard', 'public', 'demo'],
  ['/demo/standings', 'standings', 'public', 'demo'],
  ['/demo/playoffs', 'playoffs', 'public', 'demo'],
  ['/demo/playoffs/7', 'bracket', 'public', 'demo'],
  ['/demo', 'scoreboard', 'public', 'demo'],
  ['/demo/', 'scoreboard', 'public', 'demo'],
  ['/demo/parent', 'scoreboard', 'public', 'demo'],
  ['/spring-8u/parent', 'scoreboard', 'public', 'spring-8u'],
  // The slug is lowercase (spec 2.1); a mixed-case address still names the league.
  ['/Demo/admin', 'admin-dashboard', 'admin-league', 'demo'],
  // Anything else is the fallback page.
  ['/demo/no/such/page', 'not-found', 'public', null],
  ['/demo/unknown', 'not-found', 'public', null],
  ['/fan', 'not-found', 'public', null],
  ['/parent', 'not-found', 'public', null],
  ['/auth', 'not-found', 'public', null],
  ['/api', 'not-found', 'public', null],
  ['/leagues/demo', 'not-found', 'public', null],
  ['/admin/settings', 'not-found', 'public', null],
  ['/referee/42/extra', 'not-found', 'public', null],
  ['/login/demo', 'not-found', 'public', null],
  ['/demo/playoffs/7/extra', 'not-found', 'public', null],
];

describe('resolveRoute', () => {
  it.each(cases)('%s -> %s (%s, league %s)', (path, screen, guard, leagueSlug, gameId) => {
    const route = resolveRoute(path);
    expect(route.screen).toBe(screen);
    expect(route.guard).toBe(guard);
    expect(route.leagueSlug).toBe(leagueSlug);
    expect(route.gameId).toBe(gameId ?? null);
  });

  it('names the bracket of /{slug}/playoffs/{id}', () => {
    expect(resolveRoute('/demo/playoffs/7').bracketId).toBe('7');
    expect(resolveRoute('/demo/playoffs').bracketId).toBeNull();
  });

  it('never takes a reserved first segment as a league slug for the public league pages', () => {
    for (const reserved of ['login', 'admin', 'referee', 'pending', 'leagues', 'import', 'api-keys']) {
      const route = resolveRoute(`/${reserved}/fan`);
      expect(route.leagueSlug === reserved && route.screen === 'fan-dashboard').toBe(false);
    }
  });
});
