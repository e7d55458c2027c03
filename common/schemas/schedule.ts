// Issue 19, the season builder and the referees' unavailable dates: the API contract shared by the
// server's routes and the client's dialog (docs/decisions/030-season-builder-and-no-double-booking.md).
import { z } from 'zod';
import { LIMITS } from '../constants';
import { DATE_PATTERN, isScheduleYear, parseCalendarDate, SCHEDULE_YEARS, TIME_PATTERN } from '../schedule/dates';
import type { TeamBalance, UnscheduledPair } from '../schedule/season';
import { gameSettingsFields, periodsMatchFormat, SCHEDULE_RANGE_TEXT } from './games/requests';
import { GAMES_TEXT } from './games/texts';
import { rowId } from './base/ids';

// The one schema of a calendar date a request carries (the builder's, a referee's unavailable dates,
// and every later one: seasons, rainouts, brackets): a real date, in the schedule years.
export const calendarDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(DATE_PATTERN, 'must be a date written YYYY-MM-DD')
  .refine((value) => parseCalendarDate(value) !== null, 'is not a date of the calendar')
  .refine((value) => isScheduleYear(parseCalendarDate(value)?.year ?? SCHEDULE_YEARS.min), SCHEDULE_RANGE_TEXT);

export const atMost = (max: number, what: string) => `takes at most ${max} ${what}`;

const seasonSlot = z
  .object({
    weekday: z.number({ error: 'must be a number from 0 (Sunday) to 6 (Saturday)' }).int('must be a whole number from 0 (Sunday) to 6 (Saturday)').min(0, 'must be from 0 (Sunday) to 6 (Saturday)').max(6, 'must be from 0 (Sunday) to 6 (Saturday)'),
    time: z.string({ error: 'must be a time written HH:MM' }).regex(TIME_PATTERN, 'must be a time written HH:MM (00:00 to 23:59)'),
    fieldId: rowId,
  })
  .strict();
export type SeasonSlotBody = z.output<typeof seasonSlot>;

// The builder's slots, blackout dates and team blackouts, as a rainout's reschedule takes them too.
export const seasonSlots = z.array(seasonSlot).min(1, 'needs at least one field and time').max(LIMITS.season.slots, atMost(LIMITS.season.slots, 'slots'));
export const blackoutDateList = z.array(calendarDate).max(LIMITS.season.blackoutDates, atMost(LIMITS.season.blackoutDates, 'dates')).default([]);
export const teamBlackoutList = z.array(z.object({ teamId: rowId, date: calendarDate }).strict()).max(LIMITS.season.teamBlackouts, atMost(LIMITS.season.teamBlackouts, 'team dates')).default([]);

// POST /api/leagues/{slug}/schedule/preview and /publish: one body.
export const seasonBody = z
  .object({
    teamIds: z.array(rowId).max(LIMITS.season.teams, atMost(LIMITS.season.teams, 'teams')).optional(),
    // issue 34: the season of one division: its teams when teamIds is absent, and only its teams
    divisionId: rowId.optional(),
    rounds: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (each pair meets once) or 2 (twice, home and away swapped)' }),
    startDate: calendarDate,
    endDate: calendarDate.nullable().optional(),
    slots: seasonSlots,
    blackoutDates: blackoutDateList,
    teamBlackouts: teamBlackoutList,
    assignReferees: z.boolean({ error: 'must be true or false' }).default(false),
    confirmOverlap: z.boolean({ error: 'must be true or false' }).default(false),
    ...gameSettingsFields,
  })
  .strict()
  .refine(periodsMatchFormat, { message: GAMES_TEXT.periodsMatchFormat, path: ['totalPeriods'] });
export type SeasonBody = z.output<typeof seasonBody>;
export type SeasonBodyInput = z.input<typeof seasonBody>;

export type SeasonGameDto = { round: number; homeTeamId: number; awayTeamId: number; fieldId: number; field: string; scheduledDate: string; refereeId: number | null };
// a game of the league already in the season's weeks (publish answers 409 with them unless confirmOverlap)
export type OverlappingGameDto = { id: number; homeTeam: string; awayTeam: string; scheduledDate: string; field: string | null };
export type SeasonPreviewDto = { games: SeasonGameDto[]; unscheduled: UnscheduledPair[]; stats: TeamBalance[]; overlapping: OverlappingGameDto[] };
export type SeasonPublishDto = { gamesCreated: number; games: SeasonGameDto[] };
export type SeasonOverlapErrorBody = { message: string; overlapping: OverlappingGameDto[] };

// GET and PUT /api/referees/me/unavailable-dates
export const unavailableDatesBody = z
  .object({ dates: z.array(calendarDate).max(LIMITS.season.unavailableDates, atMost(LIMITS.season.unavailableDates, 'dates')) })
  .strict();
export type UnavailableDatesDto = { dates: string[] };
// GET /api/leagues/{slug}/referees/unavailable-dates (admin): each referee's marked dates
export type RefereeUnavailableDto = { refereeId: number; dates: string[] };

export const SCHEDULE_TEXT = {
  fewerThanTwoTeams: 'A season needs at least 2 teams',
  tooManyTeams: (count: number, max: number) => `This season would have ${count} teams; a season takes at most ${max}: pick at most ${max} teams in "teamIds"`,
  teamNotInLeague: (id: number) => `Team ${id} is not a team of this league`,
  divisionNotInLeague: (id: number) => `Division ${id} is not a division of this league`,
  teamNotInDivision: (id: number, division: string) => `Team ${id} is not a team of the division ${division}`,
  teamTwice: (id: number) => `Team ${id} is listed twice`,
  blackoutTeamNotInSeason: (id: number) => `Team blackouts: team ${id} is not one of the season's teams`,
  fieldNotInLeague: (id: number) => `Field ${id} is not a field of this league`,
  slotTwice: (weekday: number, time: string, fieldId: number) => `The slot (weekday ${weekday}, ${time}, field ${fieldId}) is listed twice`,
  endBeforeStart: 'End date must be on or after the start date',
  seasonTooLong: (days: number) => `A season spans at most ${days} days from its start date`,
  changedWhilePublishing: (game: string) => `The league's schedule changed while this season was being published (${game} now takes one of its slots), so nothing was published: preview the season again`,
  builderBusy: 'The season builder is busy with other seasons: try again in a few seconds',
  nothingToPublish: 'No game of this season found a slot, so there is nothing to publish: see the unscheduled pairs of the preview',
  overlap: (count: number, list: string) =>
    `The league already has ${count} game${count === 1 ? '' : 's'} in this season's weeks (${list}). Publish with "confirmOverlap": true to schedule around ${count === 1 ? 'it' : 'them'}; nothing is ever double-booked.`,
} as const;
