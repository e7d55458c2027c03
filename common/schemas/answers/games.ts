// A game as anyone may see it (PublicGameDto, common/schemas/games/dto.ts): the scoreboard's lists,
// a bracket's games, a webhook's body.
import { z } from 'zod';
import { GAME_FORMATS, GAME_STATUSES, TIMEOUT_TYPES } from '../../constants';
import { MERCY_FROM, RULES_PRESETS, type RulesProfile } from '../../game-rules/rules-profile';
import { SIDES } from '../../game-rules/state';
import type { PublicGameDto } from '../games/dto';
import { answerOf, component } from './components';

export const side = z.enum(SIDES);
export const isoInstant = z.iso.datetime({ offset: true });

export const rulesProfileAnswer = component(
  'RulesProfile',
  'The rules a game plays by (a preset rule book or custom values)',
  answerOf<RulesProfile>()(
    z.strictObject({
      preset: z.enum(RULES_PRESETS),
      mercy: z.strictObject({ points: z.number().int().nullable(), from: z.enum(MERCY_FROM), autoEnd: z.boolean() }),
      twoMinuteWarning: z.boolean(),
      forfeit: z.strictObject({ winnerScore: z.number().int(), loserScore: z.number().int() }),
      playClockSeconds: z.number().int().nullable(),
      rushesPerSeries: z.number().int().nullable(),
      crewSize: z.number().int(),
    }),
  ),
);

const teamLook = z.strictObject({ name: z.string(), color: z.string() });
// "Winner of Semifinal 1": the earlier game a bracket game's side waits on
const sideFeed = z.strictObject({ key: z.string(), outcome: z.enum(['winner', 'loser']), label: z.string() });
const gameBracket = z.strictObject({ id: z.number().int(), name: z.string(), key: z.string(), round: z.number().int(), roundName: z.string() });
const resultStatus = z.enum(['provisional', 'final', 'protested']);

export const publicGameAnswer = component(
  'PublicGame',
  "A game as anyone may see it, with its clock derived at serverNow (epoch ms). A game of an instructional division keeps no public score: scoresHidden is true and its scores read 0.",
  answerOf<PublicGameDto>()(
    z.strictObject({
      id: z.number().int(),
      leagueId: z.number().int(),
      homeTeamId: z.number().int().nullable(),
      awayTeamId: z.number().int().nullable(),
      divisionId: z.number().int().nullable(),
      homeTeam: teamLook.nullable(),
      awayTeam: teamLook.nullable(),
      bracket: gameBracket.nullable(),
      homeFrom: sideFeed.nullable(),
      awayFrom: sideFeed.nullable(),
      overtime: z.strictObject({ round: z.number().int(), tried: z.array(side) }).nullable(),
      field: z.string().nullable(),
      scheduledDate: isoInstant,
      status: z.enum(GAME_STATUSES),
      gameFormat: z.enum(GAME_FORMATS),
      periodDuration: z.number().int(),
      totalPeriods: z.number().int(),
      timeoutsPerPeriod: z.number().int(),
      timeoutType: z.enum(TIMEOUT_TYPES),
      blitzesPerPeriod: z.number().int(),
      autoTimeouts: z.boolean(),
      timeoutDuration: z.number().int(),
      halftimeDuration: z.number().int(),
      homeScore: z.number().int(),
      awayScore: z.number().int(),
      currentPeriod: z.number().int(),
      periodLabel: z.string(),
      timeRemaining: z.number().int(),
      isClockRunning: z.boolean(),
      currentDown: z.number().int(),
      homeTimeoutsUsed: z.number().int(),
      awayTimeoutsUsed: z.number().int(),
      homeBlitzesUsed: z.number().int(),
      awayBlitzesUsed: z.number().int(),
      homeTimeoutsRemaining: z.number().int(),
      awayTimeoutsRemaining: z.number().int(),
      homeBlitzesRemaining: z.number().int(),
      awayBlitzesRemaining: z.number().int(),
      isTimeoutActive: z.boolean(),
      timeoutTeam: side.nullable(),
      timeoutTimeRemaining: z.number().int().nullable(),
      isHalftimeActive: z.boolean(),
      halftimeTimeRemaining: z.number().int().nullable(),
      rules: rulesProfileAnswer,
      mercy: z.strictObject({ team: side, lead: z.number().int() }).nullable(),
      endReason: z.enum(['mercy', 'forfeit']).nullable(),
      twoMinuteWarning: z.strictObject({ dueAt: z.number().int().nullable(), active: z.boolean(), half: z.number().int() }),
      clock: z.strictObject({
        timeRemainingMs: z.number().int(),
        clockStartedAt: z.number().int().nullable(),
        timeoutEndsAt: z.number().int().nullable(),
        timeoutResumesClock: z.boolean(),
        halftimeEndsAt: z.number().int().nullable(),
      }),
      version: z.number().int(),
      serverNow: z.number().int(),
      rosterFlag: z.boolean(),
      resultStatus: resultStatus.nullable(),
      scoresHidden: z.literal(true).optional(),
    }),
  ),
);
