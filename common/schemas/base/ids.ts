import { z } from 'zod';

// Every id is a PostgreSQL `serial` (server/db/schema.ts): 1 to 2^31-1. A larger number names no
// row, and PostgreSQL refuses it in a query ("out of range for type integer") instead of finding
// nothing, so the one id schema bounds it before any query runs: 400 naming the field.
export const ID_MAX = 2_147_483_647;

const ID_RANGE_TEXT = `must be a whole number from 1 to ${ID_MAX}`;

// 'is required' when absent, 'must be a number' when something else was sent
const numberError = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a number') };

// An id in a JSON body or query (homeTeamId, refereeId, leagueId, gameId, favoriteTeamId, userId...).
export const rowId = z.number(numberError).int(ID_RANGE_TEXT).min(1, ID_RANGE_TEXT).max(ID_MAX, ID_RANGE_TEXT);

// An id in a path (`/api/games/:id`): digits only, so '1e3', '0x10', ' 7' or '' are refused rather
// than read as some other number.
export const rowIdText = z
  .string()
  .regex(/^[0-9]{1,10}$/, ID_RANGE_TEXT)
  .transform(Number)
  .pipe(z.number().min(1, ID_RANGE_TEXT).max(ID_MAX, ID_RANGE_TEXT));
