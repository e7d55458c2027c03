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
};

// The fields a division may override, one by one (a preset sets them all).
export const RULES_FIELDS = ['mercy', 'twoMinuteWarning', 'forfeit', 'playClockSeconds', 'rushesPerSeries'] as const;
export type RulesField = (typeof RULES_FIELDS)[number];
export type RulesOverrides = Partial<Pick<RulesProfile, RulesField | 'preset'>>;

export const RULES_LIMITS = {
  mercy: { min: 7, max: 99 },
  playClock: { min: 10, max: 60 },
  forfeit: { min: 0, max: 99 },
  rushes: { min: 1, max: 9 },
} as const;

type PresetValues = Omit<RulesProfile, 'preset'>;

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
};

export function presetProfile(preset: Exclude<RulesPreset, 'custom'>): RulesProfile {
  const values = PRESET_VALUES[preset];
  return { preset, ...values, mercy: { ...values.mercy }, forfeit: { ...values.forfeit } };
}

function sameRules(a: Omit<RulesProfile, 'preset'>, b: Omit<RulesProfile, 'preset'>): boolean {
  return RULES_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

// ---- applying a PATCH (the bodies of common/schemas/rules.ts) ----

export type LeagueRulesBody = Partial<{
  preset: RulesPreset;
  mercy: Partial<RulesProfile['mercy']>;
  twoMinuteWarning: boolean;
  forfeit: Partial<RulesProfile['forfeit']>;
  playClockSeconds: number | null;
  rushesPerSeries: number | null;
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
  };
}

// A preset fills every field, then the other fields sent apply; any value that leaves the preset's
// makes the profile custom. `custom` alone keeps the values and only drops the preset's name.
// Null when the forfeit score would not name a winner.
export function patchedProfile(current: RulesProfile, body: LeagueRulesBody): RulesProfile | null {
  const { preset, ...values } = body;
  const base = preset === undefined ? current : preset === 'custom' ? { ...current, preset } : presetProfile(preset);
  const next = withValues(base, values);
  if (next.forfeit.winnerScore <= next.forfeit.loserScore) return null;
  if (next.preset !== 'custom' && !sameRules(next, PRESET_VALUES[next.preset])) next.preset = 'custom';
  return next;
}

// A division's profile: the league's with the division's overrides on top, and which fields those are.
export function effectiveRules(league: RulesProfile, overrides: RulesOverrides | null): RulesProfile & { overrides: RulesField[] } {
  const own = overrides ?? {};
  const fields = RULES_FIELDS.filter((field) => own[field] !== undefined);
  const values = { ...league, ...Object.fromEntries(fields.map((field) => [field, own[field]])) } as RulesProfile;
  const preset = own.preset ?? (fields.length === 0 ? league.preset : 'custom');
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
  for (const field of RULES_FIELDS) {
    const set = leaguePatch.preset !== undefined && leaguePatch.preset !== 'custom' ? true : touched.has(field) || own[field] !== undefined;
    if (set) Object.assign(next, { [field]: profile[field] });
  }
  if (leaguePatch.preset !== undefined || own.preset !== undefined) next.preset = profile.preset;
  return { overrides: Object.keys(next).length === 0 ? null : next, profile };
}
