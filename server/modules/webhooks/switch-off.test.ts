// Issue 50: a webhook whose every delivery has failed for 3 days (WEBHOOK_LIMITS.disableAfterMs) is
// switched off by its next failed attempt: disabled, what it had queued failed, and every super admin
// told by mail (a real SMTP server of the test's own). The server's clock is moved on by hand; the
// receiver answers 500 throughout (its signature checks ignore the moved clock's timestamps).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS, type CreatedWebhookDto, type WebhookDeliveriesDto, type WebhookDto } from '../../../common/schemas/webhooks';
import { mailOutbox, webhookDeliveries } from '../../db/schema';
import { buildLeague, buildUser, signIn, type ApiClient, type BuiltUser, type TestServer } from '../../test/helpers';
import { mailSuite, until, type TestSmtpServer } from '../mail/test-fixtures';
import { RECEIVER_ORIGINS, startReceiver, type TestReceiver } from './test-fixtures';
import { WEBHOOK_TEXT } from './texts';

let server: TestServer;
let smtp: TestSmtpServer;
let root: ApiClient;
let superAdmin: BuiltUser;
let otherSuperAdmin: BuiltUser;
let leagueAdmin: BuiltUser;
let receiver: TestReceiver;
// the server's clock runs ahead of the real one by this much
let ahead = 0;

mailSuite(
  // the first retry a minute off: only the attempts the test asks for are made
  { now: () => new Date(Date.now() + ahead), env: { WEBHOOK_ALLOW_HTTP_ORIGINS: RECEIVER_ORIGINS }, build: { webhooks: { backoffMs: [60_000] } } },
  async (suite) => {
    ({ server, smtp } = suite);
    superAdmin = await buildUser(server, { role: 'super_admin' });
    otherSuperAdmin = await buildUser(server, { role: 'super_admin' });
    leagueAdmin = await buildUser(server, { role: 'admin', league: await buildLeague(server) });
    root = await signIn(server, superAdmin);
    receiver = await startReceiver();
    receiver.status = 500;
  },
);

describe('the switch-off after 3 days of failures', () => {
  it('disables the webhook, fails what it had queued and mails every super admin, once', async () => {
    const key = await root.post<{ id: number; name: string }>('/api/auth/api-keys', { name: 'Club website' });
    const made = await root.post<CreatedWebhookDto>(`/api/api-keys/${key.body.id}/webhooks`, { url: receiver.url, events: ['game.final'] });
    receiver.secret = made.body.secret;
    const hookPath = `/api/api-keys/${key.body.id}/webhooks/${made.body.id}`;
    const hook = async () => (await root.get<WebhookDto[]>(`/api/api-keys/${key.body.id}/webhooks`)).body[0]!;

    await root.post(`${hookPath}/test`);
    await receiver.waitFor(1);
    await until(async () => (await hook()).failingSince !== null, 'the first failure recorded');
    const failingSince = (await hook()).failingSince!;
    expect((await hook()).state).toBe('active');

    // a day later: still failing, still on
    ahead += 24 * 3600_000;
    await root.post(`${hookPath}/test`);
    await receiver.waitFor(2);
    await until(async () => (await root.get<WebhookDeliveriesDto>(`${hookPath}/deliveries`)).body.deliveries[0]!.attempts.length === 1, 'the second attempt recorded');
    expect(await hook()).toMatchObject({ state: 'active', failingSince });

    // a queued delivery waiting for its retry when the webhook is switched off
    const [waiting] = await server.deps.db
      .insert(webhookDeliveries)
      .values({ webhookId: made.body.id, messageId: 'msg_waiting_for_its_retry', event: 'game.final', payload: { type: 'game.final' }, attempts: 1, nextAttemptAt: new Date(Date.now() + ahead + 30 * 24 * 3600_000) })
      .returning();

    // three days after the first failure: the next failed attempt switches it off
    ahead += WEBHOOK_LIMITS.disableAfterMs - 24 * 3600_000 + 60_000;
    await root.post(`${hookPath}/test`);
    await until(async () => (await hook()).state === 'disabled', 'the webhook switched off');
    const off = await hook();
    expect(off).toMatchObject({ state: 'disabled', failingSince, lastDelivery: { ok: false, statusCode: 500 } });
    expect(Date.parse(off.disabledAt!)).toBeGreaterThan(Date.parse(failingSince) + WEBHOOK_LIMITS.disableAfterMs);
    const [stopped] = await server.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, waiting!.id));
    expect(stopped!.state).toBe('failed');

    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([superAdmin.email, otherSuperAdmin.email].sort());
    expect(mails.map((mail) => mail.to[0])).not.toContain(leagueAdmin.email);
    const [mail] = mails;
    expect(mail!.subject).toBe(WEBHOOK_TEXT.disabledMail.subject('Club website'));
    expect(mail!.text).toContain(`Every delivery to ${receiver.url} (API key "Club website") has failed since ${failingSince.slice(0, 16).replace('T', ' ')} UTC`);
    expect(mail!.text).toContain('/api-keys');
    expect(mail!.header('list-unsubscribe')).toBeUndefined();
    expect(receiver.received.every((delivery) => delivery.signed)).toBe(true);

    // switched off: the screen's test event is still sent, and its failure mails no one again
    const sent = receiver.received.length;
    await root.post(`${hookPath}/test`);
    await receiver.waitFor(sent + 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const outbox = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, WEBHOOK_TEXT.disabledMail.kind));
    expect(outbox).toHaveLength(2);
    expect((await hook()).state).toBe('disabled');

    // switched on again by the super admin: its failures forgotten
    const on = await root.request<WebhookDto>('PATCH', hookPath, { active: true });
    expect(on.body).toMatchObject({ state: 'active', failingSince: null, disabledAt: null });
    await receiver.close();
  });
});
