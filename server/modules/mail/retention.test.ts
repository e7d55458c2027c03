// The outbox's retention (decision 064), on both databases: the sweep deletes the messages sent,
// failed or kept unsent longer than MAIL_RETENTION_DAYS, and keeps the recent ones, the queued and
// the sending ones whatever their age, and every unsubscribed address; it deletes the follow
// requests expired more than a day ago, the reminder days older than a week, the password resets
// expired or used more than a day ago; it goes in batches, two sweeps at once delete each row once,
// and the sender sweeps at its first round and then at most once an hour.
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mailFollowRequests, mailOutbox, mailReminderDays, mailUnsubscribes, passwordResets } from '../../db/schema';
import { buildLeague, buildUser, startTestServer, type TestServer } from '../../test/helpers';
import { MailSender } from './sender';
import { pruneExpired, RETENTION, type Retention } from './store';
import { startSmtpServer, until, type TestSmtpServer } from './test-fixtures';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
const quiet = { info: () => {}, warn: () => {} };

describe('mail retention', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let league: { id: number };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // a mail server, so the app's own sender leaves the test's queued rows (due later) alone
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_RETENTION_DAYS: '10' }, build: { mail: { safetyPollMs: 3600_000 } } });
    league = await buildLeague(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  type State = (typeof mailOutbox.$inferInsert)['state'];
  // An outbox row `ageMs` old at `now`; a queued or sending one is due (or its lease ends) a day on.
  async function outboxRow(tag: string, state: State, now: number, ageMs: number): Promise<number> {
    const createdAt = new Date(now - ageMs);
    const waiting = state === 'queued' || state === 'sending';
    const [row] = await server.deps.db
      .insert(mailOutbox)
      .values({
        leagueId: league.id,
        toAddress: `${tag}@example.com`,
        kind: 'test',
        fromName: 'League',
        subject: tag,
        text: tag,
        html: tag,
        state,
        createdAt,
        nextAttemptAt: waiting ? new Date(Date.now() + DAY) : createdAt,
        sentAt: state === 'sent' ? createdAt : null,
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }
  const remaining = async (ids: number[]) => (await server.deps.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(inArray(mailOutbox.id, ids))).map((r) => r.subject).sort();
  const retention = (days: number): Retention => ({ ...RETENTION, outboxMs: days * DAY });

  it('reads MAIL_RETENTION_DAYS (30 by default) and refuses one out of range', () => {
    const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
    expect(load({}).mail.retentionDays).toBe(30);
    expect(load({ MAIL_RETENTION_DAYS: '90' }).mail.retentionDays).toBe(90);
    for (const value of ['0', '-1', '3651', 'soon', '1.5']) expect(() => load({ MAIL_RETENTION_DAYS: value })).toThrow(/MAIL_RETENTION_DAYS/);
  });

  it('deletes the old sent, failed and unsent messages; keeps recent, queued and sending ones and the unsubscribed addresses', async () => {
    // a month on from the real clock: the app's own sender (real time) deletes none of these
    const now = Date.now() + 30 * DAY;
    const ids = [
      await outboxRow('old-sent', 'sent', now, 31 * DAY),
      await outboxRow('old-failed', 'failed', now, 31 * DAY),
      await outboxRow('old-no-server', 'no_server', now, 31 * DAY),
      await outboxRow('old-queued', 'queued', now, 31 * DAY),
      await outboxRow('old-sending', 'sending', now, 31 * DAY),
      await outboxRow('recent-sent', 'sent', now, 29 * DAY),
      await outboxRow('recent-failed', 'failed', now, HOUR),
    ];
    await server.deps.db.insert(mailUnsubscribes).values({ address: 'gone@example.com', kind: 'test', leagueId: league.id, createdAt: new Date(now - 400 * DAY) });
    const { pruned, more } = await pruneExpired(server.deps.db, new Date(now), retention(30));
    expect(pruned.outbox).toBe(3);
    expect(more).toBe(false);
    expect(await remaining(ids)).toEqual(['old-queued', 'old-sending', 'recent-failed', 'recent-sent']);
    expect(await server.deps.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.address, 'gone@example.com'))).toHaveLength(1);
    // nothing due: nothing more goes
    expect((await pruneExpired(server.deps.db, new Date(now), retention(30))).pruned).toEqual({ outbox: 0, followRequests: 0, reminderDays: 0, passwordResets: 0 });
  });

  it('deletes follow requests expired over a day ago, reminder days over a week old, resets expired or used over a day ago', async () => {
    const now = Date.now() + 60 * DAY;
    const request = async (tag: string, expiresIn: number) => {
      const [row] = await server.deps.db
        .insert(mailFollowRequests)
        .values({ leagueId: league.id, address: `${tag}@example.com`, teamIds: [1], kinds: ['final'], tokenHash: crypto.randomBytes(16).toString('hex'), expiresAt: new Date(now + expiresIn) })
        .returning({ id: mailFollowRequests.id });
      return row!.id;
    };
    const requests = [await request('expired-2d', -2 * DAY), await request('expired-1h', -HOUR), await request('open', HOUR)];
    await server.deps.db.insert(mailReminderDays).values([
      { leagueId: league.id, day: '2040-01-01', createdAt: new Date(now - 8 * DAY) },
      { leagueId: league.id, day: '2040-01-07', createdAt: new Date(now - 2 * DAY) },
    ]);
    const user = await buildUser(server, { role: 'fan' });
    const reset = async (expiresIn: number, usedAgo: number | null) => {
      const [row] = await server.deps.db
        .insert(passwordResets)
        .values({ userId: user.id, tokenHash: crypto.randomBytes(16).toString('hex'), passwordHash: 'x', expiresAt: new Date(now + expiresIn), usedAt: usedAgo === null ? null : new Date(now - usedAgo) })
        .returning({ id: passwordResets.id });
      return row!.id;
    };
    const resets = { expired: await reset(-2 * DAY, null), used: await reset(-25 * HOUR, 25 * HOUR), recentlyExpired: await reset(-HOUR, null), recentlyUsed: await reset(-HOUR, 2 * HOUR), open: await reset(20 * 60_000, null) };

    const { pruned } = await pruneExpired(server.deps.db, new Date(now), retention(30));
    expect(pruned).toMatchObject({ followRequests: 1, reminderDays: 1, passwordResets: 2 });
    const left = await server.deps.db.select({ address: mailFollowRequests.address }).from(mailFollowRequests).where(inArray(mailFollowRequests.id, requests));
    expect(left.map((r) => r.address).sort()).toEqual(['expired-1h@example.com', 'open@example.com']);
    const days = await server.deps.db.select({ day: mailReminderDays.day }).from(mailReminderDays).where(eq(mailReminderDays.leagueId, league.id));
    expect(days.map((d) => d.day)).toEqual(['2040-01-07']);
    const kept = await server.deps.db.select({ id: passwordResets.id }).from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(kept.map((r) => r.id).sort((a, b) => a - b)).toEqual([resets.recentlyExpired, resets.recentlyUsed, resets.open].sort((a, b) => a - b));
  });

  it('goes in batches, says when more is left, and two sweeps at once delete each row once', async () => {
    const now = Date.now() + 90 * DAY;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await outboxRow(`batch-${i}`, 'sent', now, 40 * DAY));
    const first = await pruneExpired(server.deps.db, new Date(now), retention(30), 3, 2);
    expect(first).toMatchObject({ pruned: { outbox: 6 }, more: true });
    const second = await pruneExpired(server.deps.db, new Date(now), retention(30), 3, 2);
    expect(second).toMatchObject({ pruned: { outbox: 1 }, more: false });
    expect(await remaining(ids)).toEqual([]);

    for (let i = 0; i < 40; i++) ids.push(await outboxRow(`pair-${i}`, 'failed', now, 40 * DAY));
    const both = await Promise.all([pruneExpired(server.deps.db, new Date(now), retention(30), 4, 100), pruneExpired(server.deps.db, new Date(now), retention(30), 4, 100)]);
    expect(both[0].pruned.outbox + both[1].pruned.outbox).toBe(40);
    expect(await remaining(ids)).toEqual([]);
  });

  it('the sender sweeps at its first round with MAIL_RETENTION_DAYS, then not again within the hour', async () => {
    const clock = { ms: Date.now() + 120 * DAY };
    const old = await outboxRow('sender-old', 'sent', clock.ms, 11 * DAY);
    const young = await outboxRow('sender-young', 'sent', clock.ms, 9 * DAY);
    const sender = new MailSender({ ...server.deps, now: () => new Date(clock.ms) }, quiet, { safetyPollMs: 50 });
    try {
      await until(async () => (await remaining([old])).length === 0, 'the old row swept');
      expect(await remaining([young])).toEqual(['sender-young']);
      // ten minutes on, a row now old enough waits for the next sweep
      clock.ms += 10 * 60_000;
      const later = await outboxRow('sender-later', 'failed', clock.ms, 12 * DAY);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await remaining([later])).toEqual(['sender-later']);
      // an hour after the first sweep, the next one takes it
      clock.ms += HOUR;
      await until(async () => (await remaining([later])).length === 0, 'the next sweep');
      expect(await remaining([young])).toEqual(['sender-young']);
    } finally {
      await sender.stop();
    }
  });
});
