// Issue 37: a league's rules profile (and a division's overrides of it). A preset fills every field
// with one rule book's values (docs/decisions/045-rules-profiles-and-undo.md says which); any other
// change makes the profile `custom`. Pure and without zod (the scoreboard's pages import the engine);
// the PATCH bodies' schemas are in common/schemas/rules.ts.

export const RULES_PRESETS = ['nfl-flag', 'ifaf-5v5', 'adult-7v7', 'custom'] as const;
export type RulesPreset = (typeof RULES_PRESETS)[number];
export const MERCY_FROM = ['start', 'secondHalf'] as const;
export type MercyFrom = (typeof MERCY_FROM)[number];

export type RulesProfile = {
  preset: RulesPreset;
  mercy: { points: number | null; from: MercyFrom; autoEnd: boolean };
  twoMinuteWarning: boolean;
  forfeit: { winnerScore: number; loserScore: number };
  playClockSeconds: number | null;
  rushesPerSeries: number | null;
  // issue 48: the officials a game of this profile has (1 referee, 2 with a second, 3 with a line
  // judge). Not a rule book's value: a preset keeps it, and it never makes a profile custom.
  crewSize: number;
};

// The fields a division may override, one by one (a preset sets the rule book's, BOOK_FIELDS).
export const RULES_FIELDS = ['mercy', 'twoMinuteWarning', 'forfeit', 'playClockSeconds', 'rushesPerSeries', 'crewSize'] as const;
export type RulesField = (typeof RULES_FIELDS)[number];
type BookField = Exclude<RulesField, 'crewSize'>;
const BOOK_FIELDS = RULES_FIELDS.filter((field): field is BookField => field !== 'crewSize');
export type RulesOverrides = Partial<Pick<RulesProfile, RulesField | 'preset'>>;

export const RULES_LIMITS = {
  mercy: { min: 7, max: 99 },
  playClock: { min: 10, max: 60 },
  forfeit: { min: 0, max: 99 },
  rushes: { min: 1, max: 9 },
  // common/crews/crew.ts's CREW_LIMITS.crewSize (game-rules stands below crews: no import)
  crewSize: { min: 1, max: 3 },
} as const;

type PresetValues = Omit<RulesProfile, 'preset' | 'crewSize'>;

// Each rule book's values (decision 045 cites them).
const PRESET_VALUES: Record<Exclude<RulesPreset, 'custom'>, PresetValues> = {
  'nfl-flag': {
    mercy: { points: 28, from: 'start', autoEnd: false },
    twoMinuteWarning: false,
    forfeit: { winnerScore: 28, loserScore: 0 },
    playClockSeconds: 25,
    rushesPerSeries: null,
  },
  'ifaf-5v5': {
    mercy: { points: null, from: 'start', autoEnd: false },
    twoMinuteWarning: true,
    forfeit: { winnerScore: 20, loserScore: 0 },
    playClockSeconds: 25,
    rushesPerSeries: null,
  },
  'adult-7v7': {
    mercy: { points: 19, from: 'secondHalf', autoEnd: true },
    twoMinuteWarning: true,
    forfeit: { winnerScore: 21, loserScore: 0 },
    playClockSeconds: 30,
    rushesPerSeries: null,
  },
};

// A league that never chose: the console as it was before issue 37 (no mercy, no two-minute stop).
export const DEFAULT_RULES: RulesProfile = {
  preset: 'custom',
  mercy: { points: null, from: 'start', autoEnd: false },
  twoMinuteWarning: false,
  forfeit: { winnerScore: 1, loserScore: 0 },
  playClockSeconds: null,
  rushesPerSeries: null,
  crewSize: 1,
};

// A preset's profile; its crew size is the one given (the profile's own when a preset is chosen).
export function presetProfile(preset: Exclude<RulesPreset, 'custom'>, crewSize = DEFAULT_RULES.crewSize): RulesProfile {
  const values = PRESET_VALUES[preset];
  return { preset, ...values, mercy: { ...values.mercy }, forfeit: { ...values.forfeit }, crewSize };
}

// A crew size as stored: a profile stored before issue 48 has none (1), a bad one is brought in range.
function crewSizeIn(value: unknown): number {
  const { min, max } = RULES_LIMITS.crewSize;
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), min), max) : min;
}

// A profile as read from the database (or null: the league never chose), with every field.
export function storedRules(profile: (Omit<RulesProfile, 'crewSize'> & { crewSize?: number | null }) | null | undefined): RulesProfile {
  const rules = profile ?? DEFAULT_RULES;
  return { ...rules, crewSize: crewSizeIn(rules.crewSize) };
}

// A value's text with its keys in order: a profile read back from jsonb has them in another order.
function keyed(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}

// The rule book's fields only: the crew size is not a rule book's.
function sameRules(a: PresetValues, b: PresetValues): boolean {
  return BOOK_FIELDS.every((field) => keyed(a[field]) === keyed(b[field]));
}

// ---- applying a PATCH (the bodies of common/schemas/rules.ts) ----

export type LeagueRulesBody = Partial<{
  preset: RulesPreset;
  mercy: Partial<RulesProfile['mercy']>;
  twoMinuteWarning: boolean;
  forfeit: Partial<RulesProfile['forfeit']>;
  playClockSeconds: number | null;
  rushesPerSeries: number | null;
  crewSize: number;
}>;
// null removes the division's override of that field (preset null: every override)
export type DivisionRulesBody = { [K in keyof LeagueRulesBody]?: LeagueRulesBody[K] | null };

type ValuesPatch = Omit<LeagueRulesBody, 'preset'>;

function withValues(base: RulesProfile, patch: ValuesPatch): RulesProfile {
  return {
    ...base,
    mercy: { ...base.mercy, ...patch.mercy },
    forfeit: { ...base.forfeit, ...patch.forfeit },
    ...(patch.twoMinuteWarning !== undefined ? { twoMinuteWarning: patch.twoMinuteWarning } : {}),
    ...(patch.playClockSeconds !== undefined ? { playClockSeconds: patch.playClockSeconds } : {}),
    ...(patch.rushesPerSeries !== undefined ? { rushesPerSeries: patch.rushesPerSeries } : {}),
    ...(patch.crewSize !== undefined ? { crewSize: patch.crewSize } : {}),
  };
}

// A preset fills every field, then the other fields sent apply; any value that leaves the preset's
// makes the profile custom. `custom` alone keeps the values and only drops the preset's name.
// The crew size is kept by a preset and changes no preset's name. Null when the forfeit score would
// not name a winner.
export function patchedProfile(stored: RulesProfile, body: LeagueRulesBody): RulesProfile | null {
  const current = storedRules(stored);
  const { preset, ...values } = body;
  const base = preset === undefined ? current : preset === 'custom' ? { ...current, preset } : presetProfile(preset, current.crewSize);
  const next = withValues(base, values);
  if (next.forfeit.winnerScore <= next.forfeit.loserScore) return null;
  if (next.preset !== 'custom' && !sameRules(next, PRESET_VALUES[next.preset])) next.preset = 'custom';
  return next;
}

// A division's profile: the league's with the division's overrides on top, and which fields those are.
// Its own crew size alone keeps the league's preset (not a rule book's value).
export function effectiveRules(league: RulesProfile, overrides: RulesOverrides | null): RulesProfile & { overrides: RulesField[] } {
  const own = overrides ?? {};
  const fields = RULES_FIELDS.filter((field) => own[field] !== undefined);
  const values = storedRules({ ...league, ...Object.fromEntries(fields.map((field) => [field, own[field]])) } as RulesProfile);
  const preset = own.preset ?? (fields.some((field) => field !== 'crewSize') ? 'custom' : league.preset);
  return { ...values, preset, overrides: fields };
}

// The division's new overrides after its PATCH (null: it follows its league in everything), or
// null in `profile` when the forfeit score would not name a winner.
export function patchedOverrides(league: RulesProfile, current: RulesOverrides | null, body: DivisionRulesBody): { overrides: RulesOverrides | null; profile: RulesProfile | null } {
  if (body.preset === null) return { overrides: null, profile: league };
  const own: RulesOverrides = { ...current };
  for (const field of RULES_FIELDS) if (body[field] === null) delete own[field];
  const { overrides: _fields, ...effective } = effectiveRules(league, own);
  const leaguePatch = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as LeagueRulesBody;
  const profile = Object.keys(leaguePatch).length === 0 ? effective : patchedProfile(effective, leaguePatch);
  if (profile === null) return { overrides: own, profile: null };
  const touched = new Set<string>(Object.keys(leaguePatch));
  const next: RulesOverrides = {};
  // a rule book's preset sets every rule book field; the crew size stays as it was unless sent
  const bookPreset = leaguePatch.preset !== undefined && leaguePatch.preset !== 'custom';
  for (const field of RULES_FIELDS) {
    const set = (bookPreset && field !== 'crewSize') || touched.has(field) || own[field] !== undefined;
    if (set) Object.assign(next, { [field]: profile[field] });
  }
  if (leaguePatch.preset !== undefined || own.preset !== undefined) next.preset = profile.preset;
  // a crew size alone names no rule book: the division follows its league's
  if (!BOOK_FIELDS.some((field) => next[field] !== undefined)) delete next.preset;
  return { overrides: Object.keys(next).length === 0 ? null : next, profile };
}
