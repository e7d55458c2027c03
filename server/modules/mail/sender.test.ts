// The sender's once-only promise (decision 061), on both databases: two senders on one database send
// each row once (on PostgreSQL, `for update skip locked` between two connections); a sender stopped
// mid-batch puts back what it never tried and a new one sends each message once; a start with
// SMTP_URL sends what waited for a mail server less than a day and marks older messages failed.
// The app's own sender is kept quiet here (no game changes, an hour's poll): the senders under test
// are made by the test.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildLeague, startTestServer, type TestServer } from '../../test/helpers';
import { queueMail, mailSettings } from './queue-mail';
import { MailSender, isPermanent } from './sender';
import { startSmtpServer, until, type TestSmtpServer } from './test-fixtures';

const quiet = { info: () => {}, warn: () => {} };

describe('the mail sender', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let league: { id: number; name: string; timezone: string };
  const senders: MailSender[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url }, build: { mail: { safetyPollMs: 3600_000 } } });
    league = await buildLeague(server);
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.delayMs = 0;
  });
  afterAll(async () => {
    for (const sender of senders) await sender.stop();
    await server?.close();
    await smtp?.stop();
  });

  const sender = (options: ConstructorParameters<typeof MailSender>[2] = {}) => {
    const made = new MailSender(server.deps, quiet, options);
    senders.push(made);
    return made;
  };

  async function queue(count: number, tag: string): Promise<number[]> {
    return server.deps.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const id = await queueMail(tx, mailSettings(server.deps), { to: `fan${i}@example.com`, kind: 'test', league, subject: `${tag} ${i}`, lines: [`Message ${i}`] });
        ids.push(id!);
      }
      return ids;
    });
  }
  const states = async (ids: number[]) => (await server.deps.db.select({ state: mailOutbox.state }).from(mailOutbox).where(inArray(mailOutbox.id, ids))).map((r) => r.state);
  const subjectsOnce = (tag: string, count: number) => {
    const subjects = smtp.received.map((m) => m.subject).filter((subject) => subject.startsWith(`${tag} `));
    expect(subjects.sort()).toEqual(Array.from({ length: count }, (_, i) => `${tag} ${i}`).sort());
  };

  it('sends each row once with two senders on one database', async () => {
    const ids = await queue(40, 'pair');
    const a = sender({ concurrency: 3, batch: 5 });
    const b = sender({ concurrency: 3, batch: 5 });
    await smtp.waitFor(40);
    await until(async () => (await states(ids)).every((state) => state === 'sent'), 'every row sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    subjectsOnce('pair', 40);
    await a.stop();
    await b.stop();
  });

  it('puts back what a stopped sender never tried; a new sender sends each message once', async () => {
    smtp.delayMs = 100;
    const ids = await queue(12, 'stop');
    const first = sender({ concurrency: 2, batch: 12 });
    await smtp.waitFor(2);
    await first.stop();
    const afterStop = await states(ids);
    expect(afterStop.filter((state) => state === 'sending')).toEqual([]);
    expect(afterStop.filter((state) => state === 'sent').length).toBe(smtp.received.length);
    const second = sender({ concurrency: 2 });
    await until(async () => (await states(ids)).every((state) => state === 'sent'), 'every row sent', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    subjectsOnce('stop', 12);
    const rows = await server.deps.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    await second.stop();
  });

  it('sends a message a crashed try left claimed once its lease ends', async () => {
    const [id] = await queue(1, 'lease');
    // a try that never answered: claimed by an instance that died, its lease over
    await server.deps.db.update(mailOutbox).set({ state: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, id!));
    const s = sender();
    await until(async () => (await states([id!]))[0] === 'sent', 'the lease-expired row sent');
    subjectsOnce('lease', 1);
    await s.stop();
  });

  it('with SMTP_URL at last: sends what waited less than a day for a mail server, fails the older', async () => {
    const [fresh, stale] = await queue(2, 'kept');
    await server.deps.db.update(mailOutbox).set({ state: 'no_server' }).where(inArray(mailOutbox.id, [fresh!, stale!]));
    await server.deps.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(mailOutbox.id, stale!));
    const s = sender();
    await until(async () => (await states([fresh!]))[0] === 'sent', 'the fresh one sent');
    const [row] = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, stale!));
    expect(row).toMatchObject({ state: 'failed', lastError: 'not sent: no mail server for more than 24 hours' });
    expect(smtp.received.map((m) => m.subject)).toEqual(['kept 0']);
    await s.stop();
  });

  it('reads an SMTP answer: 5xx and a bad envelope permanent, 4xx and a failed connection temporary', () => {
    expect(isPermanent({ responseCode: 550 })).toBe(true);
    expect(isPermanent({ responseCode: 451 })).toBe(false);
    expect(isPermanent({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanent({ code: 'ETIMEDOUT' })).toBe(false);
    expect(isPermanent({ code: 'EENVELOPE' })).toBe(true);
  });
});
