import { type MercyFrom, presetProfile, RULES_FIELDS, type RulesField, type RulesPreset, type RulesProfile } from '@common/game-rules/rules-profile';
import { divisionRulesBody, leagueRulesBody, RULES_TEXT } from '@common/schemas/rules';
import { withLabel } from '@client/lib/form-errors';
import { RULES_PROFILE_TEXT as TEXT } from './texts';

// Issue 37: the admin's rules profile form, for the league or one division. Its values as the
// inputs hold them, what a preset or a change does to them, and the PATCH body they make, checked
// by the server's own schemas (common/schemas/rules.ts, decision 035).

// 'league': a division that follows its league in every field
export type PresetChoice = RulesPreset | 'league';

export type RulesInput = {
  preset: PresetChoice;
  mercyPoints: string;
  mercyFrom: MercyFrom;
  mercyAutoEnd: boolean;
  twoMinuteWarning: boolean;
  forfeitWinner: string;
  forfeitLoser: string;
  playClock: string;
  rushes: string;
  // issue 48: '1' to '3' (not a rule book's value: a preset keeps it, a change of it keeps the preset)
  crewSize: string;
  // the fields the division sets itself (the league's form sets them all)
  own: Record<RulesField, boolean>;
};

// Which inputs each field of the profile holds (a division overrides a field with all of them).
export type InputKey = Exclude<keyof RulesInput, 'preset' | 'own'>;
// every choice and input has its text (texts.ts holds no type of this file: no circle)
TEXT.presets satisfies Record<PresetChoice, string>;
TEXT.inputLabel satisfies Record<InputKey, string>;

const INPUTS_OF: Record<RulesField, readonly InputKey[]> = {
  mercy: ['mercyPoints', 'mercyFrom', 'mercyAutoEnd'],
  twoMinuteWarning: ['twoMinuteWarning'],
  forfeit: ['forfeitWinner', 'forfeitLoser'],
  playClockSeconds: ['playClock'],
  rushesPerSeries: ['rushes'],
  crewSize: ['crewSize'],
};

// The rule book's fields: a preset sets them, and one of them a division sets makes it custom.
const BOOK_FIELDS = RULES_FIELDS.filter((field) => field !== 'crewSize');
// every book field `own`, the crew size as it was
const bookFields = (own: boolean, crewSize: boolean) => ({ ...(Object.fromEntries(BOOK_FIELDS.map((field) => [field, own])) as Record<RulesField, boolean>), crewSize });
const allFields = (own: boolean) => bookFields(own, own);
const textOf = (value: number | null) => (value === null ? '' : String(value));

function valuesOf(profile: RulesProfile): Omit<RulesInput, 'preset' | 'own'> {
  return {
    mercyPoints: textOf(profile.mercy.points),
    mercyFrom: profile.mercy.from,
    mercyAutoEnd: profile.mercy.autoEnd,
    twoMinuteWarning: profile.twoMinuteWarning,
    forfeitWinner: String(profile.forfeit.winnerScore),
    forfeitLoser: String(profile.forfeit.loserScore),
    playClock: textOf(profile.playClockSeconds),
    rushes: textOf(profile.rushesPerSeries),
    crewSize: String(profile.crewSize ?? 1),
  };
}

// The form of a profile as the server answered it; a division's with the fields it overrides
// (null: the league's own form).
export function rulesInput(profile: RulesProfile, overrides: readonly RulesField[] | null): RulesInput {
  if (overrides === null) return { preset: profile.preset, ...valuesOf(profile), own: allFields(true) };
  const own = Object.fromEntries(RULES_FIELDS.map((field) => [field, overrides.includes(field)])) as Record<RulesField, boolean>;
  return { preset: BOOK_FIELDS.some((field) => own[field]) ? profile.preset : 'league', ...valuesOf(profile), own };
}

// A preset fills every rule book field (a division then overrides them all); 'league' gives them
// back to the league; 'custom' keeps the values. The crew size stays as it was.
export function withPreset(input: RulesInput, preset: PresetChoice, league: RulesProfile | null): RulesInput {
  const crew = { crewSize: input.crewSize };
  if (preset === 'custom') return { ...input, preset, ...(input.preset === 'league' ? { own: bookFields(true, input.own.crewSize) } : {}) };
  if (preset === 'league') return league ? { ...rulesInput(league, []), ...crew, own: bookFields(false, input.own.crewSize) } : input;
  return { preset, ...valuesOf(presetProfile(preset)), ...crew, own: bookFields(true, input.own.crewSize) };
}

// The crew size changes no preset (issue 48).
export function withCrewSize(input: RulesInput, crewSize: string): RulesInput {
  return { ...input, crewSize };
}

// Any change makes the profile custom (the server keeps a preset's name only for its exact values).
export function withChange(input: RulesInput, change: Partial<Omit<RulesInput, 'preset' | 'own'>>): RulesInput {
  return { ...input, ...change, preset: 'custom' };
}

// A division takes a field over (from the league's value) or gives it back to the league (which
// shows the league's value again).
export function withOwn(input: RulesInput, field: RulesField, own: boolean, league: RulesProfile): RulesInput {
  const next = { ...input, own: { ...input.own, [field]: own } };
  if (!own) Object.assign(next, Object.fromEntries(INPUTS_OF[field].map((key) => [key, valuesOf(league)[key]])));
  if (field === 'crewSize') return next;
  const anyOwn = BOOK_FIELDS.some((item) => next.own[item]);
  return { ...next, preset: anyOwn ? 'custom' : 'league' };
}

// A number typed, '' for none where none is allowed; a blank required one is not a number.
const optional = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const required = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function fieldValues(input: RulesInput) {
  return {
    mercy: { points: optional(input.mercyPoints), from: input.mercyFrom, autoEnd: input.mercyAutoEnd },
    twoMinuteWarning: input.twoMinuteWarning,
    forfeit: { winnerScore: required(input.forfeitWinner), loserScore: required(input.forfeitLoser) },
    playClockSeconds: optional(input.playClock),
    rushesPerSeries: optional(input.rushes),
    crewSize: required(input.crewSize),
  };
}

// The input each part of the body comes from, for the error beside it.
const INPUT_OF_PATH: Record<string, InputKey> = {
  'mercy.points': 'mercyPoints',
  'mercy.from': 'mercyFrom',
  'mercy.autoEnd': 'mercyAutoEnd',
  twoMinuteWarning: 'twoMinuteWarning',
  'forfeit.winnerScore': 'forfeitWinner',
  'forfeit.loserScore': 'forfeitLoser',
  playClockSeconds: 'playClock',
  rushesPerSeries: 'rushes',
  crewSize: 'crewSize',
};

export type RulesBody = Record<string, unknown>;
// the first problem: the input it is about, its message beside it and the sentence for the toast
export type Refusal = { input: InputKey; message: string; toast: string };
export type Checked = { body: RulesBody; refusal?: undefined } | { body?: undefined; refusal: Refusal };

function checked(schema: typeof leagueRulesBody | typeof divisionRulesBody, body: RulesBody): Checked {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const input = INPUT_OF_PATH[issue.path.join('.')] ?? 'forfeitWinner';
    return { refusal: { input, message: issue.message, toast: withLabel(TEXT.inputLabel[input], issue.message) } };
  }
  const forfeit = (body as { forfeit?: { winnerScore: number; loserScore: number } | null }).forfeit;
  if (forfeit && forfeit.winnerScore <= forfeit.loserScore) return { refusal: { input: 'forfeitWinner', message: RULES_TEXT.forfeitOrder, toast: RULES_TEXT.forfeitOrder } };
  return { body };
}

// PATCH /api/leagues/{slug}/rules: the preset shown and every value (the server then keeps the
// preset's name exactly when the values are its own).
export function leagueBody(input: RulesInput): Checked {
  return checked(leagueRulesBody, { preset: input.preset === 'league' ? 'custom' : input.preset, ...fieldValues(input) });
}

// PATCH /api/divisions/{id}/rules: `preset: null` when the division follows its league in
// everything; a preset's name with every rule book value when one was picked; else the fields it
// sets, and null for each field it gave back to the league (the crew size the same way, beside a preset too).
export function divisionBody(input: RulesInput, overridden: readonly RulesField[]): Checked {
  if (RULES_FIELDS.every((field) => !input.own[field])) return { body: { preset: null } };
  const { crewSize, ...values } = fieldValues(input);
  const crew = input.own.crewSize ? { crewSize } : overridden.includes('crewSize') ? { crewSize: null } : {};
  if (input.preset !== 'custom' && input.preset !== 'league') return checked(divisionRulesBody, { preset: input.preset, ...values, ...crew });
  const body: RulesBody = { ...crew };
  for (const field of BOOK_FIELDS) {
    if (input.own[field]) body[field] = values[field];
    else if (overridden.includes(field)) body[field] = null;
  }
  return checked(divisionRulesBody, body);
}
