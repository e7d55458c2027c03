// POST /api/leagues/{slug}/brackets (issue 36): the bracket and every one of its games written as
// games of the league in one transaction, under the league's schedule lock (so the slots checked are
// still free when written), later rounds with their teams unknown. Not enough slots: 409, nothing written.
import { sideName as feedLabel, type Feed } from '../../../common/brackets/bracket';
import { initialGameState } from '../../../common/game-rules';
import type { BracketAnswerDto, BracketBody } from '../../../common/schemas/brackets';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { League } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import { idempotentWrite, type IdempotencyKey, type WriteAnswer } from '../../http/idempotency';
import { publishLeagueChanged } from '../../live/notify';
import { lockLeagueSchedule } from '../games/bookings';
import { columnsOfState } from '../games/store';
import { createGamesInTx } from '../games/change-games';
import { who } from '../games/history';
import { answerOf, planBracket } from './plan-bracket';
import { insertBracket } from './store';
import { BRACKET_TEXT } from './texts';

export async function publishBracket(deps: AppDeps, caller: Caller, league: League, idempotency: IdempotencyKey | null, body: BracketBody): Promise<WriteAnswer<BracketAnswerDto>> {
  return idempotentWrite(deps.db, idempotency, deps.now(), async (tx) => {
    await lockLeagueSchedule(tx, league.id);
    const plan = await planBracket(tx, league, body, deps.now());
    if (plan.schedule.unscheduled.length > 0) throw conflict(BRACKET_TEXT.slotsShort(plan.schedule.unscheduled.map((game) => game.name).join(', ')));
    const bracket = await insertBracket(tx, {
      leagueId: league.id,
      name: body.name,
      format: body.format,
      divisionId: body.divisionId ?? null,
      seasonId: body.seasonId ?? null,
      thirdPlace: body.thirdPlace,
      seedTeamIds: plan.seedTeamIds,
    });
    const columns = columnsOfState(initialGameState(plan.settings));
    const labelled = (feed: Feed | null) => feed && { ...feed, label: feedLabel(feed, plan.bracket.games) };
    // through the games' one door (issue 46): the bracket's games with their timelines' first entries
    const rows = plan.schedule.games.map((game) => ({
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      field: plan.fieldNames.get(game.fieldId!)!,
      scheduledDate: new Date(game.scheduledDate!),
      bracketId: bracket.id,
      bracketKey: game.key,
      bracketRound: game.round,
      bracketRoundName: game.roundName,
      homeFrom: labelled(game.homeFrom),
      awayFrom: labelled(game.awayFrom),
      ...columns,
    }));
    const ids = await createGamesInTx(tx, league.id, rows, { by: who.user(caller.actor), via: 'create' }, deps.now().getTime());
    const gameIds = new Map(plan.schedule.games.map((game, i) => [game.key, ids[i]!]));
    await audit(tx, caller, 'bracket.publish', auditTarget.row('bracket', bracket), { name: body.name, format: body.format, teams: plan.seedTeamIds.length, games: gameIds.size });
    await publishLeagueChanged(tx, league.id);
    return { statusCode: 201, body: answerOf(body, plan, { bracketId: bracket.id, gameIds }) };
  });
}
