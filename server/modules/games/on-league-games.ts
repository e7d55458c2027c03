// Issue 46: what the fields and leagues modules (below games in the module order) ask of a league's
// games, done through the one door in their transaction (deps.leagueGames, wired by create-deps.ts).
import type { Tx } from '../../db/client';
import type { AppDeps, LeagueGamesRequest } from '../../deps';
import { changeGamesInTx, deleteGamesInTx } from './change-games';
import { settingsFor } from './create-game';
import { who } from './history';
import { gameIdsOfLeague } from './store';

export function onLeagueGames(deps: AppDeps) {
  return async (tx: Tx, request: LeagueGamesRequest): Promise<void> => {
    const by = who.user(request.by);
    if (request.kind === 'fieldRenamed') {
      // the same place under a new name: the calendars get a new revision, the followers no "moved"
      const ids = await gameIdsOfLeague(tx, request.leagueId, { field: request.from });
      await changeGamesInTx(deps, tx, request.leagueId, ids, { by, via: 'field-rename' }, () => ({ actions: [], details: { field: request.to }, renamesField: true }));
    } else if (request.kind === 'defaultsSynced') {
      // spec 2.4: the league's defaults onto its games that have not started
      const settings = settingsFor(request.league, {});
      const ids = await gameIdsOfLeague(tx, request.league.id, { status: 'scheduled' });
      const changed = await changeGamesInTx(deps, tx, request.league.id, ids, { by, via: 'league-defaults' }, (game) => (game.status === 'scheduled' ? { actions: [], settings } : null));
      request.changed.push(...changed.map(({ game }) => game.id));
    } else {
      await deleteGamesInTx(tx, request.leagueId, await gameIdsOfLeague(tx, request.leagueId, {}), { by, via: 'delete' }, deps.now().getTime());
    }
  };
}
