// A number is worn by one active player of a team (issue 49): a refusal names who wears it. Checked
// before the write so the message can name him; the unique index players_team_jersey_unique still
// decides when two writes race.
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../http/errors';
import { wearerOf } from './store';
import { ROSTER_TEXT } from './texts';

export async function assertJerseyFree(db: DbOrTx, team: { id: number; leagueId: number }, jersey: number | null, exceptId: number | null): Promise<void> {
  if (jersey === null) return;
  const wearer = await wearerOf(db, team, jersey, exceptId);
  if (wearer) throw conflict(ROSTER_TEXT.jerseyTaken(jersey, `${wearer.firstName} ${wearer.lastName}`));
}
