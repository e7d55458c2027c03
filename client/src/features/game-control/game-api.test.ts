import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@client/lib/api';
import { gameErrorBody } from '@client/lib/api-errors';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';
import { newIdempotencyKey, postGameAction } from './game-api';

// The browser's fetch stands in for the network here: what matters is what this code sends again.
type Call = { url: string; key: string | null; body: string };

function recordingFetch(answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), body: String(init.body) });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('postGameAction', () => {
  it('sends the action with a fresh Idempotency-Key', async () => {
    const calls = recordingFetch([() => Response.json(gameDtoFixture({ homeScore: 6 }))]);
    const game = await postGameAction(5, { type: 'addScore', team: 'home', delta: 6 });
    expect(game.homeScore).toBe(6);
    expect(calls).toEqual([{ url: '/api/games/5/actions', key: expect.stringMatching(/^[0-9a-f]{32}$/), body: '{"type":"addScore","team":"home","delta":6}' }]);
  });

  it('sends a request that got no answer again with the same key, so the server applies it once', async () => {
    vi.useFakeTimers();
    const calls = recordingFetch([networkDown, networkDown, () => Response.json(gameDtoFixture())]);
    const done = postGameAction(5, { type: 'addScore', team: 'home', delta: 6 });
    await vi.runAllTimersAsync();
    await done;
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  });

  it('gives up after the retries and reports the network error', async () => {
    vi.useFakeTimers();
    recordingFetch([networkDown, networkDown, networkDown]);
    const done = postGameAction(5, { type: 'startClock' });
    const outcome = expect(done).rejects.toThrow('Failed to fetch');
    await vi.runAllTimersAsync();
    await outcome;
  });

  it('never repeats an answered request: a refusal comes back as "{status}: {body}"', async () => {
    const body = { title: 'Timeout not allowed', message: 'Home team has used all timeouts for this period' };
    const calls = recordingFetch([() => Response.json(body, { status: 409 })]);
    const error = await postGameAction(5, { type: 'callTimeout', team: 'home' }).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as Error).message).toBe(`409: ${JSON.stringify(body)}`);
    expect(gameErrorBody(error)).toEqual(body);
  });
});

it('idempotency keys differ per action', () => {
  expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
});
