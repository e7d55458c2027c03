import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import type { Actor } from '../../auth/actor';
import { assertInLeague, assertLeagueOpen, assertLeagueWritable } from '../../auth/policy';
import { firstLeague, leagueById, leagueBySlug, type League } from './store';

// The default league of the league-less routes: DEFAULT_LEAGUE_SLUG when set, else the first
// league created (docs/decisions/003-league-less-routes.md).
async function defaultLeague(deps: AppDeps): Promise<League | null> {
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

// The league a request acts on: the slug when given (checked against the signed-in user),
// otherwise the user's own league, otherwise the default league.
export async function resolveLeague(
  deps: AppDeps,
  user: Actor | null,
  slug: string | null | undefined,
): Promise<League> {
  if (slug) {
    const league = await requireLeagueBySlug(deps, slug);
    assertInLeague(user, league);
    return league;
  }
  const own = user?.leagueId ? await leagueById(deps.db, user.leagueId) : null;
  const league = own ?? (await defaultLeague(deps));
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return league;
}

// Public reads (scoreboard, teams, statistics): no sign-in and no assigned-league check, but a
// suspended league shows nothing to anyone except a super admin.
export async function resolvePublicLeague(deps: AppDeps, user: Actor | null, slug: string | null | undefined): Promise<League> {
  let league: League | null;
  if (slug) {
    league = await deps.publicLeagues.bySlug(slug);
    if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  } else {
    const own = user?.leagueId ? await leagueById(deps.db, user.leagueId) : null;
    league = own ?? (await defaultLeague(deps));
    if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  }
  assertLeagueOpen(user, league);
  return league;
}

// The league a create call writes to: the body's leagueId (checked against the actor), else the
// actor's league (decision 003). A leagueId in a body never moves a row to another league.
export async function leagueForCreate(deps: AppDeps, actor: Actor, leagueId: number | null | undefined): Promise<League> {
  let league: League;
  if (leagueId) {
    const found = await leagueById(deps.db, leagueId);
    if (!found) throw notFound(SERVER_TEXT.leagueNotFound);
    assertInLeague(actor, found);
    league = found;
  } else {
    league = await resolveLeague(deps, actor, null);
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
