// The season builder's form (issue 19): what the admin picks, and the request body it makes.
import { addDays, formatCalendarDate, TIME_PATTERN, weekdayOf } from '@common/schedule/dates';
import type { SeasonBodyInput } from '@common/schemas/schedule';
import { utcToWallClock } from '@common/time';
import { SEASON_TEXT } from './texts';

export type SeasonValues = {
  teamIds: number[];
  rounds: 1 | 2;
  startDate: string;
  endDate: string;
  blackoutDates: string[];
  teamBlackouts: { teamId: number; date: string }[];
  weekdays: number[];
  times: string;
  fieldIds: number[];
  assignReferees: boolean;
};

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

export function buildSeasonRequest(values: SeasonValues): { ok: true; value: SeasonBodyInput } | { ok: false; message: string } {
  if (values.teamIds.length < 2) return { ok: false, message: SEASON_TEXT.needTwoTeams };
  if (!values.startDate) return { ok: false, message: SEASON_TEXT.needStartDate };
  if (values.weekdays.length === 0) return { ok: false, message: SEASON_TEXT.needWeekday };
  if (values.fieldIds.length === 0) return { ok: false, message: SEASON_TEXT.needField };
  const times = parseTimes(values.times);
  if (!times.ok) return { ok: false, message: SEASON_TEXT.badTimes(times.bad) };
  const chosen = new Set(values.teamIds);
  return {
    ok: true,
    value: {
      teamIds: values.teamIds,
      rounds: values.rounds,
      startDate: values.startDate,
      endDate: values.endDate || null,
      slots: values.weekdays.flatMap((weekday) => times.times.flatMap((time) => values.fieldIds.map((fieldId) => ({ weekday, time, fieldId })))),
      blackoutDates: values.blackoutDates,
      teamBlackouts: values.teamBlackouts.filter((b) => chosen.has(b.teamId)),
      assignReferees: values.assignReferees,
    },
  };
}
