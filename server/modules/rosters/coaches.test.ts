// Issue 49, a team's coaches (decision 077), on both databases: the admin's invitation stored with its
// mailed link, the link's form making a coach account tied to the team (once, within 7 days: the
// clock injected), a second invitation replacing the first, an account of the league with that
// address linked instead, who reads and changes a team's coaches, and the crew's refusal of a coach
// on his own team's game.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { homePathFor } from '../../../common/roles';
import { ROSTER_TIMES } from '../../../common/rosters/roster';
import type { UserDto } from '../../../common/schemas/auth';
import type { TeamCoachesDto } from '../../../common/schemas/rosters';
import { auditLog, coachInvitations, mailOutbox, teamCoaches, users } from '../../db/schema';
import { ApiClient, buildUser, startTestServer, type TestServer } from '../../test/helpers';
import { nextKickoff } from '../games/test-fixtures';
import { act, crewLeague, gameAt, offer, setLeague, type CrewLeague } from '../crews/test-fixtures';
import { COACH_LINKED_MAIL_KIND, INVITATION_MAIL_KIND, INVITATION_PATH } from './invite-coach';

const NOW = Date.parse('2029-12-01T12:00:00Z');
let clockMs = NOW;
let server: TestServer;
let s: CrewLeague;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clockMs), env: { RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' } });
  s = await crewLeague(server);
  return () => server.close();
});

let people = 0;
const person = () => ({ email: `Coach.${++people}@Example.com`, firstName: 'Isaac', lastName: `Lopez${people}` });
const invite = (client: ApiClient, teamId: number, body: Record<string, unknown>) => client.post<TeamCoachesDto & { message?: string }>(`/api/teams/${teamId}/coaches`, body);
const coachesOf = (client: ApiClient, teamId: number) => client.get<TeamCoachesDto & { message?: string }>(`/api/teams/${teamId}/coaches`);

// the invitation link of the newest invitation mail to an address, on the test server
async function linkMailedTo(address: string): Promise<{ link: string; text: string }> {
  const rows = await server.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, INVITATION_MAIL_KIND)));
  const row = rows.sort((a, b) => b.id - a.id)[0];
  if (!row) throw new Error(`no invitation mail to ${address}`);
  const token = row.text.match(/coach-invitation\?token=([\w-]{43})/)![1];
  return { link: `${server.url}${INVITATION_PATH}?token=${token}`, text: row.text };
}

const open = (link: string, accept = 'text/html') => fetch(link, { headers: { accept } });
// the page's form as a browser posts it (same origin)
const submit = (link: string, fields: Record<string, string>) =>
  fetch(link, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  });

describe('POST /api/teams/{id}/coaches: an invitation', () => {
  it('stores an invitation and mails its link, valid 7 days; the link opens a form with the name filled in', async () => {
    const who = person();
    const res = await invite(s.adminClient, s.homeTeamId, { ...who, coachRole: 'assistant' });
    expect(res.status).toBe(201);
    expect(res.body.coaches).toEqual([]);
    expect(res.body.invitations).toEqual([
      { id: expect.any(Number), email: who.email, name: `Isaac ${who.lastName}`, coachRole: 'assistant', expiresAt: new Date(clockMs + ROSTER_TIMES.invitationMs).toISOString() },
    ]);
    const [row] = await server.deps.db.select().from(coachInvitations).where(eq(coachInvitations.id, res.body.invitations[0]!.id));
    expect(row).toMatchObject({ teamId: s.homeTeamId, leagueId: s.league.id, usedAt: null, invitedById: s.admin.id });
    const { link, text } = await linkMailedTo(who.email);
    expect(text).toMatch(/assistant coach of Hawks/);
    // only the token's hash is stored
    expect(row!.tokenHash).not.toBe(new URL(link).searchParams.get('token'));

    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<label for="coach-username"');
    expect(html).toContain('<label for="coach-password"');
    expect(html).toContain(`value="${who.lastName}"`);
    const json = await open(link, 'application/json');
    expect(await json.json()).toMatchObject({ email: who.email, teamName: 'Hawks', coachRole: 'assistant', leagueSlug: s.league.slug });
    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'team.coach-invite'), eq(auditLog.targetId, String(s.homeTeamId))));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('the link makes a coach account of the league tied to the team, once; he signs in and lands on /{slug}/coach', async () => {
    const who = person();
    await invite(s.adminClient, s.awayTeamId, who);
    const { link } = await linkMailedTo(who.email);
    const username = `coach-${people}`;
    const made = await submit(link, { username, password: 'a-good-password', firstName: 'Isaac', lastName: who.lastName });
    expect(made.status).toBe(201);
    const done = await made.text();
    expect(done).toContain(`/${s.league.slug}/login`);
    const [user] = await server.deps.db.select().from(users).where(eq(users.username, username));
    expect(user).toMatchObject({ role: 'coach', leagueId: s.league.id, email: who.email, firstName: 'Isaac', lastName: who.lastName });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const tied = await server.deps.db.select().from(teamCoaches).where(eq(teamCoaches.userId, user!.id));
    expect(tied.map((t) => [t.teamId, t.coachRole])).toEqual([[s.awayTeamId, 'head']]);

    // used: the link says so, the page and the POST alike
    const again = await open(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toMatch(/already used/);
    expect((await submit(link, { username: `${username}-2`, password: 'a-good-password' })).status).toBe(410);

    const client = new ApiClient(server.url);
    const login = await client.post<UserDto>('/api/login', { username, password: 'a-good-password', leagueSlug: s.league.slug });
    expect(login.status).toBe(200);
    expect(homePathFor(login.body.role, login.body.leagueSlug)).toBe(`/${s.league.slug}/coach`);
    // he reads his own team's coaches, not another team's
    const own = await coachesOf(client, s.awayTeamId);
    expect(own.status).toBe(200);
    expect(own.body.coaches.map((c) => [c.userId, c.name, c.coachRole])).toEqual([[user!.id, `Isaac ${who.lastName}`, 'head']]);
    expect(own.body.invitations).toEqual([]);
    expect((await coachesOf(client, s.thirdTeamId)).status).toBe(403);
  });

  it('refuses an expired link (the clock moved past 7 days), and the form\'s own errors with the form again', async () => {
    const who = person();
    await invite(s.adminClient, s.thirdTeamId, who);
    const { link } = await linkMailedTo(who.email);

    const short = await submit(link, { username: 'x', password: 'short', firstName: 'Isaac', lastName: who.lastName });
    expect(short.status).toBe(400);
    const html = await short.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/id="coach-username"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/Password must be at least 8 characters/);
    const taken = await submit(link, { username: s.admin.username, password: 'a-good-password', firstName: 'Isaac', lastName: who.lastName });
    expect(taken.status).toBe(409);

    clockMs += ROSTER_TIMES.invitationMs + 1;
    try {
      const expired = await open(link);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toMatch(/expired/);
      expect((await submit(link, { username: `late-${people}`, password: 'a-good-password' })).status).toBe(410);
      const json = await open(link, 'application/json');
      expect(json.status).toBe(410);
      expect((await json.json()).message).toMatch(/expired/);
    } finally {
      // (the sessions of the suite would end if used 7 days on)
      clockMs = NOW;
    }
    expect((await open(`${server.url}${INVITATION_PATH}?token=${'x'.repeat(43)}`)).status).toBe(400);
  });

  it('a second invitation of the same address to the same team replaces the open one', async () => {
    const who = person();
    await invite(s.adminClient, s.homeTeamId, who);
    const first = await linkMailedTo(who.email);
    const res = await invite(s.adminClient, s.homeTeamId, { ...who, email: who.email.toLowerCase() });
    expect(res.status).toBe(201);
    expect(res.body.invitations.filter((i) => i.email.toLowerCase() === who.email.toLowerCase())).toHaveLength(1);
    const second = await linkMailedTo(who.email.toLowerCase());
    expect(second.link).not.toBe(first.link);
    const old = await open(first.link);
    expect(old.status).toBe(410);
    expect(await old.text()).toMatch(/replaced/);
    expect((await open(second.link)).status).toBe(200);
  });

  it('links an account of the league with that address instead of inviting it, and mails him a notice', async () => {
    const referee = await buildUser(server, { role: 'referee', league: s.league, email: `ref.${++people}@example.com` });
    const res = await invite(s.adminClient, s.thirdTeamId, { email: referee.email!.toUpperCase(), firstName: 'Ref', lastName: 'Eree' });
    expect(res.status).toBe(201);
    expect(res.body.coaches.map((c) => [c.userId, c.email])).toContainEqual([referee.id, referee.email]);
    expect(res.body.invitations.map((i) => i.email.toLowerCase())).not.toContain(referee.email);
    const mails = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, referee.email!));
    expect(mails.map((m) => m.kind)).toEqual([COACH_LINKED_MAIL_KIND]);
    // a pending account is not linked: an invitation goes out instead
    const pending = await buildUser(server, { role: 'pending', league: s.league, email: `pending.${++people}@example.com` });
    const invited = await invite(s.adminClient, s.thirdTeamId, { email: pending.email, firstName: 'Pen', lastName: 'Ding' });
    expect(invited.body.invitations.map((i) => i.email)).toContain(pending.email);
    expect(invited.body.coaches.map((c) => c.userId)).not.toContain(pending.id);
  });

  it('refuses a referee inviting (403), a bad address (400), another league\'s team (404); removes a coach (admin)', async () => {
    const bad = await invite(s.adminClient, s.homeTeamId, { email: 'not-an-address', firstName: 'A', lastName: 'B' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Email must be an email address/);
    expect((await invite(s.adminClient, s.homeTeamId, { email: 'a@example.com', firstName: '', lastName: 'B' })).status).toBe(400);
    expect((await invite(s.adminClient, s.homeTeamId, { email: 'a@example.com', firstName: 'A', lastName: 'B', coachRole: 'boss' })).status).toBe(400);
    expect((await invite(s.refereeClient, s.homeTeamId, person())).status).toBe(403);
    expect((await coachesOf(s.refereeClient, s.homeTeamId)).status).toBe(403);
    expect((await coachesOf(new ApiClient(server.url), s.homeTeamId)).status).toBe(401);
    const other = await crewLeague(server, {}, 1, 0);
    expect((await invite(other.adminClient, s.homeTeamId, person())).status).toBe(404);

    const fan = await buildUser(server, { role: 'fan', league: s.league, email: `fan.${++people}@example.com` });
    await invite(s.adminClient, s.homeTeamId, { email: fan.email, firstName: 'F', lastName: 'An' });
    expect((await s.refereeClient.request('DELETE', `/api/teams/${s.homeTeamId}/coaches/${fan.id}`)).status).toBe(403);
    expect((await s.adminClient.request('DELETE', `/api/teams/${s.homeTeamId}/coaches/${fan.id}`)).status).toBe(204);
    expect((await s.adminClient.request('DELETE', `/api/teams/${s.homeTeamId}/coaches/${fan.id}`)).status).toBe(404);
    expect((await coachesOf(s.adminClient, s.homeTeamId)).body.coaches.map((c) => c.userId)).not.toContain(fan.id);
  });
});

describe("the crew: a coach does not officiate his own team's game", () => {
  it("refuses an offer and a claim of a position of his team's game (409), and offers him another's", async () => {
    const official = s.officials[0]!;
    const game = await gameAt(server, s, nextKickoff());
    const otherGame = await gameAt(server, s, nextKickoff());
    const linked = await invite(s.adminClient, game.homeTeamId!, { email: official.user.email, firstName: 'Test', lastName: 'Referee' });
    expect(linked.body.coaches.map((c) => c.userId)).toContain(official.user.id);

    for (const position of ['referee', 'second'] as const) {
      const refused = await offer(s.adminClient, game.id, position, official.user.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`A coach of ${game.homeTeam!.name} cannot officiate its game`);
    }
    await setLeague(server, s, { selfAssign: true });
    const claimed = await act(official.client, game.id, 'line', 'claim');
    expect(claimed.status).toBe(409);
    expect(claimed.body.message).toMatch(/cannot officiate its game/);

    expect((await offer(s.adminClient, otherGame.id, 'second', official.user.id)).status).toBe(200);
    expect((await offer(s.adminClient, game.id, 'second', s.officials[1]!.user.id)).status).toBe(200);
  });
});
