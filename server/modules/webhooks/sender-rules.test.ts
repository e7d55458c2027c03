// Issue 50: the pure rules of the sender and the listener: which events a game's change raises
// (events.ts), what an answer makes of a delivery and when it is tried again (sender.ts).
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../db/rows';
import { eventsOfChange } from './events';
import { BACKOFF_MS, judgeAnswer, retryAt } from './sender';

const game = (values: Partial<GameRecord>): GameRecord =>
  ({ status: 'scheduled', homeScore: 0, awayScore: 0, scheduledDate: new Date('2030-05-02T14:00:00Z'), field: 'North', scoresPublic: true, ...values }) as GameRecord;

describe('the events of a change', () => {
  it.each([
    ['a kickoff', game({}), game({ status: 'live' }), ['game.started']],
    ['a score', game({ status: 'live' }), game({ status: 'live', homeScore: 6 }), ['game.score']],
    ['the final', game({ status: 'live', homeScore: 6 }), game({ status: 'completed', homeScore: 6 }), ['game.final']],
    ['a final reached by a score (mercy)', game({ status: 'live', homeScore: 28 }), game({ status: 'completed', homeScore: 35 }), ['game.final']],
    ["a final's correction", game({ status: 'completed', homeScore: 6 }), game({ status: 'completed', homeScore: 7 }), ['game.score']],
    ['a move', game({}), game({ scheduledDate: new Date('2030-05-03T14:00:00Z') }), ['game.moved']],
    ['a new field', game({}), game({ field: 'South' }), ['game.moved']],
    ['a kickoff moved as it starts', game({}), game({ status: 'live', field: 'South' }), ['game.started', 'game.moved']],
    ['a cancellation', game({}), game({ status: 'cancelled' }), ['game.cancelled']],
    ['a cancellation that moves it too', game({}), game({ status: 'cancelled', field: null }), ['game.cancelled']],
    ['a referee changed', game({ refereeId: 1 }), game({ refereeId: 2 }), []],
    ['a reopened final', game({ status: 'completed' }), game({ status: 'live' }), []],
    ['a hidden score', game({ status: 'live', scoresPublic: false }), game({ status: 'live', homeScore: 6, scoresPublic: false }), []],
    ['a hidden final', game({ status: 'live', scoresPublic: false }), game({ status: 'completed', homeScore: 6, scoresPublic: false }), ['game.final']],
  ] as const)('%s', (_what, before, after, events) => {
    expect(eventsOfChange({ before, after })).toEqual(events);
  });

  it('raises a final for a game created completed, nothing for one created scheduled or cancelled', () => {
    expect(eventsOfChange({ before: null, after: game({ status: 'completed', homeScore: 14 }) })).toEqual(['game.final']);
    expect(eventsOfChange({ before: null, after: game({}) })).toEqual([]);
    expect(eventsOfChange({ before: null, after: game({ status: 'cancelled' }) })).toEqual([]);
  });
});

describe('retries', () => {
  const queued = new Date('2030-01-01T12:00:00Z');
  const at = (ms: number) => new Date(queued.getTime() + ms);

  it('tries again within a minute first, then after growing waits, for 24 hours', () => {
    expect(retryAt({ attempts: 1, createdAt: queued }, at(400), BACKOFF_MS)!.getTime() - at(400).getTime()).toBeLessThanOrEqual(60_000);
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => retryAt({ attempts, createdAt: queued }, at(0), BACKOFF_MS)!.getTime() - queued.getTime());
    expect(waits).toEqual([30_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 28_800_000, 28_800_000]);
    // the last try falls on the 24th hour, and none after it
    expect(retryAt({ attempts: 7, createdAt: queued }, at(20 * 3600_000), BACKOFF_MS)).toEqual(at(24 * 3600_000));
    expect(retryAt({ attempts: 8, createdAt: queued }, at(24 * 3600_000), BACKOFF_MS)).toBeNull();
  });

  it('delivers a 2xx, retries a 5xx, a 429, a timeout and a network failure, fails the rest at once', () => {
    const next = at(30_000);
    const again = { state: 'queued', nextAttemptAt: next };
    expect(judgeAnswer({ status: 204, excerpt: '', location: null }, next)).toEqual({ ok: true, statusCode: 204, error: null, outcome: { state: 'delivered' } });
    expect(judgeAnswer({ status: 503, excerpt: 'busy', location: null }, next)).toEqual({ ok: false, statusCode: 503, error: 'HTTP 503: busy', outcome: again });
    expect(judgeAnswer({ status: 429, excerpt: '', location: null }, next)).toEqual({ ok: false, statusCode: 429, error: 'HTTP 429', outcome: again });
    expect(judgeAnswer({ failure: 'timeout', error: 'no answer within 10 s' }, next)).toMatchObject({ statusCode: null, outcome: again });
    expect(judgeAnswer({ failure: 'network', error: 'network error: ECONNREFUSED' }, next)).toMatchObject({ outcome: again });
    expect(judgeAnswer({ status: 500, excerpt: '', location: null }, null)).toMatchObject({ outcome: { state: 'failed' } });
    expect(judgeAnswer({ status: 404, excerpt: 'no such hook', location: null }, next)).toEqual({ ok: false, statusCode: 404, error: 'HTTP 404: no such hook', outcome: { state: 'failed' } });
    expect(judgeAnswer({ status: 301, excerpt: '', location: 'https://elsewhere.example/' }, next)).toEqual({
      ok: false,
      statusCode: 301,
      error: 'HTTP 301: redirects are not followed (to https://elsewhere.example/)',
      outcome: { state: 'failed' },
    });
    expect(judgeAnswer({ failure: 'refused', error: 'refused: the URL names a private address' }, next)).toMatchObject({ outcome: { state: 'failed' } });
  });
});
