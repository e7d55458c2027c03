// Errors are data (architecture rule 7): every non-2xx answer is JSON { message } a person can act on.
import { isUniqueViolation } from '../db/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    // what the answer carries beside its message (a game refusal's title, a season's overlapping
    // games): the one error handler (plugins/errors.ts) sends { message, ...details }
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

// A write's catch: a unique index's refusal becomes 409 with a sentence the caller can act on (a
// check before the write can race another request; the index decides).
export function conflictOnUnique(message: string): (err: unknown) => never {
  return (err) => {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  };
}
