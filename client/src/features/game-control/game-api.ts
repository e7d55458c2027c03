import type { GameAction } from '@common/game-rules';
import type { GameDto, GameEventDto } from '@common/schemas/games/dto';
import { ApiError, apiFetch } from '@client/lib/api';
import { gameErrorBody } from '@client/lib/api-errors';
import { serverClock } from '@client/lib/server-clock';
import { isRetryableStatus } from '@client/lib/retryable-status';
import type { JournalEntry, SendOutcome } from './action-journal';
import { isAbsolute } from './optimistic-game';

// The calls of the control page (spec 7 Games), through apiFetch (lib/api.ts) with the options only
// they need: no-store, Idempotency-Key, Tapped-At, If-Match.

// GET /api/games/{id}, polled every second: no-store, so no cache between the page and the server.
// The query keeps a newer pushed version over the answer (keepNewerGame, lib/game-cache.ts).
export async function fetchGame(gameId: number, signal: AbortSignal | undefined): Promise<GameDto> {
  const response = await apiFetch(`/api/games/${gameId}`, { cache: 'no-store', signal });
  const game = (await response.json()) as GameDto;
  serverClock.sample(game.serverNow);
  return game;
}

export async function fetchGameEvents(gameId: number, signal: AbortSignal | undefined): Promise<GameEventDto[]> {
  const response = await apiFetch(`/api/games/${gameId}/events`, { cache: 'no-store', signal });
  return (await response.json()) as GameEventDto[];
}

// Random, and available outside secure contexts too (a phone on http://<laptop-ip>:3000 has no
// crypto.randomUUID).
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// A request that got no answer at all (the phone lost the network) is sent again with the same
// Idempotency-Key, so the server applies it once however many copies arrive (architecture rule 5).
// HTTP answers, refusals included, are never retried.
const NETWORK_RETRY_DELAYS_MS = [300, 1000] as const;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function actionRequest(gameId: number, action: GameAction, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  return apiFetch(`/api/games/${gameId}/actions`, { method: 'POST', body: action, headers, signal });
}

export async function postGameAction(gameId: number, action: GameAction, key = newIdempotencyKey()): Promise<GameDto> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await actionRequest(gameId, action, { 'Idempotency-Key': key });
    } catch (error) {
      const delay = NETWORK_RETRY_DELAYS_MS[attempt];
      if (error instanceof ApiError || delay === undefined) throw error;
      await wait(delay);
      continue;
    }
    return (await response.json()) as GameDto;
  }
}

// An answer that does not come within this long is given up and the tap sent again later under
// the same key: a phone at the edge of the signal would otherwise wait on a dead connection.
const JOURNAL_SEND_TIMEOUT_MS = 8000;

// One waiting tap of the control page's journal (action-journal.ts): its key, its tapped instant
// (Tapped-At) and, for an action that sets a value, the version it was tapped on (If-Match).
export async function sendJournalEntry(entry: JournalEntry): Promise<SendOutcome> {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.key, 'Tapped-At': String(Math.round(entry.tappedAt)) };
  if (isAbsolute(entry.action)) headers['If-Match'] = String(entry.basis);
  let response: Response;
  try {
    response = await actionRequest(entry.gameId, entry.action, headers, AbortSignal.timeout(JOURNAL_SEND_TIMEOUT_MS));
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'unreachable' };
    if (error.status === 401) return { kind: 'signedOut' };
    if (isRetryableStatus(error.status)) return { kind: 'unreachable' };
    return { kind: 'refused', status: error.status, body: gameErrorBody(error), error };
  }
  const game = (await response.json()) as GameDto;
  serverClock.sample(game.serverNow);
  return { kind: 'applied', game };
}
