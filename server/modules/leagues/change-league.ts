// A league's row after it exists (spec 5): each change commits with its note, so every instance
// drops what it keeps of the league.
import { SERVER_TEXT } from '../../../common/texts';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { leagueById, type League } from './store';

export async function leagueOr404(deps: AppDeps, id: number): Promise<League> {
  const league = await leagueById(deps.db, id);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return league;
}

// A change to a league's row in one transaction with its note; this instance drops its slug
// lookups at once.
export async function changeLeague<T>(deps: AppDeps, leagueId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const done = await work(tx);
    await publishLeagueChanged(tx, leagueId);
    return done;
  });
  deps.publicLeagues.forget();
  return result;
}
