// Issue 48: the league's Game day board (GET /api/leagues/{slug}/game-day?date=): every game of one
// league date in kickoff order, cancelled ones too, each with its crew, whether its console started
// and its alert (board.ts). The date is the league's own (its midnight to the next); none: the
// league's today at the server's clock.
import { datesInstants } from '../../../common/schedule/dates';
import type { GameDayDto } from '../../../common/schemas/crews';
import { leagueDateOf } from '../../../common/time';
import type { Actor } from '../../auth/actor';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { resolveLeague } from '../leagues/context';
import { boardGame } from './board';
import { crewOf, gamesBetween } from './store';

// `actor`: a league admin or super admin (the route asks the capability); another league's admin is
// refused with the assigned-league 403, an unknown slug is 404.
export async function readGameDay(deps: AppDeps, actor: Actor, slug: string, date: string | undefined): Promise<GameDayDto> {
  const league = await resolveLeague(deps, actor, slug);
  assertLeagueOpen(actor, league);
  const now = deps.now();
  const day = date ?? leagueDateOf(now, league.timezone);
  const span = datesInstants(day, day, league.timezone);
  const games = await gamesBetween(deps.db, league.id, span.from, span.to);
  const rows = await crewOf(deps.db, league.id, games.map((game) => game.id));
  return {
    date: day,
    games: games.map((game) =>
      boardGame(
        game,
        rows.filter((row) => row.gameId === game.id),
        league.rulesProfile,
        now,
      ),
    ),
  };
}
