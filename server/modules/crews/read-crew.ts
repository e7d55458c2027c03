// GET /api/games/{id}/crew (issue 48): each position of the game's crew size. Read by the league's
// admins and its referees (common/policies/crews.ts); a decline's reason by the admins and the decliner.
import { mayReadCrew } from '../../../common/policies/crews';
import type { CrewDto } from '../../../common/schemas/crews';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { readableGame } from '../games/access';
import type { GameRecord } from '../games/store';
import { officialIdsOf, presentCrew } from './present';
import { crewRowsOf, officialNames } from './store';
import { CREWS_TEXT } from './texts';

export async function readCrew(deps: AppDeps, actor: Actor, gameId: number): Promise<CrewDto> {
  if (!mayReadCrew(actor)) throw forbidden(CREWS_TEXT.readForbidden);
  const game = await readableGame(deps, actor, gameId);
  return readCrewIn(deps.db, game, actor);
}

// The crew as one viewer reads it, in the caller's transaction (a write answers with it).
export async function readCrewIn(db: DbOrTx, game: GameRecord, viewer: Pick<Actor, 'id' | 'role'>): Promise<CrewDto> {
  const rows = await crewRowsOf(db, game.id);
  return presentCrew(game, rows, await officialNames(db, officialIdsOf(game, rows)), viewer);
}
