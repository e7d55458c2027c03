// The rows a game names (teams, referee, field) must belong to the game's league (issue 3): a team
// or referee of another league is not found in this one; a body never reaches another league's rows.
import { mayBeGameReferee } from '../../../common/policies/games';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { fieldNameOfLeague, teamIdsOfLeague, userOfLeague } from './store';

export async function checkTeams(db: DbOrTx, leagueId: number, homeTeamId: number, awayTeamId: number): Promise<void> {
  if (homeTeamId === awayTeamId) throw badRequest(GAMES_TEXT.teamsMustDiffer);
  const found = await teamIdsOfLeague(db, leagueId, [homeTeamId, awayTeamId]);
  if (!found.has(homeTeamId)) throw notFound(GAMES_TEXT.homeTeamNotFound);
  if (!found.has(awayTeamId)) throw notFound(GAMES_TEXT.awayTeamNotFound);
}

// spec 7: the referee is optional; when given, an approved referee or admin of this league.
export async function checkReferee(db: DbOrTx, leagueId: number, refereeId: number | null): Promise<void> {
  if (refereeId === null) return;
  const user = await userOfLeague(db, leagueId, refereeId);
  if (!user) throw notFound(GAMES_TEXT.refereeNotFound);
  if (!mayBeGameReferee(user)) throw badRequest(GAMES_TEXT.refereeRole);
}

// The field as the league names it, or null for none.
export async function fieldOfLeague(db: DbOrTx, leagueId: number, field: string | null): Promise<string | null> {
  if (field === null) return null;
  const name = await fieldNameOfLeague(db, leagueId, field);
  if (name === null) throw badRequest(GAMES_TEXT.fieldNotFound(field));
  return name;
}
