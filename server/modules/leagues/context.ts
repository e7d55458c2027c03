import type { FastifyRequest } from 'fastify';
import type { LeagueStatus } from '../../../common/constants';
import type { Role } from '../../../common/roles';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { UserWithLeague } from '../accounts/store';
import { firstLeague, leagueById, leagueBySlug, type League } from './store';

// The default league of the league-less routes: DEFAULT_LEAGUE_SLUG when set, else the first
// league created (docs/decisions/003-league-less-routes.md).
export async function defaultLeague(deps: AppDeps): Promise<League | null> {
  if (deps.config.defaultLeagueSlug) {
    const configured = await leagueBySlug(deps.db, deps.config.defaultLeagueSlug);
    if (configured) return configured;
  }
  return firstLeague(deps.db);
}

export async function requireLeagueBySlug(deps: AppDeps, slug: string): Promise<League> {
  const league = await leagueBySlug(deps.db, slug);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return league;
}

export function isBoundToOtherLeague(user: UserWithLeague | null, league: League): boolean {
  return user !== null && user.role !== 'super_admin' && user.leagueId !== league.id;
}

// Architecture rule 1: a user bound to a league who asks for another gets 403 with the text the
// client keys on.
export function assertLeagueAccess(user: UserWithLeague | null, league: League): void {
  if (isBoundToOtherLeague(user, league)) throw forbidden(SERVER_TEXT.assignedLeagueOnly);
}

// The league a request acts on: the slug when given (checked against the signed-in user),
// otherwise the user's own league, otherwise the default league.
export async function resolveLeague(
  deps: AppDeps,
  request: FastifyRequest,
  slug: string | null | undefined,
): Promise<League> {
  if (slug) {
    const league = await requireLeagueBySlug(deps, slug);
    assertLeagueAccess(request.user, league);
    return league;
  }
  const own = request.user?.leagueId ? await leagueById(deps.db, request.user.leagueId) : null;
  const league = own ?? (await defaultLeague(deps));
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return league;
}

// Spec 4: a suspended league is "not accessible to users"; only a super admin, who suspends and
// reactivates it, still reaches it (docs/decisions/018-suspended-leagues.md).
export function isSuspendedFor(user: { role: Role } | null, status: LeagueStatus | null): boolean {
  return status === 'suspended' && user?.role !== 'super_admin';
}

export function assertLeagueOpen(user: { role: Role } | null, league: Pick<League, 'status'>): void {
  if (isSuspendedFor(user, league.status)) throw forbidden(SERVER_TEXT.leagueSuspended);
}

// Spec 4: an archived league is read-only; every write answers 409.
export function assertLeagueWritable(league: League): void {
  if (league.status === 'archived') throw conflict(`The league "${league.name}" is archived and read-only`);
}

// Public reads (scoreboard, teams, statistics): no sign-in and no assigned-league check, but a
// suspended league shows nothing to anyone except a super admin.
export async function resolvePublicLeague(deps: AppDeps, request: FastifyRequest, slug: string | null | undefined): Promise<League> {
  let league: League | null;
  if (slug) {
    league = await deps.publicLeagues.bySlug(slug);
    if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  } else {
    const own = request.user?.leagueId ? await leagueById(deps.db, request.user.leagueId) : null;
    league = own ?? (await defaultLeague(deps));
    if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  }
  assertLeagueOpen(request.user, league);
  return league;
}

// The league a create call writes to: the body's leagueId (checked against the actor), else the
// actor's league (decision 003). A leagueId in a body never moves a row to another league.
export async function leagueForCreate(deps: AppDeps, request: FastifyRequest, actor: UserWithLeague, leagueId: number | null | undefined): Promise<League> {
  let league: League;
  if (leagueId) {
    const found = await leagueById(deps.db, leagueId);
    if (!found) throw notFound(SERVER_TEXT.leagueNotFound);
    assertLeagueAccess(actor, found);
    league = found;
  } else {
    league = await resolveLeague(deps, request, null);
  }
  assertLeagueWritable(league);
  return league;
}

// The league of a row found in the actor's scope, refused when archived.
export async function writableLeagueOf(deps: AppDeps, leagueId: number): Promise<League> {
  const league = await leagueById(deps.db, leagueId);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  assertLeagueWritable(league);
  return league;
}
