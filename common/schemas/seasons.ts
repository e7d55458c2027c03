// Issue 34, a league's seasons: spans of the league's calendar days (docs/decisions/039). The API
// contract shared by the server's routes and the client's Manage Seasons dialog.
import { z } from 'zod';
import { calendarDate } from './schedule';

export const SEASON_NAME_MAX = 60;

const name = z.string({ error: 'is required' }).trim().min(1, 'is required').max(SEASON_NAME_MAX, `must be at most ${SEASON_NAME_MAX} characters`);
const startBeforeEnd = (body: { startDate?: string; endDate?: string }) => !body.startDate || !body.endDate || body.startDate <= body.endDate;
const START_AFTER_END = 'The start date must be on or before the end date';

// POST /api/leagues/{slug}/seasons
export const createSeasonBody = z.object({ name, startDate: calendarDate, endDate: calendarDate }).strict().refine(startBeforeEnd, { message: START_AFTER_END, path: ['endDate'] });
// PATCH /api/seasons/{id}: any subset
export const updateSeasonBody = z.object({ name, startDate: calendarDate, endDate: calendarDate }).partial().strict().refine(startBeforeEnd, { message: START_AFTER_END, path: ['endDate'] });

export type CreateSeasonBody = z.output<typeof createSeasonBody>;
export type UpdateSeasonBody = z.output<typeof updateSeasonBody>;

// GET /api/leagues/{slug}/seasons (ordered by startDate); current: the season the league's reads
// count by default (common/seasons).
export type SeasonDto = { id: number; name: string; startDate: string; endDate: string; current: boolean };
