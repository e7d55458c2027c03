// Issue 37: the bodies of PATCH /api/leagues/{slug}/rules and PATCH /api/divisions/{id}/rules,
// parsed by the server's routes and the console's rules form (the profile itself, its presets and
// what a PATCH does to it: common/game-rules/rules-profile.ts).
import { z } from 'zod';
import { MERCY_FROM, RULES_LIMITS, RULES_PRESETS, type RulesField, type RulesProfile } from '../game-rules/rules-profile';
import { patchBody } from './base/patch';

const wholeIn = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be from ${min} to ${max}`)
    .max(max, `must be from ${min} to ${max}`);

const mercyPatch = z
  .object({
    points: wholeIn(RULES_LIMITS.mercy.min, RULES_LIMITS.mercy.max).nullable(),
    from: z.enum(MERCY_FROM, { error: 'must be start or secondHalf' }),
    autoEnd: z.boolean({ error: 'must be true or false' }),
  })
  .partial()
  .strict();

const forfeitPatch = z
  .object({
    winnerScore: wholeIn(RULES_LIMITS.forfeit.min, RULES_LIMITS.forfeit.max),
    loserScore: wholeIn(RULES_LIMITS.forfeit.min, RULES_LIMITS.forfeit.max),
  })
  .partial()
  .strict();

const profileFields = {
  preset: z.enum(RULES_PRESETS, { error: 'must be nfl-flag, ifaf-5v5, adult-7v7 or custom' }),
  mercy: mercyPatch,
  twoMinuteWarning: z.boolean({ error: 'must be true or false' }),
  forfeit: forfeitPatch,
  playClockSeconds: wholeIn(RULES_LIMITS.playClock.min, RULES_LIMITS.playClock.max).nullable(),
  rushesPerSeries: wholeIn(RULES_LIMITS.rushes.min, RULES_LIMITS.rushes.max).nullable(),
  // issue 48: the game's officials (not a rule book's value: a preset keeps it)
  crewSize: wholeIn(RULES_LIMITS.crewSize.min, RULES_LIMITS.crewSize.max),
};

// PATCH /api/leagues/{slug}/rules: any of the fields; mercy and forfeit may be sent in part.
export const leagueRulesBody = patchBody(z.object(profileFields).partial().strict());

// PATCH /api/divisions/{id}/rules: the same, where null removes the division's override of that
// field (preset null: every override, so the division follows its league again). A division
// therefore cannot switch off a play clock or rush count its league has: null means "as the league".
const divisionRulesChanges = z
  .object({
    preset: profileFields.preset.nullable(),
    mercy: profileFields.mercy.nullable(),
    twoMinuteWarning: profileFields.twoMinuteWarning.nullable(),
    forfeit: profileFields.forfeit.nullable(),
    playClockSeconds: profileFields.playClockSeconds,
    rushesPerSeries: profileFields.rushesPerSeries,
    crewSize: profileFields.crewSize.nullable(),
  })
  .partial()
  .strict();
export const divisionRulesBody = patchBody(divisionRulesChanges);

// What GET and PATCH answer: the league's profile (a RulesProfile); a division's adds the fields it overrides.
export type DivisionRulesDto = RulesProfile & { overrides: RulesField[] };

export const RULES_TEXT = {
  forfeitOrder: 'The forfeit winner score must be higher than the loser score',
} as const;

