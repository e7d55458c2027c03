// Issue 50: an API key's webhooks through their routes: made with a secret shown once (kept sealed,
// never in the clear), listed, changed, switched off and on, deleted, audited; and every refusal
// with its sentence (signed out, not a super admin, an unknown key or webhook, another key's webhook,
// a revoked key, the limit per key, bad bodies and URLs). A URL naming a private, loopback or
// link-local address is refused by the check alone (nothing connects).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyDto } from '../../../common/schemas/api-keys';
import { WEBHOOK_LIMITS, type CreatedWebhookDto, type WebhookDeliveriesDto, type WebhookDto } from '../../../common/schemas/webhooks';
import { auditLog, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { RECEIVER_ORIGINS } from './test-fixtures';
import { WEBHOOK_TEXT } from './texts';

let server: TestServer;
let root: ApiClient;

// The receivers' allowance is set (http on 127.0.0.1): the refusals below are of everything else.
// No receiver runs here: the webhooks made point at a port nothing listens on, and no game changes.
const NOWHERE = 'http://127.0.0.1:9/hooks';

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_ALLOW_HTTP_ORIGINS: RECEIVER_ORIGINS } });
  root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
});
afterAll(() => server?.close());

async function newKey(): Promise<ApiKeyDto> {
  const res = await root.post<ApiKeyDto>('/api/auth/api-keys', { name: 'League site' });
  expect(res.status).toBe(201);
  return res.body;
}

const hooks = (keyId: number | string) => `/api/api-keys/${keyId}/webhooks`;
const create = (keyId: number, body: unknown) => root.post<CreatedWebhookDto & { message: string }>(hooks(keyId), body);

describe('a webhook of an API key', () => {
  it('is made with its secret shown once, kept sealed, listed without it, changed, switched and deleted', async () => {
    const key = await newKey();
    const league = await buildLeague(server);
    const made = await create(key.id, { url: 'https://hooks.example.org/ffl?token=abc', events: ['game.final', 'game.score'], leagueSlugs: [league.slug.toUpperCase()] });
    expect(made.status).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.body).toMatchObject({
      apiKeyId: key.id,
      url: 'https://hooks.example.org/ffl?token=abc',
      events: ['game.final', 'game.score'],
      leagueSlugs: [league.slug],
      state: 'active',
      failingSince: null,
      disabledAt: null,
      lastDelivery: null,
    });
    const secretBytes = made.body.secret.slice('whsec_'.length);
    const dump = JSON.stringify(await server.deps.db.execute(sql`select * from webhooks`));
    expect(dump).not.toContain(secretBytes);
    expect(dump).not.toContain(made.body.secret);

    const listed = await root.get<WebhookDto[]>(hooks(key.id));
    expect(listed.status).toBe(200);
    const { secret: _secret, ...shown } = made.body;
    expect(listed.body).toEqual([shown]);

    const changed = await root.request<WebhookDto>('PATCH', `${hooks(key.id)}/${made.body.id}`, { events: ['standings.changed'], leagueSlugs: null, url: 'https://hooks.example.org/v2' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ events: ['standings.changed'], leagueSlugs: null, url: 'https://hooks.example.org/v2', state: 'active' });
    expect(changed.body).not.toHaveProperty('secret');

    const paused = await root.request<WebhookDto>('PATCH', `${hooks(key.id)}/${made.body.id}`, { active: false });
    expect(paused.body.state).toBe('paused');
    // a webhook the server switched off is switched on again with its failures forgotten
    await server.deps.db.update(webhooks).set({ state: 'disabled', failingSince: new Date('2030-01-01T00:00:00Z'), disabledAt: new Date('2030-01-04T00:00:00Z') }).where(eq(webhooks.id, made.body.id));
    const stillOff = await root.request<WebhookDto>('PATCH', `${hooks(key.id)}/${made.body.id}`, { active: false });
    expect(stillOff.body).toMatchObject({ state: 'disabled', disabledAt: '2030-01-04T00:00:00.000Z' });
    const on = await root.request<WebhookDto>('PATCH', `${hooks(key.id)}/${made.body.id}`, { active: true });
    expect(on.body).toMatchObject({ state: 'active', failingSince: null, disabledAt: null });

    const log = await root.get<WebhookDeliveriesDto>(`${hooks(key.id)}/${made.body.id}/deliveries`);
    expect(log.body).toEqual({ deliveries: [], nextBefore: null });

    const deleted = await root.request('DELETE', `${hooks(key.id)}/${made.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await root.get<WebhookDto[]>(hooks(key.id))).body).toEqual([]);
    expect((await root.request('DELETE', `${hooks(key.id)}/${made.body.id}`)).status).toBe(404);

    const rows = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'api-key'), eq(auditLog.targetId, key.keyId)));
    expect(rows.map((row) => row.action)).toEqual(['api-key.create', 'api-key.webhook-create', 'api-key.webhook-update', 'api-key.webhook-update', 'api-key.webhook-update', 'api-key.webhook-delete']);
    const audited = rows.find((row) => row.action === 'api-key.webhook-create')!;
    expect(audited.details).toMatchObject({ webhookId: made.body.id, url: 'https://hooks.example.org/ffl', events: ['game.final', 'game.score'] });
    expect(JSON.stringify(rows)).not.toContain('token=abc');
  });

  it('pages the delivery log newest first, 20 at a time, each with its attempts', async () => {
    const key = await newKey();
    const made = await create(key.id, { url: 'https://hooks.example.org/paged', events: ['game.final'] });
    // 25 deliveries of the past, written as the sender leaves them (nothing here is sent)
    const rows = await server.deps.db
      .insert(webhookDeliveries)
      .values(Array.from({ length: 25 }, (_, i) => ({ webhookId: made.body.id, messageId: `msg_paged_${i}`, event: 'game.final', payload: { i }, state: 'failed' as const, attempts: 1 })))
      .returning();
    await server.deps.db.insert(webhookAttempts).values({ deliveryId: rows[24]!.id, at: new Date('2030-01-01T00:00:00Z'), statusCode: 500, error: 'HTTP 500', durationMs: 12 });
    const first = await root.get<WebhookDeliveriesDto>(`${hooks(key.id)}/${made.body.id}/deliveries`);
    expect(first.body.deliveries).toHaveLength(20);
    expect(first.body.deliveries[0]).toEqual({
      messageId: 'msg_paged_24',
      id: rows[24]!.id,
      event: 'game.final',
      state: 'failed',
      createdAt: expect.any(String),
      nextAttemptAt: null,
      attempts: [{ at: '2030-01-01T00:00:00.000Z', statusCode: 500, error: 'HTTP 500', durationMs: 12 }],
    });
    expect(first.body.nextBefore).toBe(rows[5]!.id);
    const second = await root.get<WebhookDeliveriesDto>(`${hooks(key.id)}/${made.body.id}/deliveries?before=${first.body.nextBefore}`);
    expect(second.body.deliveries.map((d) => d.messageId)).toEqual(['msg_paged_4', 'msg_paged_3', 'msg_paged_2', 'msg_paged_1', 'msg_paged_0']);
    expect(second.body.nextBefore).toBeNull();
    const hook = (await root.get<WebhookDto[]>(hooks(key.id))).body[0]!;
    expect(hook.lastDelivery).toEqual({ at: '2030-01-01T00:00:00.000Z', ok: false, statusCode: 500 });
  });
});

describe('refusals', () => {
  it('is for the super admin only, with the API keys page texts', async () => {
    const key = await newKey();
    const signedOut = new ApiClient(server.url);
    for (const [method, path] of [
      ['GET', hooks(key.id)],
      ['POST', hooks(key.id)],
      ['PATCH', `${hooks(key.id)}/1`],
      ['DELETE', `${hooks(key.id)}/1`],
      ['POST', `${hooks(key.id)}/1/test`],
      ['GET', `${hooks(key.id)}/1/deliveries`],
    ] as const) {
      const body = method === 'POST' || method === 'PATCH' ? { url: NOWHERE, events: ['game.final'] } : undefined;
      const out = await signedOut.request(method, path, body);
      expect(out.status, `${method} ${path}`).toBe(401);
      expect(out.body).toEqual({ message: 'Please log in to access API keys.' });
    }
    const league = await buildLeague(server);
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }));
    const denied = await admin.post(hooks(key.id), { url: NOWHERE, events: ['game.final'] });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: 'Super admin access required for API key management.' });
    expect((await admin.get(hooks(key.id))).status).toBe(403);
  });

  it("answers 404 for an unknown key, an unknown webhook and another key's webhook", async () => {
    const [a, b] = [await newKey(), await newKey()];
    const ofA = await create(a.id, { url: NOWHERE, events: ['game.final'] });
    expect((await root.get(hooks(999_999))).body).toEqual({ message: WEBHOOK_TEXT.keyNotFound });
    expect((await root.get(hooks(999_999))).status).toBe(404);
    expect((await create(999_999, { url: NOWHERE, events: ['game.final'] })).status).toBe(404);
    for (const [method, path] of [
      ['PATCH', `${hooks(b.id)}/${ofA.body.id}`],
      ['DELETE', `${hooks(b.id)}/${ofA.body.id}`],
      ['POST', `${hooks(b.id)}/${ofA.body.id}/test`],
      ['GET', `${hooks(b.id)}/${ofA.body.id}/deliveries`],
      ['GET', `${hooks(a.id)}/999999/deliveries`],
    ] as const) {
      const res = await root.request(method, path, method === 'PATCH' ? { active: false } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ message: WEBHOOK_TEXT.notFound });
    }
    expect((await root.get<WebhookDto[]>(hooks(a.id))).body.map((w) => w.state)).toEqual(['active']);
  });

  it("refuses a revoked key's new webhooks, changes and test events; its webhooks may be read and deleted", async () => {
    const key = await newKey();
    const made = await create(key.id, { url: NOWHERE, events: ['game.final'] });
    expect((await root.request('DELETE', `/api/auth/api-keys/${key.keyId}`)).status).toBe(200);
    for (const res of [
      await create(key.id, { url: NOWHERE, events: ['game.final'] }),
      await root.request('PATCH', `${hooks(key.id)}/${made.body.id}`, { active: true }),
      await root.post(`${hooks(key.id)}/${made.body.id}/test`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: WEBHOOK_TEXT.keyRevoked });
    }
    expect((await root.get<WebhookDto[]>(hooks(key.id))).body).toHaveLength(1);
    expect((await root.request('DELETE', `${hooks(key.id)}/${made.body.id}`)).status).toBe(204);
  });

  it(`holds a key to ${WEBHOOK_LIMITS.perKey} webhooks`, async () => {
    const key = await newKey();
    const made = await Promise.all(Array.from({ length: WEBHOOK_LIMITS.perKey + 2 }, (_, i) => create(key.id, { url: `${NOWHERE}/${i}`, events: ['game.final'] })));
    expect(made.filter((res) => res.status === 201)).toHaveLength(WEBHOOK_LIMITS.perKey);
    const refused = made.filter((res) => res.status !== 201);
    expect(refused.map((res) => [res.status, res.body.message])).toEqual(Array(2).fill([409, WEBHOOK_TEXT.tooMany(WEBHOOK_LIMITS.perKey)]));
    expect((await root.get<WebhookDto[]>(hooks(key.id))).body).toHaveLength(WEBHOOK_LIMITS.perKey);
  });

  it('refuses bad bodies, URLs and parameters with a sentence (400), the URL check connecting nowhere', async () => {
    const key = await newKey();
    const league = await buildLeague(server);
    const cases: [unknown, string][] = [
      [{ events: ['game.final'] }, 'Url is required'],
      [{ url: 'not a url', events: ['game.final'] }, 'Url must be a full URL, such as https://example.org/hooks/ffl'],
      [{ url: 'https://example.org/h', events: [] }, 'Events must name at least one event'],
      [{ url: 'https://example.org/h', events: ['game.over'] }, 'Events.0 must be one of game.started, game.score, game.final, game.moved, game.cancelled, standings.changed'],
      [{ url: 'https://example.org/h', events: ['game.final', 'game.final'] }, 'Events must not name an event twice'],
      [{ url: 'https://example.org/h', events: ['game.final'], leagueSlugs: [] }, 'League slugs must name at least one league (leave it out for every league)'],
      [{ url: 'https://example.org/h', events: ['game.final'], secret: 'mine' }, 'Request body: Unrecognized key: "secret"'],
      [{ url: 'https://example.org/h', events: ['game.final'], leagueSlugs: [league.slug, 'no-such-league', 'gone'] }, 'Leagues: no league has the address "no-such-league", "gone"'],
      [{ url: 'http://example.org/h', events: ['game.final'] }, WEBHOOK_TEXT.url.notHttps],
      [{ url: 'ftp://example.org/h', events: ['game.final'] }, WEBHOOK_TEXT.url.notHttps],
      [{ url: 'http://localhost:9/h', events: ['game.final'] }, WEBHOOK_TEXT.url.notHttps],
      [{ url: 'https://user:pass@example.org/h', events: ['game.final'] }, WEBHOOK_TEXT.url.credentials],
      [{ url: 'https://10.1.2.3/h', events: ['game.final'] }, WEBHOOK_TEXT.url.forbiddenAddress('a private address')],
      [{ url: 'https://169.254.169.254/latest/meta-data/', events: ['game.final'] }, WEBHOOK_TEXT.url.forbiddenAddress('a link-local address')],
      [{ url: 'https://127.0.0.1:8443/h', events: ['game.final'] }, WEBHOOK_TEXT.url.forbiddenAddress('a loopback address')],
      [{ url: 'https://2130706433/h', events: ['game.final'] }, WEBHOOK_TEXT.url.forbiddenAddress('a loopback address')],
      [{ url: 'https://[::ffff:192.168.0.1]/h', events: ['game.final'] }, WEBHOOK_TEXT.url.forbiddenAddress('a private address')],
      [{ url: 'https://[fd00::1]/h', events: ['game.final'] }, WEBHOOK_TEXT.url.forbiddenAddress('a private address')],
      [{ url: 'https://100.64.0.1/h', events: ['game.final'] }, WEBHOOK_TEXT.url.forbiddenAddress('a carrier-grade NAT address')],
    ];
    for (const [body, message] of cases) {
      const res = await create(key.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ message });
    }
    expect((await root.get<WebhookDto[]>(hooks(key.id))).body).toEqual([]);

    const made = await create(key.id, { url: 'https://example.org/h', events: ['game.final'] });
    const patch = (body: unknown) => root.request<{ message: string }>('PATCH', `${hooks(key.id)}/${made.body.id}`, body);
    expect((await patch({})).body.message).toBe('Request body must name a field to change (url, events, leagueSlugs or active)');
    expect((await patch({ url: 'https://192.168.1.20/h' })).body.message).toBe(WEBHOOK_TEXT.url.forbiddenAddress('a private address'));
    expect((await patch({ active: 'yes' })).body.message).toBe('Active must be true or false');
    expect((await patch({ leagueSlugs: ['nope'] })).body.message).toBe('Leagues: no league has the address "nope"');
    expect((await root.get<WebhookDto[]>(hooks(key.id))).body[0]).toMatchObject({ url: 'https://example.org/h', leagueSlugs: null, state: 'active' });

    for (const path of [hooks('abc'), hooks(0), hooks('2147483648'), `${hooks(key.id)}/1e3/deliveries`, `${hooks(key.id)}/${made.body.id}/deliveries?before=abc`, `${hooks(key.id)}/${made.body.id}/deliveries?page=2`]) {
      const res = await root.get<{ message: string }>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/^[A-Z].+/);
    }
  });
});
