// The rainout dialog's form (issue 38): what the admin picks, its checks (each error at its field)
// and the request body it makes, parsed by the server's own schema (common/schemas/rainout.ts).
import { z } from 'zod';
import { addDays, weekdayOf } from '@common/schedule/dates';
import { previewedPlan, rainoutBody, type RainoutBodyInput, type RainoutDto, type RainoutPublishBodyInput } from '@common/schemas/rainout';
import { utcToWallClock } from '@common/time';
import { withLabel } from '@client/lib/form-errors';
import { DEFAULT_TIMES, parseTimes, slotsOf } from '@client/features/season/season-form';
import { SEASON_TEXT } from '@client/features/season/texts';
import { RAINOUT_TEXT } from './texts';

const rainoutValues = z.object({
  date: z.string(),
  // the rained-out fields (all of them: every field, and the day's games that name none)
  rainedFieldIds: z.array(z.number()),
  move: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  // the new slots, in the season builder's form
  weekdays: z.array(z.number()),
  times: z.string(),
  fieldIds: z.array(z.number()),
});
export type RainoutValues = z.input<typeof rainoutValues>;
export type RainoutErrors = Partial<Record<keyof RainoutValues, string>>;

const SATURDAY = 6;

// The coming Saturday (today when it is one), as the league's calendar reads it.
export function comingSaturday(now: Date, timeZone: string): string {
  const today = utcToWallClock(now, timeZone);
  const date = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  return addDays(date, (SATURDAY - weekdayOf(date) + 7) % 7);
}

// A day's games move by default to the same weekday a week later, on the same fields.
export function withDay(values: RainoutValues, date: string): RainoutValues {
  const real = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return { ...values, date, ...(real ? { startDate: addDays(date, 7), weekdays: [weekdayOf(date)] } : {}) };
}

export function rainoutDefaults(input: { fieldIds: number[]; now: Date; timeZone: string }): RainoutValues {
  const blank: RainoutValues = { date: '', rainedFieldIds: input.fieldIds, move: true, startDate: '', endDate: '', weekdays: [], times: DEFAULT_TIMES, fieldIds: input.fieldIds };
  return withDay(blank, comingSaturday(input.now, input.timeZone));
}

function rainoutForm(allFieldIds: readonly number[]) {
  return rainoutValues
    .superRefine((values, ctx) => {
      const refuse = (path: keyof RainoutValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!values.date) refuse('date', RAINOUT_TEXT.needDate);
      if (values.rainedFieldIds.length === 0) refuse('rainedFieldIds', RAINOUT_TEXT.needField);
      if (!values.move) return;
      if (!values.startDate) refuse('startDate', RAINOUT_TEXT.needStartDate);
      else if (values.date && values.startDate <= values.date) refuse('startDate', RAINOUT_TEXT.startAfterDay);
      if (values.weekdays.length === 0) refuse('weekdays', SEASON_TEXT.needWeekday);
      if (values.fieldIds.length === 0) refuse('fieldIds', SEASON_TEXT.needField);
      const times = parseTimes(values.times);
      if (!times.ok) refuse('times', SEASON_TEXT.badTimes(times.bad));
    })
    .transform((values): z.input<typeof rainoutBody> => ({
      date: values.date,
      // every field: left out, so the day's games with no field are rained out too
      ...(allFieldIds.every((id) => values.rainedFieldIds.includes(id)) ? {} : { fieldIds: values.rainedFieldIds }),
      reschedule: values.move ? { startDate: values.startDate, endDate: values.endDate || null, slots: slotsOf(values) } : null,
    }))
    .pipe(rainoutBody);
}
export type RainoutRequest = z.output<ReturnType<typeof rainoutForm>>;

const LABELS: Record<keyof RainoutValues, string> = {
  date: RAINOUT_TEXT.day,
  rainedFieldIds: RAINOUT_TEXT.fields,
  move: RAINOUT_TEXT.what,
  startDate: RAINOUT_TEXT.startDate,
  endDate: RAINOUT_TEXT.endDate,
  weekdays: SEASON_TEXT.weekdays,
  times: SEASON_TEXT.times,
  fieldIds: RAINOUT_TEXT.slotFields,
};

// The form's field an issue is about: the form's own checks (custom) name it; a rule of the request
// (after the transform, where fieldIds are the rained-out fields) names the field it came from.
function fieldOf(issue: { code: string; path: readonly PropertyKey[] }): keyof RainoutValues {
  const [first, second] = issue.path;
  if (issue.code === 'custom') return first as keyof RainoutValues;
  if (first === 'fieldIds') return 'rainedFieldIds';
  if (first === 'reschedule') return second === 'slots' ? 'times' : second === 'endDate' ? 'endDate' : 'startDate';
  return typeof first === 'string' && first in LABELS ? (first as keyof RainoutValues) : 'date';
}

export function checkRainout(values: RainoutValues, allFieldIds: readonly number[]): { ok: true; request: RainoutRequest } | { ok: false; errors: RainoutErrors; first: string } {
  const result = rainoutForm(allFieldIds).safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: RainoutErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue);
    errors[field] ??= withLabel(LABELS[field], issue.message);
  }
  return { ok: false, errors, first: Object.values(errors)[0] ?? '' };
}

// The confirm's body (issue 45): the previewed request and what its preview showed, so the server
// writes that plan or nothing (409 when another change took a slot since).
export function publishRequest(body: RainoutBodyInput, preview: RainoutDto): RainoutPublishBodyInput {
  return { ...body, preview: previewedPlan(preview) };
}

// What the preview's summary counts: the day's games moved and cancelled, and the playoff games
// cancelled with them.
export function rainoutCounts(result: RainoutDto): { moved: number; cancelled: number; dependents: number } {
  const moved = result.games.filter((g) => g.to !== null).length;
  return { moved, cancelled: result.games.length - moved, dependents: result.dependents.length };
}
