// Reads of games and their events (spec 7). Each answers derived clock values at the response
// instant; nothing is written here, even when a clock has run out (architecture rule 4).
import type { Actor } from '../../auth/actor';
import type { GameStatus } from '../../../common/constants';
import type { GameDto, GameEventDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import { divisionOfLeagueOrRefuse } from '../divisions/access';
import { listedLeague, readableGame } from './access';
import { presentEvent, presentGame } from './present';
import { eventsOfGame, gamesOfLeague } from './store';

// filter.divisionId (issue 34): one of the league's divisions, else 404
export async function listGames(deps: AppDeps, actor: Actor, slug: string | null, filter: { status?: GameStatus; divisionId?: number }): Promise<GameDto[]> {
  const league = await listedLeague(deps, actor, slug);
  if (filter.divisionId) await divisionOfLeagueOrRefuse(deps.db, league.id, filter.divisionId);
  const games = await gamesOfLeague(deps.db, league.id, filter.status, filter.divisionId);
  const now = deps.now().getTime();
  return games.map((game) => presentGame(game, now));
}

export async function getGame(deps: AppDeps, actor: Actor, id: number): Promise<GameDto> {
  const game = await readableGame(deps, actor, id);
  return presentGame(game, deps.now().getTime());
}

export async function listGameEvents(deps: AppDeps, actor: Actor, id: number): Promise<GameEventDto[]> {
  const game = await readableGame(deps, actor, id);
  const events = await eventsOfGame(deps.db, game.id);
  return events.map((event) => presentEvent(game, event));
}
