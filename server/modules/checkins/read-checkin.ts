// GET /api/games/{id}/checkin (issue 49): the game's crew and the league's admins read who is present.
import { mayOverrideCheckin, mayReadCheckin } from '../../../common/policies/checkins';
import type { CheckinDto } from '../../../common/schemas/rosters';
import type { Actor } from '../../auth/actor';
import type { GameRecord } from '../../db/rows';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { readableGame } from '../games/access';
import { presentCheckin } from './present';
import { activePlayersOf, checkinsOf, crewIdsOfGame, playersByIds } from './store';
import { CHECKINS_TEXT } from './texts';

export function teamsOf(game: Pick<GameRecord, 'homeTeamId' | 'awayTeamId'>): number[] {
  return [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
}

// The sheet as it stands in the database (or the writer's transaction).
export async function sheetOf(db: DbOrTx, game: Pick<GameRecord, 'id' | 'leagueId' | 'homeTeamId' | 'awayTeamId' | 'rosterFlag'>, actor: Actor): Promise<CheckinDto> {
  const roster = await activePlayersOf(db, game.leagueId, teamsOf(game));
  const rows = await checkinsOf(db, game.leagueId, game.id);
  const onRoster = new Set(roster.map((player) => player.id));
  const others = await playersByIds(
    db,
    game.leagueId,
    rows.filter((row) => !onRoster.has(row.playerId)).map((row) => row.playerId),
  );
  return presentCheckin({ gameId: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, rosterFlag: game.rosterFlag }, roster, others, rows, { birthDates: mayOverrideCheckin(actor) });
}

export async function readCheckin(deps: AppDeps, actor: Actor, gameId: number): Promise<CheckinDto> {
  const game = await readableGame(deps, actor, gameId);
  const crewIds = await crewIdsOfGame(deps.db, game.leagueId, game.id);
  if (!mayReadCheckin(actor, { refereeId: game.refereeId, crewIds })) throw forbidden(CHECKINS_TEXT.notReader);
  return sheetOf(deps.db, game, actor);
}
