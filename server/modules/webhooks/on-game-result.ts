// Listens to deps.gameResultChanged (wired in create-deps.ts), in the write's transaction (issue 50,
// decision 085): a final reached, corrected or reopened changes the league's table, so the webhooks
// that hear standings.changed for the league get the table of the game's division and season as
// GET /api/leagues/{slug}/standings answers it (the write's own result counted: it is read in the
// same transaction). A game that counts in no table raises nothing: a playoff game, a crossover, a
// game of an instructional division (no public table, decision 082), one outside every season.
import { seasonOfKickoff } from '../../../common/seasons/seasons';
import type { StandingsDto } from '../../../common/standings/rank';
import type { Tx } from '../../db/client';
import type { GameRecord } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { standingsOfLeague } from '../scoreboard/standings';
import { seasonsOfLeague, spanOf } from '../seasons/store';
import { leagueRefOf, queueDeliveries } from './queue-deliveries';
import { subscribersOf } from './store';

export function webhooksOnGameResult(deps: Pick<AppDeps, 'now'>) {
  return async (tx: Tx, game: GameRecord): Promise<void> => {
    if (game.bracketId !== null || !game.scoresPublic || !game.homeTeam || !game.awayTeam) return;
    // a crossover game counts in no division's table (decision 039)
    if (game.homeTeam.divisionId !== game.awayTeam.divisionId) return;
    const subscribers = await subscribersOf(tx, ['standings.changed'], game.leagueId);
    if (subscribers.length === 0) return;
    const seasons = (await seasonsOfLeague(tx, game.leagueId)).map(spanOf);
    const season = seasonOfKickoff(seasons, game.scheduledDate, game.league.timezone);
    if (seasons.length > 0 && season === null) return;
    const divisionId = game.homeTeam.divisionId;
    const now = deps.now();
    const { body } = await standingsOfLeague(tx, game.league, { divisionId: divisionId ?? undefined, seasonId: season?.id }, now);
    const payload = {
      type: 'standings.changed',
      timestamp: now.toISOString(),
      data: { league: leagueRefOf(game.league), divisionId, seasonId: season?.id ?? null, standings: JSON.parse(body) as StandingsDto },
    } as const;
    await queueDeliveries(tx, [{ event: 'standings.changed', payload, webhookIds: subscribers.map((webhook) => webhook.id) }], now);
  };
}
