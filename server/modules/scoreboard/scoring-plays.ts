// GET /api/leagues/{slug}/public/games/{id}/scoring-plays (issue 18, decision 032): a game's score
// changes in order, each with the score it left.
import { scoringPlayOfEvent, type ScoringPlayDto } from '../../../common/schemas/scoreboard';
import type { DbOrTx } from '../../db/client';
import { contentEtag } from '../../http/content-etag';
import { presentEvent } from '../games/present';
import { gameOfLeague, scoreChangesOfGame } from '../games/store';
import type { League } from '../leagues/store';

// null: no such game in this league
export async function scoringPlaysOfGame(db: DbOrTx, league: League, gameId: number): Promise<ScoringPlayDto[] | null> {
  const game = await gameOfLeague(db, league.id, gameId);
  if (!game) return null;
  // issue 49 (decision 082): an instructional game's plays are not public
  if (!game.scoresPublic) return [];
  const events = await scoreChangesOfGame(db, game.id);
  // an event whose team left the game (an admin changed the teams) has no side: not listed
  return events.map((event) => scoringPlayOfEvent(presentEvent(game, event))).filter((play) => play !== null);
}

export function scoringPlaysAnswer(plays: ScoringPlayDto[]): { body: string; etag: string } {
  const body = JSON.stringify(plays);
  return { body, etag: contentEtag(body) };
}
