// Issue 47's password reset by mail (decision 065), on both databases, against a real SMTP server of
// the test's own: the form answers the same whatever matched; a viewer's new password waits for the
// mailed link, whose GET changes nothing and whose button's POST sets it once, within 30 minutes,
// and only for the newest link; a staff or pending account is changed in nothing and gets at most
// one "ask your league's admin" mail an hour.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT, SERVER_TEXT } from '../../../common/texts';
import { auditLog, mailOutbox, passwordResets, users } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type BuiltUser, type TestServer } from '../../test/helpers';
import type { League } from '../leagues/store';
import { startSmtpServer, until, type ReceivedMail, type TestSmtpServer } from '../mail/test-fixtures';
import { RESET_MAIL_KIND, RESET_REFUSED_MAIL_KIND } from './reset-password';
import { pressResetButton } from './test-fixtures';
import { RESET_TEXT } from './texts';

const PUBLIC_URL = 'https://leagues.example.org';
const MINUTE = 60_000;

let smtp: TestSmtpServer;
let server: TestServer;
// the app's clock, moved forward by a test (deps.now)
let clockOffsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL, PUBLIC_HOST_ALIASES: '127.0.0.1', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
    now: () => new Date(Date.now() + clockOffsetMs),
    build: { mail: { safetyPollMs: 250 } },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});
afterEach(() => {
  clockOffsetMs = 0;
});

const anon = () => new ApiClient(server.url);
const ask = (user: { username: string; email: string | null }, league: League, newPassword: string, email = user.email) =>
  anon().post('/api/reset-password', { username: user.username, email, newPassword, leagueSlug: league.slug });
const login = async (user: { username: string }, password: string) => (await anon().post('/api/login', { username: user.username, password })).status;
const passwordHashOf = async (user: { id: number }) => (await server.deps.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]!.h;
// (an address's domain has no case: the mail server is given it in lower case)
const mailsTo = (address: string | null, subject?: string) =>
  smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address!.toLowerCase()) && (subject === undefined || m.subject === subject));
const requestsOf = async (user: { id: number }) => (await server.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).length;
const outboxTo = async (address: string | null) => server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address!));
// let the sender finish a round, so "no mail" is not "not yet"
const settle = async () => {
  await until(async () => (await server.deps.db.select().from(mailOutbox)).every((row) => row.state !== 'queued' && row.state !== 'sending'), 'the outbox to drain');
};

// the link of the newest reset mail to an address, as this test reaches the server
async function linkMailedTo(address: string | null, count = 1): Promise<{ link: string; mail: ReceivedMail }> {
  await until(() => mailsTo(address, RESET_TEXT.linkMail.subject).length >= count, `reset mail ${count} to ${address}`);
  const mail = mailsTo(address, RESET_TEXT.linkMail.subject)[count - 1]!;
  const link = mail.text.match(new RegExp(`${PUBLIC_URL}/api/reset-password/confirm\\?token=[\\w-]{43}`))![0];
  return { link: link.replace(PUBLIC_URL, server.url), mail };
}

const open = (link: string, accept = 'text/html') => fetch(link, { headers: { accept } });
const press = (link: string, headers: Record<string, string> = {}) => pressResetButton(server, link, headers);

describe('the form answers the same whatever matched', () => {
  it('a viewer, a wrong email, an unknown username, another league, a referee, an admin, a pending account and a super admin: one answer', async () => {
    const league = await buildLeague(server);
    const other = await buildLeague(server);
    const fan = await buildUser(server, { role: 'fan', league, email: 'Fan.Same@Example.com' });
    const parent = await buildUser(server, { role: 'parent', league });
    const staff = await Promise.all((['referee', 'admin', 'pending'] as const).map((role) => buildUser(server, { role, league })));
    const superAdmin = await buildUser(server, { role: 'super_admin' });
    const refereeSession = await signIn(server, staff[0]!);
    const before = await Promise.all([fan, parent, ...staff, superAdmin].map(passwordHashOf));

    const answers = [
      await ask(fan, league, 'fan-new-pass', 'fan.same@example.COM'),
      await ask(parent, league, 'parent-new-pass'),
      await ask(fan, league, 'fan-new-pass', 'someone@else.com'),
      await ask({ username: 'nobody-by-this-name', email: 'nobody@example.com' }, league, 'whatever-pass'),
      await ask(fan, other, 'fan-new-pass'),
      ...(await Promise.all(staff.map((user) => ask(user, league, 'taken-over-pass')))),
      await ask(superAdmin, league, 'taken-over-pass'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: SERVER_TEXT.resetRequested });
    }
    expect(SERVER_TEXT.resetRequested).toBe('If the details match a viewer account, we emailed a link to confirm the new password; it works for 30 minutes.');

    // the viewers got a link (to the address on the account, as it is written there), the staff
    // and pending accounts the mail that says to ask their admin, nobody else anything
    await linkMailedTo(fan.email);
    await linkMailedTo(parent.email);
    for (const user of staff) await until(() => mailsTo(user.email, RESET_TEXT.staffMail.subject).length === 1, `the mail to ${user.role}`);
    await settle();
    expect(mailsTo(fan.email)).toHaveLength(1);
    // to the address on the account, not the one typed
    expect(mailsTo(fan.email)[0]!.to).toEqual(['Fan.Same@example.com']);
    expect(mailsTo('someone@else.com')).toHaveLength(0);
    expect(mailsTo('nobody@example.com')).toHaveLength(0);
    expect(mailsTo(superAdmin.email)).toHaveLength(0);
    for (const user of staff) expect(mailsTo(user.email), user.role).toHaveLength(1);
    const refused = mailsTo(staff[0]!.email)[0]!;
    expect(refused.text).toContain(`Someone asked to reset the password of ${staff[0]!.username} at ${league.name}.`);
    expect(refused.text).toContain("ask your league's admin to change it for you");
    expect(refused.header('List-Unsubscribe')).toBeUndefined();

    // nothing changed yet, for anyone: every password as it was, the referee still signed in
    expect(await Promise.all([fan, parent, ...staff, superAdmin].map(passwordHashOf))).toEqual(before);
    expect((await refereeSession.get('/api/user')).status).toBe(200);
    // no reset waits for a staff account
    for (const user of staff) expect(await server.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual([]);
  });

  it('bad input is still 400 with the field named; an unknown league 404', async () => {
    const league = await buildLeague(server);
    const fan = await buildUser(server, { role: 'fan', league });
    const short = await ask(fan, league, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/New password must be at least 8/);
    const blank = await anon().post('/api/reset-password', { username: fan.username, email: '', newPassword: 'long-enough', leagueSlug: league.slug });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/Email is required/);
    expect((await anon().post('/api/reset-password', { username: fan.username, email: fan.email, newPassword: 'long-enough', leagueSlug: 'no-such-league' })).status).toBe(404);
    await settle();
    expect(mailsTo(fan.email)).toHaveLength(0);
  });
});

describe("a viewer's mailed link", () => {
  it('keeps the old password until its button is pressed; the GET changes nothing; the POST sets the new one, ends every session and is audited, once', async () => {
    const league = await buildLeague(server);
    const fan = await buildUser(server, { role: 'fan', league });
    const phone = await signIn(server, fan);
    expect((await ask(fan, league, 'brand-new-pass')).status).toBe(200);

    const { link, mail } = await linkMailedTo(fan.email);
    expect(mail.subject).toBe(RESET_TEXT.linkMail.subject);
    expect(mail.parsed.from?.value).toEqual([{ name: league.name, address: 'no-reply@leagues.example.org' }]);
    expect(mail.text).toContain(`Someone asked to set a new password for ${fan.username} at ${league.name}.`);
    expect(mail.text).toMatch(/The link works for 30 minutes, until \w{3}, \w{3} \d+, \d+:\d\d [AP]M\./);
    expect(mail.html).toContain(`href="${link.replace(server.url, PUBLIC_URL)}"`);
    // a direct answer to the person's own request: no unsubscribe
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    const [row] = await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, fan.email!), eq(mailOutbox.kind, RESET_MAIL_KIND)));
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    // only the token's hash is kept
    const [reset] = await server.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, fan.id));
    expect(link).not.toContain(reset!.tokenHash);
    expect(reset!.expiresAt.getTime() - reset!.createdAt.getTime()).toBe(30 * MINUTE);

    // until then the old password works, the new one does not
    expect(await login(fan, fan.password)).toBe(200);
    expect(await login(fan, 'brand-new-pass')).toBe(401);

    // a mail scanner fetching the link, twice: a page with a button, and nothing changed
    for (let i = 0; i < 2; i++) {
      const page = await open(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
      const html = await page.text();
      expect(html).toContain(RESET_TEXT.page.askTitle);
      expect(html).toContain(`<form method="post" action="/api/reset-password/confirm?token=${link.split('token=')[1]}">`);
      expect(html).toContain(`>${RESET_TEXT.page.button}</button>`);
      expect(html).toContain(fan.username);
    }
    expect(await login(fan, fan.password)).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(200);

    // a POST from another site is refused before anything is read
    expect((await press(link, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await login(fan, fan.password)).toBe(200);

    // the button
    const done = await press(link);
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain(AUTH_TEXT.resetSuccessTitle);
    expect(doneHtml).toContain(AUTH_TEXT.resetSuccessBody);
    expect(doneHtml).toContain(`href="/${league.slug}/login"`);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect(await login(fan, fan.password)).toBe(401);
    expect(await login(fan, 'brand-new-pass')).toBe(200);
    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.password-reset'), eq(auditLog.targetId, String(fan.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: fan.id, ipAddress: '127.0.0.1', details: { via: 'mailed-link', sessionsEnded: expect.any(Number) } });

    // used: the page says so (410), again on POST, and JSON { message } to a caller that is no browser
    const again = await open(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(RESET_TEXT.problems.used.title);
    expect((await press(link)).status).toBe(410);
    const script = await fetch(link, { method: 'POST' });
    expect(script.status).toBe(410);
    expect(await script.json()).toEqual({ message: `${RESET_TEXT.problems.used.title}. ${RESET_TEXT.problems.used.text}` });
    expect(await login(fan, 'brand-new-pass')).toBe(200);
  });

  it('fails after 30 minutes, and the old password still works', async () => {
    const league = await buildLeague(server);
    const parent = await buildUser(server, { role: 'parent', league });
    await ask(parent, league, 'too-late-pass');
    const { link } = await linkMailedTo(parent.email);
    clockOffsetMs = 29 * MINUTE;
    expect((await open(link)).status).toBe(200);
    clockOffsetMs = 30 * MINUTE + 1000;
    const page = await open(link);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(RESET_TEXT.problems.expired.title);
    const pressed = await press(link);
    expect(pressed.status).toBe(410);
    expect(await pressed.text()).toContain(RESET_TEXT.problems.expired.text);
    expect(await login(parent, parent.password)).toBe(200);
    expect(await login(parent, 'too-late-pass')).toBe(401);
  });

  it('a second request voids the first: the first link says it was replaced, the second sets its own password', async () => {
    const league = await buildLeague(server);
    const fan = await buildUser(server, { role: 'fan', league });
    await ask(fan, league, 'first-new-pass');
    const first = await linkMailedTo(fan.email, 1);
    await ask(fan, league, 'second-new-pass');
    const second = await linkMailedTo(fan.email, 2);
    expect(second.link).not.toBe(first.link);

    const stale = await press(first.link);
    expect(stale.status).toBe(410);
    expect(await stale.text()).toContain(RESET_TEXT.problems.replaced.title);
    expect(await login(fan, fan.password)).toBe(200);
    expect(await login(fan, 'first-new-pass')).toBe(401);

    expect((await press(second.link)).status).toBe(200);
    expect(await login(fan, 'second-new-pass')).toBe(200);
    expect(await login(fan, 'first-new-pass')).toBe(401);
    expect((await press(first.link)).status).toBe(410);
  });

  it('an account made staff after it asked is not reset by its link', async () => {
    const league = await buildLeague(server);
    const fan = await buildUser(server, { role: 'fan', league });
    await ask(fan, league, 'promoted-pass');
    const { link } = await linkMailedTo(fan.email);
    await server.deps.db.update(users).set({ role: 'referee' }).where(eq(users.id, fan.id));
    const page = await press(link);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(RESET_TEXT.problems.refused.title);
    expect(await login(fan, fan.password)).toBe(200);
  });

  it('a link that never was, or is cut: 400, a page to a browser and JSON to anyone else; nothing is written', async () => {
    const base = `${server.url}/api/reset-password/confirm`;
    for (const url of [base, `${base}?token=${'A'.repeat(43)}`, `${base}?token=short`, `${base}?token=${'A'.repeat(43)}&token=x`]) {
      const page = await open(url);
      expect(page.status, url).toBe(400);
      expect(await page.text()).toContain(RESET_TEXT.problems.invalid.title);
      const json = await open(url, 'application/json');
      expect(json.status).toBe(400);
      expect(((await json.json()) as { message: string }).message).toMatch(/^This link is not valid\./);
      expect((await press(url)).status).toBe(400);
    }
  });

  it('an account flooded with requests gets at most five links an hour', async () => {
    const league = await buildLeague(server);
    const fan = await buildUser(server, { role: 'fan', league });
    for (let i = 0; i < 7; i++) {
      expect((await ask(fan, league, `flood-pass-${i}`)).body).toEqual({ message: SERVER_TEXT.resetRequested });
      // each stored (just after its answer) before the next is asked
      if (i < 5) await until(async () => (await requestsOf(fan)) === i + 1, `request ${i + 1}`);
    }
    await linkMailedTo(fan.email, 5);
    await settle();
    expect(mailsTo(fan.email)).toHaveLength(5);
    // the newest link mailed works
    const { link } = await linkMailedTo(fan.email, 5);
    expect((await press(link)).status).toBe(200);
    expect(await login(fan, 'flood-pass-4')).toBe(200);
    // an hour on, a link again
    clockOffsetMs = 61 * MINUTE;
    await ask(fan, league, 'later-pass');
    await linkMailedTo(fan.email, 6);
  });
});

describe('a staff or pending account', () => {
  it("gets one 'ask your league's admin' mail an hour, and its password and sessions stay", async () => {
    const league = await buildLeague(server);
    const referee: BuiltUser = await buildUser(server, { role: 'referee', league });
    const session = await signIn(server, referee);
    const refusals = async () =>
      (await server.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.password-reset-refused'), eq(auditLog.targetId, String(referee.id))))).map(
        (row) => (row.details as { mailed: boolean }).mailed,
      );
    for (let i = 0; i < 3; i++) {
      expect((await ask(referee, league, 'taken-over-pass')).status).toBe(200);
      await until(async () => (await refusals()).length === i + 1, `refusal ${i + 1}`);
    }
    await until(() => mailsTo(referee.email, RESET_TEXT.staffMail.subject).length === 1, 'the refusal mail');
    await settle();
    expect(mailsTo(referee.email)).toHaveLength(1);
    expect(await outboxTo(referee.email)).toMatchObject([{ kind: RESET_REFUSED_MAIL_KIND }]);
    expect(await passwordHashOf(referee)).toBe(referee.passwordHash);
    expect((await session.get('/api/user')).status).toBe(200);
    expect(await login(referee, 'taken-over-pass')).toBe(401);
    // each try is in the audit log, with whether it was mailed
    expect(await refusals()).toEqual([true, false, false]);

    // an hour later (the outbox's clock), one more
    await server.deps.db.update(mailOutbox).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(mailOutbox.toAddress, referee.email!));
    await ask(referee, league, 'taken-over-pass');
    await until(() => mailsTo(referee.email, RESET_TEXT.staffMail.subject).length === 2, 'the second refusal mail');
  });
});
