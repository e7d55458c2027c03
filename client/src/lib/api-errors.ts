import { SERVER_TEXT } from '@common/texts';

// Readers of the errors apiRequest throws ('{status}: {body}', spec 8).

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

// The HTTP status at the front of the message, or null for network and other errors.
export function errorStatus(error: unknown): number | null {
  const match = /^(\d{3}): /.exec(messageOf(error));
  return match ? Number(match[1]) : null;
}

// Spec 8: starts with 401 and contains Unauthorized.
export function isUnauthorizedError(error: unknown): boolean {
  const message = messageOf(error);
  return /^401: /.test(message) && message.includes(SERVER_TEXT.unauthorized);
}

// Spec 8 / architecture rule 1: the client keys on this sentence, whatever the case.
export function isAssignedLeagueError(error: unknown): boolean {
  return messageOf(error).toLowerCase().includes(SERVER_TEXT.assignedLeagueOnly.toLowerCase());
}

// Decision 018: the session check's answer to a signed-in user of a suspended league, a 403 with
// the League Suspended text and that league's slug; the slug, else null (a public read refused to
// a visitor carries no slug and is shown by its page).
export function suspendedSessionLeague(error: unknown): string | null {
  const match = /^403: ([\s\S]*)$/.exec(messageOf(error));
  if (!match?.[1]?.includes(SERVER_TEXT.leagueSuspended)) return null;
  try {
    const parsed: unknown = JSON.parse(match[1]);
    if (parsed && typeof parsed === 'object' && 'leagueSlug' in parsed && typeof parsed.leagueSlug === 'string') return parsed.leagueSlug;
  } catch {
    // not JSON: not the session check's answer
  }
  return null;
}

// The sentence a person should read: the server's JSON {message}, else the raw body, else the fallback.
export function serverMessage(error: unknown, fallback: string): string {
  const message = messageOf(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(message);
  if (!match) return message || fallback;
  const body = match[1]!.trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) {
      return parsed.message;
    }
  } catch {
    // Not JSON: fall through to the raw body.
  }
  return body && !body.startsWith('{') && !body.startsWith('<') ? body : fallback;
}
