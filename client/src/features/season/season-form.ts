// The season builder's form (issue 19): what the admin picks, the checks it makes (each error at
// its field, on the step that shows it) and the request body it makes, parsed by the server's rules.
import { z } from 'zod';
import { addDays, formatCalendarDate, TIME_PATTERN, weekdayOf } from '@common/schedule/dates';
import { seasonBody } from '@common/schemas/schedule';
import { utcToWallClock } from '@common/time';
import { withLabel } from '@client/lib/form-errors';
import { SEASON_TEXT } from './texts';

const seasonValues = z.object({
  // issue 34: the division whose teams play ('' for the league's teams); the request names the teams
  divisionId: z.string(),
  teamIds: z.array(z.number()),
  rounds: z.union([z.literal(1), z.literal(2)]),
  startDate: z.string(),
  endDate: z.string(),
  blackoutDates: z.array(z.string()),
  teamBlackouts: z.array(z.object({ teamId: z.number(), date: z.string() })),
  weekdays: z.array(z.number()),
  times: z.string(),
  fieldIds: z.array(z.number()),
  assignReferees: z.boolean(),
});
export type SeasonValues = z.input<typeof seasonValues>;

// The teams the Teams step offers: a division's ('' every team of the league).
export function teamsOfDivision<T extends { divisionId: number | null }>(teams: readonly T[], divisionId: string): readonly T[] {
  if (divisionId === '') return teams;
  return teams.filter((team) => team.divisionId === Number(divisionId));
}

export const DEFAULT_TIMES = '09:00, 10:15, 11:30, 12:45';
const SATURDAY = 6;

// The first Saturday of the month after `now`, as the league's calendar reads it.
export function firstSaturdayOfNextMonth(now: Date, timeZone: string): string {
  const today = utcToWallClock(now, timeZone);
  const first = formatCalendarDate({ year: today.month === 12 ? today.year + 1 : today.year, month: today.month === 12 ? 1 : today.month + 1, day: 1 });
  return addDays(first, (SATURDAY - weekdayOf(first) + 7) % 7);
}

export function seasonDefaults(input: { teamIds: number[]; fieldIds: number[]; hasReferees: boolean; now: Date; timeZone: string }): SeasonValues {
  return {
    divisionId: '',
    teamIds: input.teamIds,
    rounds: 2,
    startDate: firstSaturdayOfNextMonth(input.now, input.timeZone),
    endDate: '',
    blackoutDates: [],
    teamBlackouts: [],
    weekdays: [SATURDAY],
    times: DEFAULT_TIMES,
    fieldIds: input.fieldIds,
    assignReferees: input.hasReferees,
  };
}

// '9:00, 10:15' -> ['09:00', '10:15']; a part that is no time is named.
export function parseTimes(value: string): { ok: true; times: string[] } | { ok: false; bad: string } {
  const times: string[] = [];
  for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const padded = /^\d:\d{2}$/.test(part) ? `0${part}` : part;
    if (!TIME_PATTERN.test(padded)) return { ok: false, bad: part };
    if (!times.includes(padded)) times.push(padded);
  }
  return times.length > 0 ? { ok: true, times: times.sort() } : { ok: false, bad: value };
}

// The slot form's rows (issue 38: a rainout's reschedule takes the same): each game day, each time, each field.
export function slotsOf(values: Pick<SeasonValues, 'weekdays' | 'times' | 'fieldIds'>): { weekday: number; time: string; fieldId: number }[] {
  const times = parseTimes(values.times);
  return times.ok ? values.weekdays.flatMap((weekday) => times.times.flatMap((time) => values.fieldIds.map((fieldId) => ({ weekday, time, fieldId })))) : [];
}

const seasonForm = seasonValues
  .superRefine((values, ctx) => {
    const refuse = (path: keyof SeasonValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.teamIds.length < 2) refuse('teamIds', SEASON_TEXT.needTwoTeams);
    if (!values.startDate) refuse('startDate', SEASON_TEXT.needStartDate);
    if (values.weekdays.length === 0) refuse('weekdays', SEASON_TEXT.needWeekday);
    if (values.fieldIds.length === 0) refuse('fieldIds', SEASON_TEXT.needField);
    const times = parseTimes(values.times);
    if (!times.ok) refuse('times', SEASON_TEXT.badTimes(times.bad));
  })
  .transform((values): z.input<typeof seasonBody> => {
    const chosen = new Set(values.teamIds);
    return {
      teamIds: values.teamIds,
      rounds: values.rounds,
      startDate: values.startDate,
      endDate: values.endDate || null,
      slots: slotsOf(values),
      blackoutDates: values.blackoutDates,
      teamBlackouts: values.teamBlackouts.filter((b) => chosen.has(b.teamId)),
      assignReferees: values.assignReferees,
    };
  })
  .pipe(seasonBody);
export type SeasonRequest = z.output<typeof seasonForm>;

export type SeasonErrors = Partial<Record<keyof SeasonValues, string>>;

// Each field's label (a rule's message follows it) and the step that shows it.
const FIELDS: Record<keyof SeasonValues, { label: string; step: number }> = {
  divisionId: { label: SEASON_TEXT.division, step: 0 },
  teamIds: { label: SEASON_TEXT.teams, step: 0 },
  rounds: { label: SEASON_TEXT.rounds, step: 0 },
  startDate: { label: SEASON_TEXT.startDate, step: 1 },
  endDate: { label: SEASON_TEXT.endDate, step: 1 },
  blackoutDates: { label: SEASON_TEXT.blackoutDates, step: 1 },
  teamBlackouts: { label: SEASON_TEXT.teamBlackouts, step: 1 },
  weekdays: { label: SEASON_TEXT.weekdays, step: 2 },
  times: { label: SEASON_TEXT.times, step: 2 },
  fieldIds: { label: SEASON_TEXT.fields, step: 2 },
  assignReferees: { label: SEASON_TEXT.assignReferees, step: 3 },
};

// The form's request, or each field's error (the first path segment names the field: a bad
// blackout date '2026-13-01' is the blackout list's error).
export function checkSeason(values: SeasonValues): { ok: true; request: SeasonRequest } | { ok: false; errors: SeasonErrors; first: string; step: number } {
  const result = seasonForm.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: SeasonErrors = {};
  let first: { message: string; step: number } | null = null;
  for (const issue of result.error.issues) {
    // the slots are made of the days, times and fields: a rule on them is the times' to say
    const name = issue.path[0] === 'slots' ? 'times' : issue.path[0];
    const field = typeof name === 'string' && name in FIELDS ? (name as keyof SeasonValues) : 'teamIds';
    const message = withLabel(FIELDS[field].label, issue.message);
    errors[field] ??= message;
    if (!first || FIELDS[field].step < first.step) first = { message, step: FIELDS[field].step };
  }
  return { ok: false, errors, first: first?.message ?? '', step: first?.step ?? 0 };
}
