// Issue 38, a rainout: the API contract shared by the server's routes and the admin's dialog
// (docs/decisions/049-rainout.md). POST /api/leagues/{slug}/rainout/preview and /rainout take one body.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { atMost, blackoutDateList, calendarDate, seasonSlots, teamBlackoutList } from './schedule';
import { rowId } from './base/ids';

// The season builder's slot form and its blackouts; the dates from startDate (to endDate, or for a
// season's length at most) are searched for each game's new slot.
const rescheduleBody = z
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

const previewError = "the preview's games and where each goes (its answer's games and dependents)";
const instant = z.iso.datetime({ offset: true, error: 'must be an ISO date and time, like 2026-12-12T14:00:00Z' });
const previewedGames = z.array(z.object({ id: rowId, to: z.object({ scheduledDate: instant, fieldId: rowId.nullable() }).strict().nullable() }).strict());

// POST /api/leagues/{slug}/rainout (issue 45): the body of the preview, and what that preview showed
// (each game of the day and where it goes, null for cancelled; the games cancelled with them). The
// publish plans again and writes nothing, 409, when its plan is not that one.
export const rainoutPublishBody = rainoutBody
  .extend({
    preview: z
      .object(
        {
          games: previewedGames.max(LIMITS.rainout.games, atMost(LIMITS.rainout.games, 'games')),
          dependents: z.array(rowId).max(LIMITS.rainout.games, atMost(LIMITS.rainout.games, 'games')),
        },
        { error: (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? `is required: ${previewError}` : `must be ${previewError}`) },
      )
      .strict(),
  })
  .strict();
export type RainoutPublishBodyInput = z.input<typeof rainoutPublishBody>;
export type RainoutPreviewed = RainoutPublishBodyInput['preview'];

// fieldId null: the game names no field, or one no longer in the league's list
export type RainoutSlotDto = { scheduledDate: string; fieldId: number | null };
export type RainoutGameDto = { id: number; from: RainoutSlotDto; to: RainoutSlotDto | null };
// A game of another day or field that waits on a game the rainout cancels (a playoff game: issue 45):
// cancelled with it, and why.
export type RainoutDependentDto = { id: number; from: RainoutSlotDto; reason: string };
// Both answers: every affected game in its original order (to: null when cancelled), why each
// game that found no new slot did not, and the games cancelled with them.
export type RainoutDto = { games: RainoutGameDto[]; unscheduled: { id: number; reason: string }[]; dependents: RainoutDependentDto[] };

// What a publish sends of the preview it confirms.
export function previewedPlan(preview: RainoutDto): RainoutPreviewed {
  return { games: preview.games.map(({ id, to }) => ({ id, to })), dependents: preview.dependents.map((g) => g.id) };
}
