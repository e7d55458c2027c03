// Issue 36: what preview and publish share: the body checked against the league, the seeds, the
// bracket's games (common/brackets/bracket.ts) and their slots among the league's games
// (common/brackets/schedule.ts, the no-double-booking rule over bookings of modules/games/bookings.ts).
import { buildBracket, type Bracket } from '../../../common/brackets/bracket';
import { scheduleBracket, slotStart, type BracketSchedule } from '../../../common/brackets/schedule';
import { gameLengthMs } from '../../../common/schedule/booking';
import type { BracketAnswerDto, BracketBody } from '../../../common/schemas/brackets';
import type { GameSettings } from '../../../common/game-rules';
import type { DbOrTx } from '../../db/client';
import type { League } from '../../db/rows';
import { badRequest } from '../../http/errors';
import { fieldsOfLeague } from '../fields/store';
import { bookingsBetween } from '../games/bookings';
import { settingsFor } from '../games/create-game';
import { seedsOf } from './seeds';
import { BRACKET_TEXT } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BracketPlan = {
  seedTeamIds: number[];
  bracket: Bracket;
  schedule: BracketSchedule<Bracket['games'][number]>;
  settings: GameSettings;
  fieldNames: Map<number, string>;
};

export async function planBracket(db: DbOrTx, league: League, body: BracketBody, now: Date): Promise<BracketPlan> {
  const fieldNames = new Map((await fieldsOfLeague(db, league.id)).map((f) => [f.id, f.name]));
  for (const slot of body.slots) if (!fieldNames.has(slot.fieldId)) throw badRequest(BRACKET_TEXT.fieldNotInLeague(slot.fieldId));
  const seedTeamIds = await seedsOf(db, league, body, now);
  const bracket = buildBracket({ format: body.format, seedTeamIds, thirdPlace: body.thirdPlace });
  // the league's defaults: a bracket game is played as the league's games are
  const settings = settingsFor(league, {});
  const length = gameLengthMs(settings);
  const slots = body.slots.map((slot) => ({ ...slot, field: fieldNames.get(slot.fieldId)! }));
  const starts = slots.map((slot) => slotStart(slot, league.timezone)).filter((start) => start !== null);
  const existing = starts.length === 0 ? [] : await bookingsBetween(db, league.id, Math.min(...starts) - DAY_MS, Math.max(...starts) + length + DAY_MS);
  const schedule = scheduleBracket({ games: bracket.games, slots, timeZone: league.timezone, gameLengthMs: length, minRestMinutes: body.minRestMinutes, existing });
  return { seedTeamIds, bracket, schedule, settings, fieldNames };
}

export function answerOf(body: BracketBody, plan: BracketPlan, ids?: { bracketId: number; gameIds: Map<string, number> }): BracketAnswerDto {
  return {
    bracket: { ...(ids ? { id: ids.bracketId } : {}), name: body.name, format: body.format },
    games: plan.schedule.games.map((game) => ({ ...game, ...(ids ? { id: ids.gameIds.get(game.key)! } : {}) })),
    byes: plan.bracket.byes,
    unscheduled: plan.schedule.unscheduled,
  };
}
