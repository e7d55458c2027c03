// Issue 50: webhooks sent to a real receiver on 127.0.0.1 (test-fixtures.ts) that checks each
// signature with the Standard Webhooks library, on both databases: the referee's final delivered
// once with the game as the public API answers it, a 500 then a 200 retried with the same
// webhook-id and delivered once, a redirect or a 4xx failed at once, a timeout retried, and a URL
// whose name resolves to 127.0.0.1 refused without a connection when no allowance covers it, and
// several senders on one database (PostgreSQL: `for update skip locked`) sending each delivery once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameDto, PublicGameDto } from '../../../common/schemas/games/dto';
import type { CreatedWebhookDto, WebhookDeliveriesDto, WebhookDeliveryDto, WebhookDto, WebhookEvent, WebhookPayload } from '../../../common/schemas/webhooks';
import type { StandingsDto } from '../../../common/standings/rank';
import { divisions, seasons, teams, webhookDeliveries } from '../../db/schema';
import { buildUser, signIn, startTestServer, type ApiClient, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';
import { until } from '../mail/test-fixtures';
import { queueDeliveries } from './queue-deliveries';
import { WebhookSender } from './sender';
import { RECEIVER_ORIGINS, startReceiver, type ReceivedDelivery, type TestReceiver } from './test-fixtures';

let server: TestServer;
let root: ApiClient;
let s: Staffed;
let keyId: number;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  // retries after 150 ms (the product's first is 30 s), an attempt's answer awaited 1 s
  server = await startTestServer({ env: { WEBHOOK_ALLOW_HTTP_ORIGINS: RECEIVER_ORIGINS }, build: { webhooks: { backoffMs: [150], timeoutMs: 1000 } } });
  root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
  s = await staffedLeague(server, { timezone: 'America/Chicago' });
});
// a key per test: each holds at most WEBHOOK_LIMITS.perKey webhooks
beforeEach(async () => {
  const key = await root.post<{ id: number }>('/api/auth/api-keys', { name: 'League site' });
  keyId = key.body.id;
});
afterAll(async () => {
  await server?.close();
  for (const receiver of receivers) await receiver.close();
});

async function receiver(): Promise<TestReceiver> {
  const made = await startReceiver();
  receivers.push(made);
  return made;
}

async function webhookTo(target: TestReceiver, events: WebhookEvent[], url = target.url, leagueSlugs: string[] | null = [s.league.slug]): Promise<CreatedWebhookDto> {
  const res = await root.post<CreatedWebhookDto>(`/api/api-keys/${keyId}/webhooks`, { url, events, leagueSlugs });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  target.secret = res.body.secret;
  return res.body;
}

const act = (gameId: number, body: Record<string, unknown>) => s.refereeClient.post<GameDto>(`/api/games/${gameId}/actions`, body);
const deliveriesOf = async (webhook: WebhookDto) => (await root.get<WebhookDeliveriesDto>(`/api/api-keys/${keyId}/webhooks/${webhook.id}/deliveries`)).body.deliveries;
const settled = (webhook: WebhookDto, count: number) =>
  until(async () => {
    const deliveries = await deliveriesOf(webhook);
    return deliveries.length >= count && deliveries.every((d) => d.state === 'delivered' || d.state === 'failed');
  }, `${count} deliveries settled`);
const payloadOf = (delivery: ReceivedDelivery) => delivery.json as WebhookPayload;
const typesOf = (target: TestReceiver) => target.received.map((d) => payloadOf(d).type);
const quiet = () => new Promise((resolve) => setTimeout(resolve, 400));
const silent = { info: () => {}, warn: () => {} };

describe('game events', () => {
  let target: TestReceiver;
  beforeEach(async () => {
    target = await receiver();
  });

  it("delivers the referee's final once, signed, with the game as the public API answers it", async () => {
    const webhook = await webhookTo(target, ['game.started', 'game.score', 'game.final']);
    const game = await createGameVia(s.adminClient, s, { field: s.fieldName });
    expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
    expect((await act(game.id, { type: 'addScore', team: 'home', delta: 6 })).status).toBe(200);
    expect((await act(game.id, { type: 'setStatus', status: 'completed' })).status).toBe(200);
    await target.waitFor(3);
    await settled(webhook, 3);
    await quiet();
    expect(typesOf(target)).toEqual(['game.started', 'game.score', 'game.final']);
    for (const delivery of target.received) {
      expect(delivery).toMatchObject({ signed: true, verified: true });
      expect(delivery.id).toMatch(/^msg_[\w-]{24}$/);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['user-agent']).toMatch(/FlagFootballLeague-Webhooks/);
    }
    expect(new Set(target.received.map((d) => d.id)).size).toBe(3);

    const final = payloadOf(target.received[2]!);
    const publicGames = await root.get<PublicGameDto[]>(`/api/leagues/${s.league.slug}/public/games?status=completed`);
    const listed = publicGames.body.find((g) => g.id === game.id)!;
    expect(final).toMatchObject({ type: 'game.final', data: { league: { id: s.league.id, slug: s.league.slug, name: s.league.name } } });
    if (final.type !== 'game.final') throw new Error('not a final');
    expect(final.data.game).toEqual({ ...listed, serverNow: final.data.game.serverNow });
    expect(final.data.game).toMatchObject({ id: game.id, status: 'completed', homeScore: 6, awayScore: 0 });
    expect(final.data.game).not.toHaveProperty('refereeId');
    expect(Date.parse(final.timestamp)).toBeGreaterThan(Date.now() - 60_000);

    const log = await deliveriesOf(webhook);
    expect(log.map((d) => [d.event, d.state, d.attempts.length])).toEqual([
      ['game.final', 'delivered', 1],
      ['game.score', 'delivered', 1],
      ['game.started', 'delivered', 1],
    ]);
    expect(log[0]!.messageId).toBe(target.received[2]!.id);
    expect(log[0]!.attempts[0]).toMatchObject({ statusCode: 200, error: null });
    const listedHook = (await root.get<WebhookDto[]>(`/api/api-keys/${keyId}/webhooks`)).body.find((w) => w.id === webhook.id)!;
    expect(listedHook).toMatchObject({ state: 'active', failingSince: null, lastDelivery: { ok: true, statusCode: 200 } });
  });

  it('hears only its events and leagues, moves and cancellations too', async () => {
    const other = await staffedLeague(server);
    const webhook = await webhookTo(target, ['game.moved', 'game.cancelled']);
    const game = await createGameVia(s.adminClient, s);
    const elsewhere = await createGameVia(other.adminClient, other);
    expect((await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { field: s.fieldName })).status).toBe(200);
    expect((await other.adminClient.request('PATCH', `/api/games/${elsewhere.id}/state`, { field: other.fieldName })).status).toBe(200);
    expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
    expect((await s.adminClient.request('DELETE', `/api/games/${game.id}`)).status).toBeLessThan(300);
    await settled(webhook, 2);
    await quiet();
    expect(typesOf(target)).toEqual(['game.moved', 'game.cancelled']);
    expect(target.received.every((d) => d.verified)).toBe(true);
    const cancelled = payloadOf(target.received[1]!);
    expect(cancelled.type === 'game.cancelled' && cancelled.data.game).toMatchObject({ id: game.id, status: 'cancelled' });
  });

  it("sends standings.changed with the table of the game's division and season, as the standings API answers it", async () => {
    const l = await staffedLeague(server);
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: l.league.id, name: 'Open' }).returning();
    await server.deps.db.update(teams).set({ divisionId: division!.id }).where(inArray(teams.id, [l.homeTeamId, l.awayTeamId]));
    const [season] = await server.deps.db.insert(seasons).values({ leagueId: l.league.id, name: '2030', startDate: '2029-06-01', endDate: '2032-12-31' }).returning();
    const webhook = await webhookTo(target, ['standings.changed'], target.url, [l.league.slug]);
    const game = await createGameVia(l.adminClient, l);
    const play = (body: Record<string, unknown>) => l.refereeClient.post<GameDto>(`/api/games/${game.id}/actions`, body);
    expect((await play({ type: 'startGame' })).status).toBe(200);
    expect((await play({ type: 'addScore', team: 'away', delta: 7 })).status).toBe(200);
    expect((await play({ type: 'setStatus', status: 'completed' })).status).toBe(200);
    // the admin's correction of the final changes the table again
    expect((await l.adminClient.request('PATCH', `/api/games/${game.id}/state`, { homeScore: 14 })).status).toBe(200);
    await settled(webhook, 2);
    await quiet();
    expect(typesOf(target)).toEqual(['standings.changed', 'standings.changed']);
    const [first, corrected] = target.received.map(payloadOf);
    if (first?.type !== 'standings.changed' || corrected?.type !== 'standings.changed') throw new Error('not standings');
    const standings = await root.get<StandingsDto>(`/api/leagues/${l.league.slug}/standings?divisionId=${division!.id}&seasonId=${season!.id}`);
    expect(corrected.data).toEqual({ league: { id: l.league.id, slug: l.league.slug, name: l.league.name }, divisionId: division!.id, seasonId: season!.id, standings: standings.body });
    expect(first.data.standings.rows.find((row) => row.team.id === l.awayTeamId)).toMatchObject({ wins: 1 });
    expect(corrected.data.standings.rows.find((row) => row.team.id === l.homeTeamId)).toMatchObject({ wins: 1 });
    expect(corrected.data.standings.divisions.map((table) => table.id)).toEqual([division!.id]);
  });

  it("keeps an instructional division's score hidden: no score event, the final without its score", async () => {
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'Flag 6U', instructional: true }).returning();
    const [home, away] = await server.deps.db
      .insert(teams)
      .values([
        { leagueId: s.league.id, name: 'Minnows', divisionId: division!.id },
        { leagueId: s.league.id, name: 'Guppies', divisionId: division!.id },
      ])
      .returning();
    const webhook = await webhookTo(target, ['game.score', 'game.final', 'standings.changed']);
    const game = await createGameVia(s.adminClient, s, { homeTeamId: home!.id, awayTeamId: away!.id });
    expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
    expect((await act(game.id, { type: 'addScore', team: 'home', delta: 6 })).status).toBe(200);
    expect((await act(game.id, { type: 'setStatus', status: 'completed' })).status).toBe(200);
    await settled(webhook, 1);
    await quiet();
    expect(typesOf(target)).toEqual(['game.final']);
    const final = payloadOf(target.received[0]!);
    expect(final.type === 'game.final' && final.data.game).toMatchObject({ id: game.id, homeScore: 0, awayScore: 0, scoresHidden: true });
  });
});

describe('retries and refusals', () => {
  let target: TestReceiver;
  beforeEach(async () => {
    target = await receiver();
  });
  const test = (webhook: WebhookDto) => root.post<WebhookDeliveryDto>(`/api/api-keys/${keyId}/webhooks/${webhook.id}/test`);

  it('retries a 500 with the same webhook-id and delivers once on the 200', async () => {
    target.answers = [500];
    const webhook = await webhookTo(target, ['game.final']);
    const queued = await test(webhook);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ event: 'webhook.test', state: 'queued', attempts: [] });
    await target.waitFor(2);
    await settled(webhook, 1);
    await quiet();
    expect(target.received).toHaveLength(2);
    const [first, second] = target.received;
    expect(first!.id).toBe(queued.body.messageId);
    expect(second!.id).toBe(first!.id);
    expect(target.received.every((d) => d.verified && d.body === first!.body)).toBe(true);
    expect(payloadOf(first!)).toMatchObject({ type: 'webhook.test', data: { apiKeyId: keyId, webhookId: webhook.id } });
    const [delivery] = await deliveriesOf(webhook);
    expect(delivery).toMatchObject({ state: 'delivered', nextAttemptAt: null });
    expect(delivery!.attempts.map((a) => [a.statusCode, a.error])).toEqual([
      [500, 'HTTP 500: refused with 500'],
      [200, null],
    ]);
    const hook = (await root.get<WebhookDto[]>(`/api/api-keys/${keyId}/webhooks`)).body.find((w) => w.id === webhook.id)!;
    expect(hook).toMatchObject({ failingSince: null, lastDelivery: { ok: true, statusCode: 200 } });
  });

  it('fails a 4xx and a redirect at once, never following the redirect', async () => {
    const elsewhere = await receiver();
    target.answers = [410, 302];
    target.headers = { location: elsewhere.url };
    const webhook = await webhookTo(target, ['game.final']);
    await test(webhook);
    await settled(webhook, 1);
    await test(webhook);
    await settled(webhook, 2);
    await quiet();
    expect(target.received).toHaveLength(2);
    expect(elsewhere.connections).toBe(0);
    const log = await deliveriesOf(webhook);
    expect(log.map((d) => [d.state, d.attempts.map((a) => a.statusCode)])).toEqual([
      ['failed', [302]],
      ['failed', [410]],
    ]);
    expect(log[0]!.attempts[0]!.error).toBe(`HTTP 302: redirects are not followed (to ${elsewhere.url})`);
    const hook = (await root.get<WebhookDto[]>(`/api/api-keys/${keyId}/webhooks`)).body.find((w) => w.id === webhook.id)!;
    expect(hook.failingSince).not.toBeNull();
    expect(hook.lastDelivery).toMatchObject({ ok: false, statusCode: 302 });
  });

  it('retries an answer that does not come in time', async () => {
    target.delayMs = 1500;
    const webhook = await webhookTo(target, ['game.final']);
    await test(webhook);
    await target.waitFor(1);
    target.delayMs = 0;
    await settled(webhook, 1);
    const [delivery] = await deliveriesOf(webhook);
    expect(delivery!.state).toBe('delivered');
    expect(delivery!.attempts[0]).toMatchObject({ statusCode: null, error: 'no answer within 1 s' });
    expect(delivery!.attempts.at(-1)).toMatchObject({ statusCode: 200 });
  });

  it('refuses a name that resolves to 127.0.0.1 without the allowance, and never connects', async () => {
    // https://localhost:<port>: not an origin of the allowance (http://127.0.0.1:*), a name to look up
    const webhook = await webhookTo(target, ['game.final'], `https://localhost:${target.port}/hooks`);
    await test(webhook);
    await settled(webhook, 1);
    await quiet();
    const [delivery] = await deliveriesOf(webhook);
    expect(delivery!.state).toBe('failed');
    expect(delivery!.attempts).toHaveLength(1);
    expect(delivery!.attempts[0]!.statusCode).toBeNull();
    expect(delivery!.attempts[0]!.error).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/);
    expect(target.connections).toBe(0);
    expect(target.received).toEqual([]);
  });

  it('sends nothing to a paused webhook, and fails what it had queued', async () => {
    target.delayMs = 300;
    const webhook = await webhookTo(target, ['game.score']);
    const game = await createGameVia(s.adminClient, s);
    expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
    const paused = await root.request<WebhookDto>('PATCH', `/api/api-keys/${keyId}/webhooks/${webhook.id}`, { active: false });
    expect(paused.body.state).toBe('paused');
    expect((await act(game.id, { type: 'addScore', team: 'home', delta: 6 })).status).toBe(200);
    await quiet();
    expect(await deliveriesOf(webhook)).toEqual([]);
    // a delivery queued while it was active, then paused before its attempt: failed, never sent
    await server.deps.db.insert(webhookDeliveries).values({ webhookId: webhook.id, messageId: 'msg_paused_before_sending', event: 'game.score', payload: { type: 'game.score' }, nextAttemptAt: new Date(Date.now() + 3600_000) });
    await root.request('PATCH', `/api/api-keys/${keyId}/webhooks/${webhook.id}`, { active: true });
    await root.request('PATCH', `/api/api-keys/${keyId}/webhooks/${webhook.id}`, { active: false });
    const [row] = await server.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.messageId, 'msg_paused_before_sending'));
    expect(row!.state).toBe('failed');
    expect(target.received).toEqual([]);
  });
});

describe('the senders on one database', () => {
  it('sends each delivery once, whichever sender claims it', async () => {
    // a receiver per webhook: each checks its own webhook's signatures
    const targets = [await receiver(), await receiver()];
    for (const target of targets) target.delayMs = 20;
    const webhooks = [await webhookTo(targets[0]!, ['game.final']), await webhookTo(targets[1]!, ['game.final'])];
    const others = [new WebhookSender(server.deps, silent, { concurrency: 2, batch: 3 }), new WebhookSender(server.deps, silent, { concurrency: 2, batch: 3 })];
    const now = new Date();
    const rows = await server.deps.db.transaction((tx) =>
      queueDeliveries(
        tx,
        Array.from({ length: 15 }, (_, i) => ({ event: 'webhook.test' as const, payload: { type: 'webhook.test' as const, timestamp: now.toISOString(), data: { apiKeyId: keyId, webhookId: 0, message: `${i}` } }, webhookIds: webhooks.map((w) => w.id) })),
        now,
      ),
    );
    for (const sender of others) sender.wake();
    for (const target of targets) await target.waitFor(15);
    await until(async () => (await Promise.all(webhooks.map(deliveriesOf))).flat().filter((d) => d.state === 'delivered').length === 30, 'all 30 delivered');
    await quiet();
    for (const sender of others) await sender.stop();
    const received = targets.flatMap((target) => target.received);
    expect(received).toHaveLength(30);
    expect(new Set(received.map((d) => d.id))).toEqual(new Set(rows.map((row) => row.messageId)));
    expect(received.every((d) => d.verified)).toBe(true);
  });

  it('deletes the delivered and failed deliveries older than 30 days, and keeps the rest', async () => {
    const target = await receiver();
    const webhook = await webhookTo(target, ['game.final']);
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    const young = new Date(Date.now() - 29 * 24 * 3600_000);
    const rows = await server.deps.db
      .insert(webhookDeliveries)
      .values([
        { webhookId: webhook.id, messageId: 'msg_old_delivered', event: 'game.final', payload: {}, state: 'delivered' as const, createdAt: old },
        { webhookId: webhook.id, messageId: 'msg_old_failed', event: 'game.final', payload: {}, state: 'failed' as const, createdAt: old },
        { webhookId: webhook.id, messageId: 'msg_young_delivered', event: 'game.final', payload: {}, state: 'delivered' as const, createdAt: young },
        // a delivery still waiting is never deleted, however old
        { webhookId: webhook.id, messageId: 'msg_old_waiting', event: 'game.final', payload: {}, state: 'queued' as const, attempts: 3, createdAt: old, nextAttemptAt: new Date(Date.now() + 3600_000) },
      ])
      .returning();
    // a new sender sweeps in its first round
    const sweeper = new WebhookSender(server.deps, silent);
    const left = async () => (await server.deps.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, rows.map((row) => row.id)))).map((row) => row.messageId).sort();
    await until(async () => (await left()).length === 2, 'the old ones deleted');
    await sweeper.stop();
    expect(await left()).toEqual(['msg_old_waiting', 'msg_young_delivered']);
  });
});
