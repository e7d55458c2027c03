// Issue 47, announcements (decision 063), on both databases, against a real SMTP server and a real
// push service of the test's own: an announcement to U10 on Saturday's Field 2 from 09:00 to 12:00
// reaches exactly the mail followers (with news) of those games' teams and those games' referees,
// once each, and one push per subscription of those teams; fans who asked for team news by mail get
// it; the preview counts what the send writes; an Idempotency-Key replays the answer without a
// second send; the history counts move to sent; bad inputs are 400 and the roles 401/403.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementBodyInput, AnnouncementListDto, AnnouncementPreviewDto, AnnouncementSentDto } from '../../../common/schemas/announcements';
import type { PushPayload } from '../../../common/schemas/push';
import { wallClockToUtc } from '../../../common/time';
import { announcements, auditLog, divisions, fanProfiles, fields, games, leagues, mailFollows, mailFollowTeams, mailOutbox, pushRetries, teams } from '../../db/schema';
import type { League } from '../../db/rows';
import { ApiClient, buildLeague, buildUser, signedInAdmin, signIn, startTestServer, type BuiltUser, type TestServer } from '../../test/helpers';
import { startPushService, type TestBrowser, type TestPushService } from '../follows/test-fixtures';
import { startSmtpServer, until, type TestSmtpServer } from '../mail/test-fixtures';
import { suppress } from '../mail/unsubscribe';

const PUBLIC_URL = 'https://leagues.example.org';
const TZ = 'America/Chicago';
const SATURDAY = '2030-05-04';
const SUNDAY = '2030-05-05';

let smtp: TestSmtpServer;
let push: TestPushService;
let server: TestServer;
let league: League;
let admin: ApiClient;
let root: ApiClient;
// the teams by name, the referees by game, the fans
const team: Record<string, number> = {};
const ref: Record<string, BuiltUser> = {};
let u10: number;
let u12: number;
let field1: number;
let field2: number;
const gameId: Record<string, number> = {};
// the push followers
let pAC: TestBrowser;
let pB: TestBrowser;
let pE: TestBrowser;
let fanNews: BuiltUser;

const at = (date: string, clock: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return wallClockToUtc({ year, month, day, hour, minute }, TZ);
};

async function mailFollow(address: string, teamNames: string[], kinds: string[], of: League = league): Promise<void> {
  const [follow] = await server.deps.db.insert(mailFollows).values({ leagueId: of.id, address, kinds, confirmedAt: new Date() }).returning();
  await server.deps.db.insert(mailFollowTeams).values(teamNames.map((name) => ({ followId: follow!.id, teamId: team[name]! })));
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  push = await startPushService();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL, PUBLIC_HOST_ALIASES: '127.0.0.1', PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*' },
    build: { mail: { backoffMs: 200, maxBackoffMs: 400, safetyPollMs: 250 } },
  });
  const db = server.deps.db;
  league = await buildLeague(server, { timezone: TZ });
  ({ client: admin } = await signedInAdmin(server, league));
  root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
  [u10, u12] = (await db.insert(divisions).values([{ leagueId: league.id, name: 'U10' }, { leagueId: league.id, name: 'U12' }]).returning()).map((d) => d.id) as [number, number];
  const rows = await db
    .insert(teams)
    .values([
      ...['Hawks', 'Bears', 'Owls', 'Foxes', 'Lions', 'Wolves'].map((name) => ({ leagueId: league.id, name, divisionId: u10 })),
      ...['Eagles', 'Sharks'].map((name) => ({ leagueId: league.id, name, divisionId: u12 })),
    ])
    .returning();
  for (const row of rows) team[row.name] = row.id;
  [field1, field2] = (await db.insert(fields).values([{ leagueId: league.id, name: 'Field 1' }, { leagueId: league.id, name: 'Field 2' }]).returning()).map((f) => f.id) as [number, number];
  for (const name of ['g1', 'g2', 'late', 'field1', 'u12', 'sunday', 'cancelled']) ref[name] = await buildUser(server, { role: 'referee', league });
  // Saturday on Field 2 from 09:00 to 12:00, U10: g1 (Hawks-Bears) and g2 (Owls-Foxes, at 12:00 sharp);
  // beside them: after the window, on Field 1, U12, on Sunday, cancelled
  const game = async (key: string, home: string, away: string, kickoff: Date, field: string, status: 'scheduled' | 'cancelled' = 'scheduled') => {
    const [row] = await db
      .insert(games)
      .values({ leagueId: league.id, homeTeamId: team[home]!, awayTeamId: team[away]!, refereeId: ref[key]!.id, field, scheduledDate: kickoff, status })
      .returning();
    gameId[key] = row!.id;
  };
  await game('g1', 'Hawks', 'Bears', at(SATURDAY, '09:00'), 'Field 2');
  await game('g2', 'Owls', 'Foxes', at(SATURDAY, '12:00'), 'field 2');
  await game('late', 'Lions', 'Wolves', at(SATURDAY, '12:01'), 'Field 2');
  await game('field1', 'Lions', 'Wolves', at(SATURDAY, '10:00'), 'Field 1');
  await game('u12', 'Eagles', 'Sharks', at(SATURDAY, '10:00'), 'Field 2');
  await game('sunday', 'Lions', 'Wolves', at(SUNDAY, '09:30'), 'Field 2');
  await game('cancelled', 'Lions', 'Wolves', at(SATURDAY, '10:45'), 'Field 2', 'cancelled');

  await mailFollow('hawks-fan@example.com', ['Hawks'], ['news', 'score']);
  // two of the chosen teams: one mail
  await mailFollow('Both@Example.com', ['Hawks', 'Owls'], ['news']);
  // no news
  await mailFollow('scores-only@example.com', ['Bears'], ['score', 'final']);
  await mailFollow('lions@example.com', ['Lions'], ['news']);
  await mailFollow('eagles@example.com', ['Eagles'], ['news']);
  // g1's referee also follows Bears, spelled otherwise: one mail
  await mailFollow(ref.g1!.email!.toUpperCase(), ['Bears'], ['news']);
  // stopped the league's news
  await mailFollow('stopped@example.com', ['Foxes'], ['news']);
  await suppress(db, { address: 'stopped@example.com', kind: 'news', leagueId: league.id });

  const visitor = new ApiClient(server.url);
  const follow = async (teamNames: string[]) => {
    const browser = push.browser();
    const res = await visitor.post('/api/push/subscriptions', { subscription: browser.subscription, leagueSlug: league.slug, teamIds: teamNames.map((n) => team[n]!) });
    expect(res.status).toBe(201);
    return browser;
  };
  pAC = await follow(['Hawks', 'Owls']);
  pB = await follow(['Bears']);
  pE = await follow(['Lions']);

  const fan = async (favorite: string, prefs: { teamNews: boolean; email: boolean }, email?: string | null) => {
    const user = await buildUser(server, { role: 'fan', league, email });
    await db.insert(fanProfiles).values({ userId: user.id, leagueId: league.id, displayName: user.username, favoriteTeamId: team[favorite]!, notificationPreferences: { gameReminders: false, scoreUpdates: false, push: false, ...prefs } });
    return user;
  };
  fanNews = await fan('Hawks', { teamNews: true, email: true });
  await fan('Hawks', { teamNews: true, email: false });
  await fan('Hawks', { teamNews: false, email: true });
  await fan('Owls', { teamNews: true, email: true }, null);
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  await push?.close();
});

// U10 on Saturday's Field 2 from 09:00 to 12:00
const saturday = (who: string[]) => ({ divisionIds: [u10], date: SATURDAY, fieldIds: [field2], from: '09:00', to: '12:00', who });
const announcement = (audience: Record<string, unknown>, subject = 'Field 2 is closed', body = 'Field 2 is closed this morning.\n\nThe games move to Field 3.'): AnnouncementBodyInput =>
  ({ subject, body, audience }) as AnnouncementBodyInput;
const previewOf = (client: ApiClient, body: unknown) => client.post<AnnouncementPreviewDto & { message?: string }>(`/api/leagues/${league.slug}/announcements/preview`, body);
const send = (client: ApiClient, body: unknown, key?: string) =>
  client.request<AnnouncementSentDto & { message?: string }>('POST', `/api/leagues/${league.slug}/announcements`, body, { headers: key ? { 'Idempotency-Key': key } : {} });
const mailsWith = (subject: string) => smtp.received.filter((m) => m.subject === subject);
const newsOf = (browser: TestBrowser) => browser.received.map((r) => r.message as PushPayload).filter((m) => m.type === 'news');
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

describe('an announcement to U10 on Saturday on Field 2 from 09:00 to 12:00', () => {
  const body = () => announcement(saturday(['followers', 'referees']));
  let sent: AnnouncementSentDto;

  it('previews those games, their teams, and the addresses and subscriptions it would reach', async () => {
    const res = await previewOf(admin, body());
    expect(res.status).toBe(200);
    expect(res.body.games).toEqual([
      { id: gameId.g1, home: 'Hawks', away: 'Bears', kickoff: at(SATURDAY, '09:00').toISOString(), field: 'Field 2' },
      { id: gameId.g2, home: 'Owls', away: 'Foxes', kickoff: at(SATURDAY, '12:00').toISOString(), field: 'field 2' },
    ]);
    expect(res.body.teams.map((t) => t.name)).toEqual(['Bears', 'Foxes', 'Hawks', 'Owls']);
    // hawks-fan, Both, g1's referee (who follows Bears too), g2's referee; stopped@ stopped the news
    expect(res.body.recipients).toEqual({ email: 4, push: 2 });
  });

  it('mails exactly those followers and referees once each, and pushes once to each subscription', async () => {
    const before = smtp.received.length;
    const res = await send(admin, body(), 'announce-u10-1');
    expect(res.status).toBe(201);
    sent = res.body;
    expect(sent.recipients).toEqual({ email: 4, push: 2 });
    expect(sent.id).toEqual(expect.any(Number));
    await smtp.waitFor(before + 4);
    await Promise.all([push.waitFor(pAC, 1), push.waitFor(pB, 1)]);
    await settle();
    const mails = mailsWith('Field 2 is closed');
    const to = mails.flatMap((m) => m.to.map((a) => a.toLowerCase())).sort();
    expect(to).toEqual(['both@example.com', 'hawks-fan@example.com', ref.g1!.email!.toLowerCase(), ref.g2!.email!.toLowerCase()].sort());
    const one = mails[0]!;
    expect(one.text).toContain('Field 2 is closed this morning.\n\nThe games move to Field 3.');
    expect(one.text).toContain(`${PUBLIC_URL}/${league.slug}`);
    expect(one.header('List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe\\?m=[\\w-]+&t=[\\w-]+>$`));
    expect(one.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // a follower's mail links its follow's page (change or stop it); a referee's has no follow to link
    const toAddress = (address: string) => mails.find((m) => m.to.map((a) => a.toLowerCase()).includes(address))!;
    expect(toAddress('hawks-fan@example.com').text).toMatch(/Change or stop these emails: https:\S+\/mail-follows\/manage\?f=\d+&t=[\w-]+/);
    expect(toAddress(ref.g2!.email!.toLowerCase()).text).not.toContain('Change or stop these emails');
    const rows = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.announcementId, sent.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.kind === 'news' && r.state === 'sent')).toBe(true);

    expect(newsOf(pAC)).toEqual([{ type: 'news', announcementId: sent.id, title: 'Field 2 is closed', body: 'Field 2 is closed this morning. The games move to Field 3.', url: `/${league.slug}` }]);
    expect(newsOf(pB)).toHaveLength(1);
    expect(pAC.received.find((r) => (r.message as PushPayload).type === 'news')).toMatchObject({ urgency: 'normal', topic: undefined });
    expect(newsOf(pE)).toHaveLength(0);
    expect(push.refused).toEqual([]);

    const [row] = await server.deps.db.select().from(announcements).where(eq(announcements.id, sent.id));
    expect(row).toMatchObject({ emailCount: 4, pushCount: 2, subject: 'Field 2 is closed', leagueId: league.id });
    const [audit] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'announcement.send'));
    expect(audit).toMatchObject({ leagueId: league.id, details: expect.objectContaining({ announcementId: sent.id, email: 4, push: 2 }) });
  });

  it('replays the same answer for the same Idempotency-Key, sending nothing again', async () => {
    const mailsBefore = smtp.received.length;
    const res = await send(admin, body(), 'announce-u10-1');
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(res.body).toEqual(sent);
    await settle();
    expect(smtp.received.length).toBe(mailsBefore);
    expect(newsOf(pAC)).toHaveLength(1);
    expect(await server.deps.db.select().from(announcements).where(eq(announcements.leagueId, league.id))).toHaveLength(1);
    // the same key with another body: refused
    expect((await send(admin, announcement(saturday(['followers'])), 'announce-u10-1')).status).toBe(422);
  });

  it('reaches the fans whose favourite team is among them with teamNews and email on, and no other', async () => {
    const preview = await previewOf(admin, announcement({ teamIds: [team.Hawks, team.Owls], who: ['fans'] }));
    expect(preview.body.recipients).toEqual({ email: 1, push: 0 });
    const before = smtp.received.length;
    const res = await send(admin, announcement({ teamIds: [team.Hawks, team.Owls], who: ['fans'] }, 'Picture day'));
    expect(res.status).toBe(201);
    expect(res.body.recipients).toEqual({ email: 1, push: 0 });
    await smtp.waitFor(before + 1);
    await settle();
    expect(mailsWith('Picture day').map((m) => m.to)).toEqual([[fanNews.email]]);
  });
});

describe('the audience', () => {
  const teamNames = (res: { body: AnnouncementPreviewDto }) => res.body.teams.map((t) => t.name);

  it('is every team of the league with no filter, and every referee of the league without a date', async () => {
    const res = await previewOf(admin, announcement({ who: ['referees'] }));
    expect(res.status).toBe(200);
    expect(teamNames(res)).toHaveLength(8);
    expect(res.body.games).toEqual([]);
    expect(res.body.recipients).toEqual({ email: Object.keys(ref).length, push: 0 });
  });

  it('takes the teams in both a division and a team list, and the teams of the day a division played', async () => {
    expect(teamNames(await previewOf(admin, announcement({ divisionIds: [u10], teamIds: [team.Hawks, team.Eagles], who: ['followers'] })))).toEqual(['Hawks']);
    const day = await previewOf(admin, announcement({ divisionIds: [u12], date: SATURDAY, who: ['referees'] }));
    expect(teamNames(day)).toEqual(['Eagles', 'Sharks']);
    expect(day.body.recipients.email).toBe(1);
    // a whole day, any field: not the cancelled game
    const whole = await previewOf(admin, announcement({ date: SATURDAY, who: ['referees'] }));
    expect(whole.body.games.map((g) => g.id)).toEqual([gameId.g1, gameId.field1, gameId.u12, gameId.g2, gameId.late]);
    // Field 1 only
    expect((await previewOf(admin, announcement({ date: SATURDAY, fieldIds: [field1], who: ['followers'] }))).body.games.map((g) => g.id)).toEqual([gameId.field1]);
  });

  it('answers zeros for an audience of no one, and refuses to send to no one (nothing written)', async () => {
    const nobody = announcement({ date: '2030-06-01', who: ['followers', 'referees', 'fans'] });
    const res = await previewOf(admin, nobody);
    expect(res.body).toEqual({ recipients: { email: 0, push: 0 }, teams: [], games: [] });
    // the live count asks before a subject and body are written
    expect((await previewOf(admin, { audience: { who: ['referees'] } })).body.recipients).toEqual({ email: Object.keys(ref).length, push: 0 });
    const refused = await send(admin, nobody);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^No one would receive this announcement/);
    // only the teams' followers who stopped the news: no one either
    expect((await send(admin, announcement({ teamIds: [team.Foxes], who: ['followers'] }))).status).toBe(400);
    expect(await server.deps.db.select().from(announcements).where(eq(announcements.leagueId, league.id))).toHaveLength(2);
  });
});

describe('the history', () => {
  it('lists the announcements newest first, who sent them, their audience and counts that move to sent', async () => {
    const path = `/api/leagues/${league.slug}/announcements`;
    await until(async () => (await admin.get<AnnouncementListDto>(path)).body.announcements.every((a) => a.counts.email.sent === a.counts.email.total), 'the mail sent');
    const res = await admin.get<AnnouncementListDto>(path);
    expect(res.status).toBe(200);
    const [picture, closed] = res.body.announcements;
    expect(res.body.announcements).toHaveLength(2);
    expect(res.body.next).toBeNull();
    expect(picture!.subject).toBe('Picture day');
    expect(closed).toMatchObject({
      subject: 'Field 2 is closed',
      body: 'Field 2 is closed this morning.\n\nThe games move to Field 3.',
      sentBy: { name: 'Test admin' },
      audience: {
        divisions: [{ id: u10, name: 'U10' }],
        teams: [],
        fields: [{ id: field2, name: 'Field 2' }],
        date: SATURDAY,
        from: '09:00',
        to: '12:00',
        who: ['followers', 'referees'],
      },
      counts: { email: { total: 4, queued: 0, sent: 4, failed: 0, noServer: 0 }, push: 2 },
    });
    expect(Date.parse(closed!.createdAt)).toBeLessThanOrEqual(Date.parse(picture!.createdAt));
    // a super admin reads it too
    expect((await root.get<AnnouncementListDto>(path)).body.announcements).toHaveLength(2);
  });

  it('leaves the news push for the sender as a first try, none left behind once sent', async () => {
    expect(await server.deps.db.select().from(pushRetries)).toEqual([]);
  });
});

describe('refusals', () => {
  const bad = async (audience: Record<string, unknown>, message: RegExp, extra: Record<string, unknown> = {}) => {
    for (const res of [await previewOf(admin, { ...announcement(audience), ...extra }), await send(admin, { ...announcement(audience), ...extra })]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  };

  it('refuses ids of another league, naming them', async () => {
    const other = await buildLeague(server);
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: other.id, name: 'U10' }).returning();
    const [otherTeam] = await server.deps.db.insert(teams).values({ leagueId: other.id, name: 'Hawks' }).returning();
    const [field] = await server.deps.db.insert(fields).values({ leagueId: other.id, name: 'Field 2' }).returning();
    await bad({ divisionIds: [division!.id], who: ['followers'] }, new RegExp(`^Division ${division!.id} is not a division of this league`));
    await bad({ teamIds: [team.Hawks, otherTeam!.id], who: ['followers'] }, new RegExp(`^Team ${otherTeam!.id} is not a team of this league`));
    await bad({ date: SATURDAY, fieldIds: [field!.id], who: ['followers'] }, new RegExp(`^Field ${field!.id} is not a field of this league`));
  });

  it('refuses fields or times without a date, a window that ends before it starts, and malformed values', async () => {
    await bad({ fieldIds: [field2], who: ['followers'] }, /^Audience\.field ids needs a date/);
    await bad({ from: '09:00', who: ['followers'] }, /^Audience\.from needs a date/);
    await bad({ date: SATURDAY, from: '12:00', to: '09:00', who: ['followers'] }, /^Audience\.from must be at or before to \(09:00\)/);
    await bad({ date: SATURDAY, from: '9:00', who: ['followers'] }, /^Audience\.from must be a time written HH:MM/);
    await bad({ date: '2030-02-30', who: ['followers'] }, /Audience\.date is not a date of the calendar/);
    await bad({ who: [] }, /Audience\.who needs at least one of followers, referees, fans/);
    await bad({ who: ['parents'] }, /Audience\.who\.0 must be one of followers, referees, fans/);
    await bad({ teamIds: [], who: ['fans'] }, /needs at least one team/);
    await bad({ who: ['fans'], extra: 1 }, /Unrecognized key/i);
    await bad({ who: ['fans'] }, /Subject must be at most 200 characters/, { subject: 'x'.repeat(201) });
    await bad({ who: ['fans'] }, /Body must be at most 5000 characters/, { body: 'x'.repeat(5001) });
    await bad({ who: ['fans'] }, /Subject is required/, { subject: '  ' });
    await bad({ who: ['fans'] }, /Subject contains a control character/, { subject: 'Line\none' });
    // a body of 5000 characters, and one with line breaks, are fine
    expect((await previewOf(admin, { ...announcement({ who: ['fans'] }), body: 'x'.repeat(5000) })).status).toBe(200);
  });

  it('answers 401 signed out, 403 to a referee, a fan and another league admin, and lets a super admin in', async () => {
    const body = announcement(saturday(['followers']));
    const visitor = new ApiClient(server.url);
    const referee = await signIn(server, ref.g1!, league.slug);
    const fan = await signIn(server, fanNews, league.slug);
    const { client: otherAdmin } = await signedInAdmin(server);
    const calls = (client: ApiClient) => [previewOf(client, body), send(client, body), client.get(`/api/leagues/${league.slug}/announcements`)];
    for (const res of await Promise.all(calls(visitor))) expect(res.status).toBe(401);
    for (const client of [referee, fan]) for (const res of await Promise.all(calls(client))) expect(res.status).toBe(403);
    for (const res of await Promise.all(calls(otherAdmin))) expect(res).toMatchObject({ status: 403, body: { message: 'You can only access your assigned league' } });
    expect((await previewOf(root, body)).status).toBe(200);
    expect((await send(admin, body, undefined)).status).toBe(201);
    expect((await admin.get(`/api/leagues/no-such-league/announcements`)).status).toBe(404);
  });

  it('sends nothing in an archived league (409) and shuts a suspended one to its admins (403)', async () => {
    const archived = await buildLeague(server, { status: 'archived' });
    const { client: archivist } = await signedInAdmin(server, archived);
    const body = announcement({ who: ['referees'] });
    const sent = await archivist.post(`/api/leagues/${archived.slug}/announcements`, body);
    expect(sent.status).toBe(409);
    expect((await archivist.post(`/api/leagues/${archived.slug}/announcements/preview`, body)).status).toBe(200);
    const { league: suspended, client: suspendedAdmin } = await signedInAdmin(server);
    await server.deps.db.update(leagues).set({ status: 'suspended' }).where(eq(leagues.id, suspended.id));
    expect((await suspendedAdmin.post(`/api/leagues/${suspended.slug}/announcements/preview`, body)).status).toBe(403);
  });
});
