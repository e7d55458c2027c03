// POST /api/games (spec 7, issue 3): an admin schedules a game in its league. Settings the form
// leaves out come from the league's defaults; the teams, referee and field must be the league's.
import { FORMAT_PRESETS } from '../../../common/constants';
import { initialGameState, type GameSettings } from '../../../common/game-rules';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { CreateGameBody, GameSettingsBody } from '../../../common/schemas/games/requests';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { leagueForCreate } from '../leagues/context';
import type { League } from '../leagues/store';
import { assertLeagueOpen } from '../../auth/policy';
import { idempotentWrite, type WriteAnswer } from '../../http/idempotency';
import { presentGame } from './present';
import { who, writeHistory } from './history';
import { createdChanges } from './plan-change';
import { gameLengthMs } from '../../../common/schedule/booking';
import { assertNoDoubleBooking } from './bookings';
import { offerRefereePositions } from './referee-position';
import { checkReferee, checkTeams, fieldOfLeague } from './references';
import { columnsOfState, gameOfLeague, insertGame } from './store';
import type { Caller } from '../../auth/actor';
import type { WriteContext } from '../../http/write-context';

// A format other than the league's takes that format's preset (spec 5: quarters 4x15, halves 2x25).
export function settingsFor(league: League, body: GameSettingsBody): GameSettings {
  const gameFormat = body.gameFormat ?? league.defaultGameFormat;
  const leagueFormat = gameFormat === league.defaultGameFormat;
  const preset = FORMAT_PRESETS[gameFormat];
  const settings: GameSettings = {
    gameFormat,
    totalPeriods: body.totalPeriods ?? (leagueFormat ? league.defaultTotalPeriods : preset.totalPeriods),
    periodDuration: body.periodDuration ?? (leagueFormat ? league.defaultPeriodDuration : preset.periodDuration),
    timeoutsPerPeriod: body.timeoutsPerPeriod ?? league.defaultTimeoutsPerPeriod,
    timeoutType: body.timeoutType ?? league.timeoutType,
    blitzesPerPeriod: body.blitzesPerPeriod ?? league.defaultBlitzesPerPeriod,
    autoTimeouts: body.autoTimeouts ?? league.autoTimeouts,
    timeoutDuration: body.timeoutDuration ?? league.timeoutDuration,
    halftimeDuration: body.halftimeDuration ?? league.halftimeDuration,
  };
  if (body.totalPeriods !== undefined && preset.totalPeriods !== settings.totalPeriods) {
    throw badRequest(GAMES_TEXT.periodsMatchFormat);
  }
  return settings;
}

export async function createGame(deps: AppDeps, caller: Caller, context: WriteContext, body: CreateGameBody): Promise<WriteAnswer<GameDto>> {
  const { actor } = caller;
  const league = await leagueForCreate(deps, actor, body.leagueId);
  assertLeagueOpen(actor, league);
  const settings = settingsFor(league, body);
  return idempotentWrite(deps.db, context.idempotency, deps.now(), async (tx) => {
    await checkTeams(tx, league.id, body.homeTeamId, body.awayTeamId);
    const refereeId = body.refereeId ?? null;
    await checkReferee(tx, league.id, refereeId);
    const field = await fieldOfLeague(tx, league.id, body.field ?? null);
    const start = new Date(body.scheduledDate).getTime();
    await assertNoDoubleBooking(tx, league, { id: null, start, end: start + gameLengthMs(settings), field, homeTeamId: body.homeTeamId, awayTeamId: body.awayTeamId, refereeId });
    const row = await insertGame(tx, {
      leagueId: league.id,
      homeTeamId: body.homeTeamId,
      awayTeamId: body.awayTeamId,
      refereeId,
      field,
      scheduledDate: new Date(body.scheduledDate),
      ...columnsOfState(initialGameState(settings)),
    });
    await audit(tx, caller, 'game.create', auditTarget.row('game', row));
    if (refereeId !== null) await offerRefereePositions(tx, [{ gameId: row.id, leagueId: league.id, refereeId }], deps.now().getTime());
    await writeHistory(tx, [{ game: row, at: deps.now().getTime(), by: who.user(actor), via: 'create', changes: createdChanges(row) }]);
    await publishLive(tx, { kind: 'game', leagueId: league.id, gameId: row.id, version: row.version, eventIds: [] });
    const game = (await gameOfLeague(tx, league.id, row.id))!;
    await deps.gameChanged.emit(tx, { before: null, after: game, via: 'create' });
    return { statusCode: 201, body: presentGame(game, deps.now().getTime()) };
  });
}
