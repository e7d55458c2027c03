// Issue 38, a rainout: the API contract shared by the server's routes and the admin's dialog
// (docs/decisions/049-rainout.md). POST /api/leagues/{slug}/rainout/preview and /rainout take one body.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { atMost, blackoutDateList, calendarDate, seasonSlots, teamBlackoutList } from './schedule';
import { rowId } from './ids';

// The season builder's slot form and its blackouts; the dates from startDate (to endDate, or for a
// season's length at most) are searched for each game's new slot.
export const rescheduleBody = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate.nullable().optional(),
    slots: seasonSlots,
    blackoutDates: blackoutDateList,
    teamBlackouts: teamBlackoutList,
  }, {
      // a missing or wrong-typed reschedule (an unknown key inside it keeps zod's own message)
      error: (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? 'is required: null cancels the games, { startDate, slots } moves them' : 'must be null (cancel the games) or { startDate, slots } (move them)'),
    })
  .strict();

export const rainoutBody = z
  .object({
    // the rained-out day, in league time
    date: calendarDate,
    // default: every field (and the games of the day with none)
    fieldIds: z.array(rowId).min(1, 'needs at least one field (leave it out for every field)').max(LIMITS.rainout.fields, atMost(LIMITS.rainout.fields, 'fields')).optional(),
    // null: the games are cancelled
    reschedule: rescheduleBody.nullable(),
  })
  .strict();
export type RainoutBody = z.output<typeof rainoutBody>;
export type RainoutBodyInput = z.input<typeof rainoutBody>;

// fieldId null: the game names no field, or one no longer in the league's list
export type RainoutSlotDto = { scheduledDate: string; fieldId: number | null };
export type RainoutGameDto = { id: number; from: RainoutSlotDto; to: RainoutSlotDto | null };
// Both answers: every affected game in its original order (to: null when cancelled), and why each
// game that found no new slot did not.
export type RainoutDto = { games: RainoutGameDto[]; unscheduled: { id: number; reason: string }[] };
