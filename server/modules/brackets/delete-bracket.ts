// DELETE /api/brackets/{id} (issue 36): the league's admin deletes a bracket with its games while
// none of them has started (live or completed); after that, 409 naming the game.
import { bracketGameName } from '../../../common/brackets/bracket';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { publishLeagueChanged, publishLive } from '../../live/notify';
import { bracketInScope, deleteBracketRow, lockBracketGames } from './store';
import { BRACKET_TEXT } from './texts';
import { deleteGamesInTx } from '../games/change-games';
import { who } from '../games/history';
import { bracketStates } from './advance';

export async function deleteBracket(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const { actor } = caller;
  await deps.db.transaction(async (tx) => {
    const bracket = await bracketInScope(tx, scopeOf(actor), id);
    if (!bracket) throw notFound(BRACKET_TEXT.notFound);
    assertMayWrite(actor, bracket.league);
    const games = await lockBracketGames(tx, bracket.id);
    const states = bracketStates(games);
    const started = states.find((game) => game.status === 'live' || game.status === 'completed');
    if (started) throw conflict(BRACKET_TEXT.started(bracketGameName(started, states)));
    // its games go first through their one door (issue 46: each timeline keeps the delete), their
    // events and predictions with them
    await deleteGamesInTx(tx, bracket.leagueId, games.map((game) => game.id), { by: who.user(actor), via: 'delete' }, deps.now().getTime());
    await deleteBracketRow(tx, bracket);
    await audit(tx, caller, 'bracket.delete', auditTarget.row('bracket', bracket), { name: bracket.name, games: games.length });
    for (const game of games) await publishLive(tx, { kind: 'gameDeleted', leagueId: bracket.leagueId, gameId: game.id });
    await publishLeagueChanged(tx, bracket.leagueId);
  });
}
