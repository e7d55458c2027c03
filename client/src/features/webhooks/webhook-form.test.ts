import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, type WebhookDto } from '@common/schemas/webhooks';
import { firstFieldError } from '@client/lib/form-errors';
import { NEW_WEBHOOK, toggled, valuesOf, WEBHOOK_LABELS, webhookForm } from './webhook-form';
import { WEBHOOKS_TEXT as T } from './texts';

const WEBHOOK: WebhookDto = {
  id: 4,
  apiKeyId: 2,
  url: 'https://example.org/hooks/ffl',
  events: ['game.final', 'game.score'],
  leagueSlugs: ['demo'],
  state: 'active',
  failingSince: null,
  disabledAt: null,
  createdAt: '2026-05-01T12:00:00.000Z',
  lastDelivery: null,
};

function issues(values: Parameters<typeof webhookForm.safeParse>[0]) {
  const parsed = webhookForm.safeParse(values);
  expect(parsed.success).toBe(false);
  return parsed.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the webhook form', () => {
  it('sends the trimmed address, the events in their documented order, and null for every league', () => {
    const parsed = webhookForm.safeParse({ ...NEW_WEBHOOK, url: '  https://example.org/hooks/ffl ', events: ['standings.changed', 'game.started'] });
    expect(parsed.success && parsed.data).toEqual({ url: 'https://example.org/hooks/ffl', events: ['game.started', 'standings.changed'], leagueSlugs: null });
  });

  it('a new webhook hears every event of every league', () => {
    const parsed = webhookForm.safeParse({ ...NEW_WEBHOOK, url: 'https://example.org/h' });
    expect(parsed.success && parsed.data).toEqual({ url: 'https://example.org/h', events: [...WEBHOOK_EVENTS], leagueSlugs: null });
  });

  it('sends the chosen leagues once each; the list is dropped when All leagues is chosen again', () => {
    const chosen = webhookForm.safeParse({ ...NEW_WEBHOOK, url: 'https://example.org/h', leagues: 'chosen', leagueSlugs: ['demo', 'river-city', 'demo'] });
    expect(chosen.success && chosen.data.leagueSlugs).toEqual(['demo', 'river-city']);
    const all = webhookForm.safeParse({ ...NEW_WEBHOOK, url: 'https://example.org/h', leagues: 'all', leagueSlugs: ['demo'] });
    expect(all.success && all.data.leagueSlugs).toBeNull();
  });

  it('asks for the address, an event and a league in its own words, each at its field', () => {
    expect(issues({ ...NEW_WEBHOOK, url: '   ', events: [], leagues: 'chosen', leagueSlugs: [] })).toEqual([
      { path: 'url', message: T.urlRequired },
      { path: 'events', message: T.eventsRequired },
      { path: 'leagueSlugs', message: T.leaguesRequired },
    ]);
  });

  it('refuses what is not a full URL with the server\'s own rule, after its label in the toast', () => {
    const found = issues({ ...NEW_WEBHOOK, url: 'example.org/hooks' });
    expect(found).toEqual([{ path: 'url', message: expect.stringMatching(/^must be a full URL/) }]);
    const parsed = webhookForm.safeParse({ ...NEW_WEBHOOK, url: 'example.org/hooks' });
    const errors = { url: { type: 'custom', message: parsed.error!.issues[0]!.message } };
    expect(firstFieldError(errors, WEBHOOK_LABELS)).toMatch(/^Address \(URL\) must be a full URL/);
  });

  it('holds an edited webhook as it is, and sends it back unchanged', () => {
    expect(valuesOf(WEBHOOK)).toEqual({ url: WEBHOOK.url, events: ['game.final', 'game.score'], leagues: 'chosen', leagueSlugs: ['demo'] });
    expect(valuesOf({ ...WEBHOOK, leagueSlugs: null })).toMatchObject({ leagues: 'all', leagueSlugs: [] });
    const parsed = webhookForm.safeParse(valuesOf(WEBHOOK));
    expect(parsed.success && parsed.data).toEqual({ url: WEBHOOK.url, events: ['game.score', 'game.final'], leagueSlugs: ['demo'] });
  });

  it('turns a checkbox on once and off', () => {
    expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
