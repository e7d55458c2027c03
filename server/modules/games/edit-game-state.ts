// PATCH /api/games/:id/state (spec 7): absolute values from the admin's Edit Game form and the
// referee's direct edits. Each value that differs from the game becomes the engine action that sets
// it, so every rule of the engine holds; fields sent unchanged are ignored.
import { deriveView, settle, SIDES, type GameAction, type GameState } from '../../../common/game-rules';
import type { GameDto } from '../../../common/schemas/games/dto';
import { LIVE_STATE_FIELDS, type UpdateGameStateBody } from '../../../common/schemas/games/requests';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, forbidden } from '../../http/errors';
import { can } from '../../../common/roles';
import type { Actor, Caller } from '../../auth/actor';
import { changeGame, type GameChange } from './change-game';
import type { WriteAnswer } from '../../http/idempotency';
import { checkReferee, checkTeams, fieldOfLeague } from './references';
import { stateOfRow, type GameDetailsChange, type GameRecord } from './store';
import type { WriteContext } from '../../http/write-context';

const LIVE_FIELDS: readonly string[] = LIVE_STATE_FIELDS;

function sameField(sent: string | null, stored: string | null): boolean {
  return (sent ?? '').trim().toLowerCase() === (stored ?? '').trim().toLowerCase();
}

// Engine actions for the values that differ, in an order that works: going live or completed first
// (the live fields need a live game; a score needs a live or completed one, so a scheduled game can
// be recorded as final with its score in one edit, spec 4), going back to scheduled or cancelled last.
export function actionsForEdit(body: UpdateGameStateBody, state: GameState, now: number): GameAction[] {
  const view = deriveView(state, now);
  const settled = settle(state, now).state;
  const actions: GameAction[] = [];
  const statusChange = body.status !== undefined && body.status !== settled.status ? body.status : null;
  const statusFirst = statusChange === 'live' || statusChange === 'completed';
  if (statusFirst) actions.push({ type: 'setStatus', status: statusChange });
  if (body.currentPeriod !== undefined && body.currentPeriod !== settled.currentPeriod) actions.push({ type: 'setPeriod', period: body.currentPeriod });
  if (body.timeRemaining !== undefined && body.timeRemaining !== view.timeRemaining) actions.push({ type: 'setTimeRemaining', seconds: body.timeRemaining });
  if (body.isClockRunning !== undefined && body.isClockRunning !== view.isClockRunning) actions.push({ type: body.isClockRunning ? 'startClock' : 'stopClock' });
  if (body.currentDown !== undefined && body.currentDown !== settled.currentDown) actions.push({ type: 'setDown', down: body.currentDown });
  for (const team of SIDES) {
    const score = body[`${team}Score`];
    if (score !== undefined && score !== settled[`${team}Score`]) actions.push({ type: 'setScore', team, value: score });
    const timeouts = body[`${team}TimeoutsUsed`];
    if (timeouts !== undefined && timeouts !== settled[`${team}TimeoutsUsed`]) actions.push({ type: 'setTimeoutsUsed', team, count: timeouts });
    const blitzes = body[`${team}BlitzesUsed`];
    if (blitzes !== undefined && blitzes !== settled[`${team}BlitzesUsed`]) actions.push({ type: 'setBlitzesUsed', team, count: blitzes });
  }
  if (statusChange !== null && !statusFirst) actions.push({ type: 'setStatus', status: statusChange });
  return actions;
}

// The admin's columns (schedule, field, teams, referee), checked against the game's league.
async function detailsForEdit(tx: Tx, body: UpdateGameStateBody, game: GameRecord): Promise<GameDetailsChange> {
  const details: GameDetailsChange = {};
  if (body.scheduledDate !== undefined && new Date(body.scheduledDate).getTime() !== game.scheduledDate.getTime()) {
    details.scheduledDate = new Date(body.scheduledDate);
  }
  // a field sent unchanged is kept as it is, even one no longer in the league's list
  if (body.field !== undefined && !sameField(body.field, game.field)) details.field = await fieldOfLeague(tx, game.leagueId, body.field);
  const homeTeamId = body.homeTeamId ?? game.homeTeamId;
  const awayTeamId = body.awayTeamId ?? game.awayTeamId;
  if (homeTeamId !== game.homeTeamId || awayTeamId !== game.awayTeamId) {
    // issue 36: the bracket moves its games' teams (a result edit of the feeding game moves them)
    if (game.bracketId !== null || homeTeamId === null || awayTeamId === null) throw conflict(GAMES_TEXT.bracketTeams);
    await checkTeams(tx, game.leagueId, homeTeamId, awayTeamId);
    details.homeTeamId = homeTeamId;
    details.awayTeamId = awayTeamId;
  }
  if (body.refereeId !== undefined && body.refereeId !== game.refereeId) {
    await checkReferee(tx, game.leagueId, body.refereeId);
    details.refereeId = body.refereeId;
  }
  return details;
}

// Referees change the live game only: Start Game is the one status they set (spec 4). Admin
// fields sent unchanged (a form that sends every value) are not a change.
function assertRefereeEdit(actor: Actor, body: UpdateGameStateBody, game: GameRecord, now: number): void {
  if (can(actor.role, 'manage:league')) return;
  const changed: Record<string, boolean> = {
    scheduledDate: body.scheduledDate !== undefined && new Date(body.scheduledDate).getTime() !== game.scheduledDate.getTime(),
    field: body.field !== undefined && !sameField(body.field, game.field),
    homeTeamId: body.homeTeamId !== undefined && body.homeTeamId !== game.homeTeamId,
    awayTeamId: body.awayTeamId !== undefined && body.awayTeamId !== game.awayTeamId,
    refereeId: body.refereeId !== undefined && body.refereeId !== game.refereeId,
  };
  const adminFields = Object.keys(changed).filter((key) => changed[key] && !LIVE_FIELDS.includes(key));
  if (adminFields.length > 0) throw forbidden(GAMES_TEXT.refereeFieldsOnly(adminFields));
  const status = settle(stateOfRow(game), now).state.status;
  const startsGame = body.status === 'live' && status === 'scheduled';
  if (body.status !== undefined && body.status !== status && !startsGame) throw forbidden(GAMES_TEXT.refereeStatusOnly);
}

export async function editGameState(deps: AppDeps, caller: Caller, context: WriteContext, gameId: number, body: UpdateGameStateBody): Promise<WriteAnswer<GameDto>> {
  const { actor } = caller;
  const { version, ...values } = body;
  return changeGame(deps, {
    actor,
    gameId,
    via: 'edit',
    ...context,
    // an edit of values happens when it arrives (Tapped-At is for the referee's actions)
    tappedAt: null,
    expectedVersion: version ?? context.expectedVersion,
    audit: can(actor.role, 'manage:league') ? { action: 'game.edit', details: { fields: Object.keys(values) }, ip: caller.ip } : undefined,
    plan: async (tx, game, now): Promise<GameChange> => {
      assertRefereeEdit(actor, values, game, now);
      const details = await detailsForEdit(tx, values, game);
      return { actions: actionsForEdit(values, stateOfRow(game), now), details };
    },
  });
}
