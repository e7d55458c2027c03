import type { GameErrorBody } from '@common/schemas/games/dto';
import { SERVER_TEXT } from '@common/texts';
import { ApiError } from './api';

// Readers of the errors the API calls throw (ApiError, lib/api.ts; spec 8).

// The HTTP status of the answer, or null for network and other errors.
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

// Spec 8: starts with 401 and contains Unauthorized.
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.body.includes(SERVER_TEXT.unauthorized);
}

// Spec 8 / architecture rule 1: the client keys on this sentence, whatever the case.
export function isAssignedLeagueError(error: unknown): boolean {
  return error instanceof ApiError && error.body.toLowerCase().includes(SERVER_TEXT.assignedLeagueOnly.toLowerCase());
}

// Decision 018: the session check's answer to a signed-in user of a suspended league, a 403 with
// the League Suspended text and that league's slug; the slug, else null (a public read refused to
// a visitor carries no slug and is shown by its page).
export function suspendedSessionLeague(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.body.includes(SERVER_TEXT.leagueSuspended)) return null;
  const slug = error.json()?.leagueSlug;
  return typeof slug === 'string' ? slug : null;
}

// The sentence a person should read: the server's JSON {message}, else a plain-text body, else the
// fallback; a network error's own message.
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return (error instanceof Error ? error.message : '') || fallback;
  const message = error.serverMessage();
  if (message) return message;
  const body = error.body.trim();
  return body && !body.startsWith('{') && !body.startsWith('<') ? body : fallback;
}

// The JSON refusal of the games API ({message, title?, game?}), or null for anything else.
export function gameErrorBody(error: unknown): GameErrorBody | null {
  const body = error instanceof ApiError ? error.json() : null;
  return body && typeof body.message === 'string' ? (body as GameErrorBody) : null;
}
