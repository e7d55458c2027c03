// Start playoffs (issue 36): what the admin fills in, the checks it makes (each error at its field)
// and the body it sends, parsed by the server's own rules (common/schemas/brackets.ts).
import { z } from 'zod';
import { addDays, formatCalendarDate, weekdayOf } from '@common/schedule/dates';
import { bracketBody, type BracketBodyInput } from '@common/schemas/brackets';
import { utcToWallClock } from '@common/time';
import { numberOf } from '@client/lib/form-values';
import { withLabel } from '@client/lib/form-errors';
import { PLAYOFFS_TEXT as TEXT } from './texts';

const slotRow = z.object({ date: z.string(), time: z.string(), fieldId: z.string() });
export type SlotRow = z.input<typeof slotRow>;

const playoffsValues = z.object({
  name: z.string(),
  format: z.enum(['single', 'double']),
  // '' : the league's table (no division)
  divisionId: z.string(),
  // the season the standings page shows (null: the current one)
  seasonId: z.number().nullable(),
  seeding: z.enum(['top', 'pick']),
  teams: z.string(),
  // '' for a seed not chosen yet
  seedTeamIds: z.array(z.string()),
  thirdPlace: z.boolean(),
  slots: z.array(slotRow),
  minRestMinutes: z.string(),
});
export type PlayoffsValues = z.input<typeof playoffsValues>;

const playoffsForm = playoffsValues
  .transform(
    (values): BracketBodyInput => ({
      name: values.name,
      format: values.format,
      ...(values.divisionId === '' ? {} : { divisionId: Number(values.divisionId) }),
      ...(values.seasonId === null ? {} : { seasonId: values.seasonId }),
      ...(values.seeding === 'top' ? { teams: numberOf(values.teams) } : { seedTeamIds: values.seedTeamIds.map(Number) }),
      thirdPlace: values.format === 'single' && values.thirdPlace,
      slots: values.slots.map((slot) => ({ date: slot.date, time: slot.time, fieldId: Number(slot.fieldId) })),
      minRestMinutes: numberOf(values.minRestMinutes),
    }),
  )
  .pipe(bracketBody);
export type PlayoffsRequest = z.output<typeof playoffsForm>;

export type PlayoffsField = 'name' | 'format' | 'divisionId' | 'teams' | 'seedTeamIds' | 'thirdPlace' | 'slots' | 'minRestMinutes';
export type PlayoffsErrors = Partial<Record<PlayoffsField, string>>;

const LABELS: Record<PlayoffsField, string> = {
  name: TEXT.name,
  format: TEXT.formatLabel,
  divisionId: TEXT.division,
  teams: TEXT.teamCount,
  seedTeamIds: TEXT.seeding,
  thirdPlace: TEXT.thirdPlace,
  slots: TEXT.slots,
  minRestMinutes: TEXT.minRest,
};

// The body, or each field's error (a rule of the body with no field of its own, "teams or seeds",
// is the seeding's to say).
export function checkPlayoffs(values: PlayoffsValues): { ok: true; request: PlayoffsRequest } | { ok: false; errors: PlayoffsErrors; first: string } {
  const result = playoffsForm.safeParse(values);
  // what the body cannot say in the form's words: a row or a seed left unchosen
  const unchosen = [
    ...values.slots.flatMap((slot, i) => (slot.fieldId === '' ? [{ path: ['slots', i, 'fieldId'], message: TEXT.needField }] : [])),
    ...(values.seeding === 'pick' && values.seedTeamIds.includes('') ? [{ path: ['seedTeamIds'], message: TEXT.chooseTeam }] : []),
  ];
  if (result.success && unchosen.length === 0) return { ok: true, request: result.data };
  const errors: PlayoffsErrors = {};
  for (const issue of [...unchosen, ...(result.error?.issues ?? [])]) {
    const name = issue.path[0];
    const field: PlayoffsField = typeof name === 'string' && name in LABELS ? (name as PlayoffsField) : values.seeding === 'top' ? 'teams' : 'seedTeamIds';
    const where = field === 'slots' && typeof issue.path[1] === 'number' ? `${LABELS.slots} ${issue.path[1] + 1}: ` : '';
    errors[field] ??= where + withLabel(where ? (issue.path[2] === 'fieldId' ? TEXT.field : issue.path[2] === 'time' ? TEXT.time : TEXT.date) : LABELS[field], issue.message);
  }
  // the first in the form's order
  const first = (Object.keys(LABELS) as PlayoffsField[]).map((field) => errors[field]).find((message) => message !== undefined);
  return { ok: false, errors, first: first ?? '' };
}

const SATURDAY = 6;
// 75 minutes apart: a game and the turnaround of a field
const SLOT_STEP_MINUTES = 75;
const FIRST_TIMES = ['09:00', '10:15', '11:30', '12:45', '14:00', '15:15'];

// The next Saturday after today, as the league's calendar reads it.
export function nextSaturday(now: Date, timeZone: string): string {
  const today = utcToWallClock(now, timeZone);
  const date = formatCalendarDate(today);
  return addDays(date, ((SATURDAY - weekdayOf(date) + 6) % 7) + 1);
}

// A row after the last: the same day and field, one step later (the day's first time after 23:59).
export function nextSlot(last: SlotRow | undefined, fallback: SlotRow): SlotRow {
  if (!last) return fallback;
  const [hour, minute] = last.time.split(':').map(Number) as [number, number];
  const total = hour * 60 + minute + SLOT_STEP_MINUTES;
  if (!Number.isFinite(total) || total >= 24 * 60) return { ...last, time: FIRST_TIMES[0]! };
  return { ...last, time: `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}` };
}

export function playoffsDefaults(input: { now: Date; timeZone: string; fieldId: number | null; divisionId: number | null; seasonId: number | null; seedTeamIds: readonly number[] }): PlayoffsValues {
  const date = nextSaturday(input.now, input.timeZone);
  const fieldId = input.fieldId === null ? '' : String(input.fieldId);
  return {
    name: '',
    format: 'single',
    divisionId: input.divisionId === null ? '' : String(input.divisionId),
    seasonId: input.seasonId,
    seeding: 'top',
    teams: String(Math.min(8, Math.max(2, input.seedTeamIds.length))),
    seedTeamIds: input.seedTeamIds.slice(0, 8).map(String),
    thirdPlace: false,
    slots: FIRST_TIMES.map((time) => ({ date, time, fieldId })),
    minRestMinutes: '0',
  };
}
