// Who reaches which game (spec 6, architecture rule 1): referees, admins and super admins of the
// game's league; another league's game is not found; a suspended league is closed to all but super
// admins; an archived one is read-only.
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { assertLeagueOpen, assertMayRead } from '../../auth/policy';
import type { Actor } from '../../auth/actor';
import { resolveLeague } from '../leagues/context';
import { scopeOf } from '../../auth/scope';
import type { League } from '../leagues/store';
import { gameInScope, type GameRecord } from './store';

// The league of a games list: the slug (403 for another league's slug) or the actor's own league.
export async function listedLeague(deps: AppDeps, actor: Actor, slug: string | null): Promise<League> {
  const league = await resolveLeague(deps, actor, slug);
  assertLeagueOpen(actor, league);
  return league;
}

export async function readableGame(deps: AppDeps, actor: Actor, id: number): Promise<GameRecord> {
  const game = await gameInScope(deps.db, scopeOf(actor), id);
  if (!game) throw notFound(GAMES_TEXT.gameNotFound);
  assertMayRead(actor, game.league);
  return game;
}
