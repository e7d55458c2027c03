// Who reaches which game (spec 6, architecture rule 1): referees, admins and super admins of the
// game's league; another league's game is not found; a suspended league is closed to all but super
// admins; an archived one is read-only.
import type { FastifyRequest } from 'fastify';
import type { Capability } from '../../../common/roles';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { requireCapability } from '../../plugins/authorize';
import type { UserWithLeague } from '../accounts/store';
import { assertLeagueOpen, resolveLeague } from '../leagues/context';
import { scopeOf } from '../leagues/scope';
import type { League } from '../leagues/store';
import { gameInScope, type GameRecord } from './store';

export type Actor = UserWithLeague;

// The league of a games list: the slug (403 for another league's slug) or the actor's own league.
export async function listedLeague(deps: AppDeps, request: FastifyRequest, slug: string | null): Promise<League> {
  const actor = requireCapability(request, 'use:referee-screens');
  const league = await resolveLeague(deps, request, slug);
  assertLeagueOpen(actor, league);
  return league;
}

export async function readableGame(
  deps: AppDeps,
  request: FastifyRequest,
  id: number,
  capability: Capability = 'use:referee-screens',
): Promise<{ actor: Actor; game: GameRecord }> {
  const actor = requireCapability(request, capability);
  const game = await gameInScope(deps.db, scopeOf(actor), id);
  if (!game) throw notFound(GAMES_TEXT.gameNotFound);
  assertLeagueOpen(actor, game.league);
  return { actor, game };
}
