import { describe, expect, it } from 'vitest';
import type { WebhookDeliveryDto, WebhookDto } from '@common/schemas/webhooks';
import { attemptOutcome, deliveryBadge, eventLabel, formatWhen, lastDeliveryLine, leaguesLine, refreshAfter, stateBadge, stateNotice } from './webhook-display';
import { WEBHOOKS_TEXT as T } from './texts';

const ZONE = 'America/New_York';
const WEBHOOK: WebhookDto = {
  id: 4,
  apiKeyId: 2,
  url: 'https://example.org/hooks/ffl',
  events: ['game.final'],
  leagueSlugs: null,
  state: 'active',
  failingSince: null,
  disabledAt: null,
  createdAt: '2026-05-01T12:00:00.000Z',
  lastDelivery: null,
};

function delivery(state: WebhookDeliveryDto['state'], nextAttemptAt: string | null = null): WebhookDeliveryDto {
  return { messageId: 'msg_1', id: 1, event: 'game.final', state, createdAt: '2026-05-01T12:00:00.000Z', nextAttemptAt, attempts: [] };
}

describe('a webhook as the super admin reads it', () => {
  it('names each state, the one the server switched off in red', () => {
    expect(stateBadge('active')).toMatchObject({ label: 'Active', className: expect.stringContaining('green') });
    expect(stateBadge('paused').label).toBe('Paused');
    expect(stateBadge('disabled')).toMatchObject({ label: 'Switched off', className: expect.stringContaining('red') });
  });

  it('says plainly why nothing is sent, and that a webhook is failing', () => {
    expect(stateNotice(WEBHOOK, ZONE)).toBeNull();
    expect(stateNotice({ ...WEBHOOK, state: 'paused' }, ZONE)).toEqual({ tone: 'muted', text: T.pausedNotice });
    const failing = stateNotice({ ...WEBHOOK, failingSince: '2026-05-02T16:00:00.000Z' }, ZONE);
    expect(failing).toEqual({ tone: 'warning', text: expect.stringContaining('Every delivery since Sat, May 2, 2026, 12:00 PM has failed') });
    const off = stateNotice({ ...WEBHOOK, state: 'disabled', failingSince: '2026-05-02T16:00:00.000Z', disabledAt: '2026-05-05T16:00:00.000Z' }, ZONE);
    expect(off?.tone).toBe('danger');
    expect(off?.text).toBe(
      'Switched off by the server on Tue, May 5, 2026, 12:00 PM: every delivery since Sat, May 2, 2026, 12:00 PM failed. Nothing is sent until you turn it back on. Fix the receiver first.',
    );
  });

  it('lists its leagues by name, a league it no longer finds by its address', () => {
    const leagues = [{ slug: 'demo', name: 'Demo League' }];
    expect(leaguesLine(null, leagues)).toBe('All leagues');
    expect(leaguesLine(['demo', 'gone'], leagues)).toBe('Demo League, gone');
  });

  it('tells its last delivery', () => {
    expect(lastDeliveryLine(null, ZONE)).toBe('None yet');
    expect(lastDeliveryLine({ at: '2026-05-02T16:00:00.000Z', ok: true, statusCode: 204 }, ZONE)).toBe('Sat, May 2, 2026, 12:00 PM: delivered (HTTP 204)');
    expect(lastDeliveryLine({ at: '2026-05-02T16:00:00.000Z', ok: false, statusCode: null }, ZONE)).toBe('Sat, May 2, 2026, 12:00 PM: failed (no answer)');
  });

  it('formats no time it cannot read', () => {
    expect(formatWhen('soon', ZONE)).toBe('');
  });
});

describe('a delivery and its attempts', () => {
  it('names the events, the test event too', () => {
    expect(eventLabel('game.final')).toBe('Final score');
    expect(eventLabel('webhook.test')).toBe('Test event');
    expect(deliveryBadge('retrying')).toMatchObject({ label: 'Retrying', className: expect.stringContaining('amber') });
    expect(deliveryBadge('delivered').className).toContain('green');
  });

  it('tells an attempt by its status code, else its error, with how long it took', () => {
    expect(attemptOutcome({ at: '2026-05-02T16:00:00.000Z', statusCode: 200, error: null, durationMs: 84.4 })).toEqual({ outcome: 'HTTP 200', ok: true, duration: '84 ms' });
    expect(attemptOutcome({ at: '2026-05-02T16:00:00.000Z', statusCode: 500, error: null, durationMs: 1250 })).toEqual({ outcome: 'HTTP 500', ok: false, duration: '1.3 s' });
    expect(attemptOutcome({ at: '2026-05-02T16:00:00.000Z', statusCode: null, error: 'timed out after 10 s', durationMs: 10_000 })).toEqual({ outcome: 'timed out after 10 s', ok: false, duration: '10.0 s' });
    expect(attemptOutcome({ at: '2026-05-02T16:00:00.000Z', statusCode: null, error: null, durationMs: 3 }).outcome).toBe('no answer');
    // what the server noted of a status is said once
    expect(attemptOutcome({ at: '2026-05-02T16:00:00.000Z', statusCode: 500, error: 'HTTP 500', durationMs: 3 }).outcome).toBe('HTTP 500');
    expect(attemptOutcome({ at: '2026-05-02T16:00:00.000Z', statusCode: 503, error: 'HTTP 503 Service Unavailable', durationMs: 3 }).outcome).toBe('HTTP 503 Service Unavailable');
    expect(attemptOutcome({ at: '2026-05-02T16:00:00.000Z', statusCode: 301, error: 'redirects are not followed', durationMs: 3 }).outcome).toBe('HTTP 301: redirects are not followed');
  });
});

describe('when the open log asks again', () => {
  const now = Date.parse('2026-05-02T16:00:00.000Z');

  it('not at all once nothing is left to happen', () => {
    expect(refreshAfter([], now)).toBe(false);
    expect(refreshAfter([delivery('delivered'), delivery('failed')], now)).toBe(false);
  });

  it('soon while a delivery is queued or on its way', () => {
    expect(refreshAfter([delivery('delivered'), delivery('queued')], now)).toBe(2_000);
    expect(refreshAfter([delivery('sending')], now)).toBe(2_000);
  });

  it('once a retried delivery\'s next attempt is due, within a minute', () => {
    expect(refreshAfter([delivery('retrying', '2026-05-02T16:00:30.000Z')], now)).toBe(32_000);
    expect(refreshAfter([delivery('retrying', '2026-05-02T15:59:00.000Z')], now)).toBe(2_000);
    expect(refreshAfter([delivery('retrying', '2026-05-02T18:00:00.000Z')], now)).toBe(60_000);
    expect(refreshAfter([delivery('retrying', '2026-05-02T16:00:30.000Z'), delivery('queued')], now)).toBe(2_000);
  });
});
