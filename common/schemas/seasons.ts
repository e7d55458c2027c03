// Seasons of a league (issue 34): the request bodies and the answer both sides share.
import { z } from 'zod';
import type { SeasonSpan } from '../seasons/seasons';
import { rowIdText } from './base/ids';
import { patchBody } from './base/patch';
import { calendarDate } from './schedule';

export const SEASON_NAME_MAX = 60;

const name = z.string({ error: 'is required' }).trim().min(1, 'is required').max(SEASON_NAME_MAX, `must be at most ${SEASON_NAME_MAX} characters`);

// POST /api/leagues/{slug}/seasons
export const createSeasonBody = z.object({ name, startDate: calendarDate, endDate: calendarDate }).strict();
export type CreateSeasonBody = z.output<typeof createSeasonBody>;

// PATCH /api/seasons/{id}: any subset
export const updateSeasonBody = patchBody(createSeasonBody.partial().strict());
export type UpdateSeasonBody = z.output<typeof updateSeasonBody>;

// ?seasonId= of the standings, a team's statistics and the public game lists (absent: the current season)
export const seasonQuery = z.object({ seasonId: rowIdText.optional() });

// GET /api/leagues/{slug}/seasons, ordered by start date; current: the season shown by default
export type SeasonDto = SeasonSpan & { current: boolean };
