import type { APIRequestContext, Page } from '@playwright/test';
import type { GameDto } from '../common/schemas/games/dto';
import { expect, SUPER_ADMIN, type SignIn, uniqueUsername } from './fixtures';

// Leagues of their own for the scoreboard and accessibility specs, run through the API as the super
// admin: the demo league is shared with the other specs (they add live games to it), so a test that
// counts games, switches games or reads statistics builds its own.

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export type Team = { id: number; name: string };
export type League = { id: number; slug: string; api: APIRequestContext; teams: Team[] };

const FIELDS = ['North Field', 'South Field'];
let leagueCounter = 0;

// A league of its own with these teams (orange unless `colours` names another), and the super
// admin's API to run it.
export async function freshLeague(api: APIRequestContext, teamNames: string[], colours: Record<string, string> = {}): Promise<League> {
  leagueCounter += 1;
  const slug = `sb-${Date.now().toString(36)}-${process.pid}-${leagueCounter}`;
  await ok(await api.post('/api/login', { data: SUPER_ADMIN }));
  const league = await ok<{ id: number; slug: string }>(await api.post('/api/leagues', { data: { name: `Scoreboard ${slug}`, slug } }));
  const teams: Team[] = [];
  for (const name of teamNames) teams.push(await ok<Team>(await api.post('/api/teams', { data: { name, color: colours[name] ?? '#EA580C', leagueId: league.id } })));
  for (const name of FIELDS) await ok(await api.post('/api/fields', { data: { name, location: '1 Park Rd', surface: 'Grass', leagueId: league.id } }));
  return { id: league.id, slug: league.slug, api, teams };
}

// An admin or referee of the league (Add Referee, spec 2.9), made by the super admin; its sign-in.
export async function leagueUser(league: League, role: 'admin' | 'referee'): Promise<SignIn & { id: number }> {
  const username = uniqueUsername(role);
  const password = `${role}-pass-1`;
  const user = await ok<{ id: number }>(await league.api.post('/api/users', { data: { firstName: 'Casey', lastName: role === 'admin' ? 'Admin' : 'Ref', username, password, role, leagueId: league.id } }));
  return { id: user.id, username, password, leagueSlug: league.slug };
}

export type GameOptions = { field?: string; gameFormat?: 'quarters' | 'halves'; blitzesPerPeriod?: number; refereeId?: number };

export async function createGame(league: League, home: Team, away: Team, scheduledDate: string, options: GameOptions = {}): Promise<GameDto> {
  const format = options.gameFormat === 'halves' ? { gameFormat: 'halves', totalPeriods: 2, periodDuration: 25 } : {};
  return ok<GameDto>(
    await league.api.post('/api/games', {
      data: { homeTeamId: home.id, awayTeamId: away.id, scheduledDate, leagueId: league.id, field: options.field ?? null, blitzesPerPeriod: options.blitzesPerPeriod ?? 0, refereeId: options.refereeId ?? null, ...format },
    }),
  );
}

export async function act(league: League, gameId: number, action: Record<string, unknown>): Promise<GameDto> {
  return ok<GameDto>(await league.api.post(`/api/games/${gameId}/actions`, { data: action }));
}

// A finished game with its final score (the admin's Set Status, then the corrected score).
export async function completedGame(league: League, home: Team, away: Team, scheduledDate: string, homeScore: number, awayScore: number): Promise<void> {
  const game = await createGame(league, home, away, scheduledDate);
  await ok(await league.api.patch(`/api/games/${game.id}/state`, { data: { status: 'completed' } }));
  await ok(await league.api.patch(`/api/games/${game.id}/state`, { data: { homeScore, awayScore } }));
}

// A server-rendered board is the browser's once its last part has hydrated (decision 038): a tap
// on the server's markup before then does nothing, as on a phone before the scripts arrived.
export async function boardHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

// Issue 34: divisions of the league, each with its teams (made by the super admin), by name.
export async function divideLeague(league: League, teamsByDivision: Record<string, Team[]>): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [name, teams] of Object.entries(teamsByDivision)) {
    const division = await ok<{ id: number }>(await league.api.post(`/api/leagues/${league.slug}/divisions`, { data: { name } }));
    ids[name] = division.id;
    for (const team of teams) await ok(await league.api.patch(`/api/teams/${team.id}`, { data: { divisionId: division.id } }));
  }
  return ids;
}

// Whether the service worker controls the page and keeps a copy of `pathname` in its pages cache.
export function keptByServiceWorker(page: Page, pathname: string): Promise<boolean> {
  return page.evaluate(async (path) => {
    if (!navigator.serviceWorker.controller) return false;
    for (const name of (await caches.keys()).filter((key) => key.startsWith('ffl-pages-'))) if (await (await caches.open(name)).match(path)) return true;
    return false;
  }, pathname);
}
