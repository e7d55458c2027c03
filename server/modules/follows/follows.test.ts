// Issue 38: a team's followers get real Web Push messages, sent to a local push service that checks
// the VAPID signature and decrypts each payload with the browser's keys (test-fixtures.ts).
import { and, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../common/import/sports-connect';
import type { GameDto } from '../../../common/schemas/games/dto';
import { games, pushOutbox, pushSubscriptions, teams } from '../../db/schema';
import { loadConfig } from '../../config';
import { ApiClient, buildLeague, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';
import { KNOWN_PUSH_SERVICES, pushServiceUrl } from './push-services';
import { pushSuite, type TestBrowser, type TestPushService } from './test-fixtures';
import { IMPORT_BATCH_ROWS } from '../import/import-schedule';
import { IMPORT_TEXT } from '../import/texts';
import { FOLLOWS_TEXT } from './texts';
import { PushKeys } from './vapid';

let server: TestServer;
let push: TestPushService;
let s: Staffed;
let visitor: ApiClient;
// the server's clock runs ahead of the real one by this much (the score window's 30 s pass at once)
let ahead = 0;

pushSuite({ now: () => new Date(Date.now() + ahead) }, async (suite) => {
  ({ server, push } = suite);
  s = await staffedLeague(server, { timezone: 'America/Chicago' });
  visitor = new ApiClient(server.url);
});

const follow = (browser: TestBrowser, teamIds: number[], leagueSlug = s.league.slug) =>
  visitor.post('/api/push/subscriptions', { subscription: browser.subscription, leagueSlug, teamIds });
const act = (gameId: number, body: Record<string, unknown>) => s.refereeClient.post<GameDto>(`/api/games/${gameId}/actions`, body);
const edit = (gameId: number, body: Record<string, unknown>) => s.adminClient.request<GameDto>('PATCH', `/api/games/${gameId}/state`, body);

// waits until the check holds (the sender works after the answers)
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited 10 s for ${what}`);
}
// everything queued has been taken off the outbox
const drained = () => until(async () => (await server.deps.db.select().from(pushOutbox)).length === 0, 'the outbox to be drained');
const subscriptionsOf = (browser: TestBrowser) => server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));

// a game of the third team, followed by the browser, started
async function kickoffFollowed(browser: TestBrowser): Promise<GameDto> {
  const game = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId });
  expect((await follow(browser, [s.thirdTeamId])).status).toBe(201);
  expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
  return game;
}

describe('subscriptions', () => {
  it('answers the public key the subscriptions are made with', async () => {
    const res = await visitor.get<{ publicKey: string }>('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toBe(server.deps.config.push.vapidKeys!.publicKey);
  });

  it('follows 1-20 teams of the league, and the same endpoint again replaces them', async () => {
    const browser = push.browser();
    const first = await follow(browser, [s.homeTeamId, s.awayTeamId, s.homeTeamId]);
    expect(first).toMatchObject({ status: 201, body: { teamIds: [s.homeTeamId, s.awayTeamId] } });
    expect((await follow(browser, [s.thirdTeamId])).body).toEqual({ teamIds: [s.thirdTeamId] });
    expect(await subscriptionsOf(browser)).toHaveLength(1);
    expect((await visitor.request('DELETE', '/api/push/subscriptions', { endpoint: browser.subscription.endpoint, auth: browser.subscription.keys.auth })).status).toBe(204);
  });

  it('refuses an endpoint outside the allowed push services, teams of another league, and a suspended or archived league', async () => {
    const browser = push.browser();
    const outside = { ...browser.subscription, endpoint: 'https://attacker.example.com/push/1' };
    const res = await visitor.post('/api/push/subscriptions', { subscription: outside, leagueSlug: s.league.slug, teamIds: [s.homeTeamId] });
    expect(res).toMatchObject({ status: 400, body: { message: FOLLOWS_TEXT.endpointNotPushService } });

    const other = await buildLeague(server);
    const [foreign] = await server.deps.db.insert(teams).values({ leagueId: other.id, name: 'Elsewhere' }).returning();
    expect(await follow(browser, [s.homeTeamId, foreign!.id])).toMatchObject({ status: 400, body: { message: FOLLOWS_TEXT.teamsNotInLeague([foreign!.id]) } });
    expect((await follow(browser, Array.from({ length: 21 }, (_, i) => i + 1))).status).toBe(400);
    expect((await follow(browser, [])).status).toBe(400);
    const badKeys = { ...browser.subscription, keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: browser.subscription.keys.auth } };
    expect(await visitor.post('/api/push/subscriptions', { subscription: badKeys, leagueSlug: s.league.slug, teamIds: [s.homeTeamId] })).toMatchObject({ status: 400, body: { message: FOLLOWS_TEXT.keysInvalid } });
    expect((await follow(browser, [s.homeTeamId], 'no-such-league')).status).toBe(404);

    const suspended = await buildLeague(server, { status: 'suspended' });
    expect((await follow(browser, [s.homeTeamId], suspended.slug)).status).toBe(403);
    const archived = await buildLeague(server, { status: 'archived' });
    expect((await follow(browser, [s.homeTeamId], archived.slug)).status).toBe(409);
    expect(await subscriptionsOf(browser)).toHaveLength(0);
  });

  it('accepts only https endpoints of the known push services by default', () => {
    expect(pushServiceUrl('https://fcm.googleapis.com/fcm/send/abc', null)).not.toBeNull();
    expect(pushServiceUrl('https://updates.push.services.mozilla.com/wpush/v2/abc', null)).not.toBeNull();
    expect(pushServiceUrl('https://web.push.apple.com/QGx', null)).not.toBeNull();
    expect(pushServiceUrl('https://wns2-par02p.notify.windows.com/w/?token=x', null)).not.toBeNull();
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://push.apple.com.attacker.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:8080/push',
      'not a url',
    ]) {
      expect(pushServiceUrl(refused, null), refused).toBeNull();
    }
    expect(KNOWN_PUSH_SERVICES).toHaveLength(4);
    expect(pushServiceUrl('http://127.0.0.1:8080/push', ['http://127.0.0.1:*'])).not.toBeNull();
    expect(pushServiceUrl('http://127.0.0.1:8080/push', ['http://127.0.0.1:9090'])).toBeNull();
  });
});

describe('what a follower receives', () => {
  it('kickoff, two scores for five quick taps (the latest 30 s later), and the final', async () => {
    const browser = push.browser();
    const game = await createGameVia(s.adminClient, s, { field: s.fieldName });
    expect((await follow(browser, [s.homeTeamId])).status).toBe(201);

    expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
    const [kickoff] = await push.waitFor(browser, 1);
    expect(kickoff!.message).toEqual({ type: 'kickoff', gameId: game.id, title: 'Kickoff: Hawks vs Bears', body: 'The game has started on North Field.', url: `/${s.league.slug}?game=${game.id}` });
    const key = (await visitor.get<{ publicKey: string }>('/api/push/public-key')).body.publicKey;
    expect(kickoff!.vapidKey).toBe(key);

    for (const [team, delta] of [['home', 6], ['away', 6], ['home', 1], ['home', 6], ['away', 2]] as const) {
      expect((await act(game.id, { type: 'addScore', team, delta })).status).toBe(200);
    }
    const [, first] = await push.waitFor(browser, 2);
    expect(first!.message).toMatchObject({ type: 'score', title: 'Score: Hawks vs Bears', body: 'Hawks 6, Bears 0' });
    expect(first).toMatchObject({ urgency: 'high', topic: `score-${game.id}`, ttl: '600' });
    await drained();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(browser.received).toHaveLength(2);

    ahead += 31_000;
    const [, , latest] = await push.waitFor(browser, 3);
    expect(latest!.message).toMatchObject({ type: 'score', body: 'Hawks 13, Bears 8' });

    expect((await edit(game.id, { status: 'completed' })).status).toBe(200);
    const [, , , final] = await push.waitFor(browser, 4);
    expect(final!.message).toMatchObject({ type: 'final', title: 'Final: Hawks vs Bears', body: 'Hawks 13, Bears 8. Hawks win.' });
    expect(browser.received.map((r) => r.message.type)).toEqual(['kickoff', 'score', 'score', 'final']);
    expect(push.refused).toEqual([]);
  });

  it('moved (the new kickoff in league time, and the field) and cancelled; nothing after unfollowing', async () => {
    const browser = push.browser();
    const witness = push.browser();
    const game = await createGameVia(s.adminClient, s, { scheduledDate: '2031-03-01T15:00:00.000Z' });
    await follow(browser, [s.awayTeamId]);
    await follow(witness, [s.homeTeamId]);

    expect((await edit(game.id, { scheduledDate: '2031-03-08T16:30:00.000Z', field: s.fieldName })).status).toBe(200);
    const [moved] = await push.waitFor(browser, 1);
    expect(moved!.message).toEqual({ type: 'moved', gameId: game.id, title: 'Moved: Hawks vs Bears', body: 'Now Sat, Mar 8, 10:30 AM CST on North Field.', url: `/${s.league.slug}?game=${game.id}` });

    expect((await edit(game.id, { status: 'cancelled' })).status).toBe(200);
    const [, cancelled] = await push.waitFor(browser, 2);
    expect(cancelled!.message).toMatchObject({ type: 'cancelled', body: 'The game of Sat, Mar 8, 10:30 AM CST is cancelled.' });

    expect((await visitor.request('DELETE', '/api/push/subscriptions', { endpoint: browser.subscription.endpoint, auth: browser.subscription.keys.auth })).status).toBe(204);
    await push.waitFor(witness, 2);
    expect((await edit(game.id, { status: 'scheduled', scheduledDate: '2031-03-15T16:30:00.000Z' })).status).toBe(200);
    await push.waitFor(witness, 3);
    await drained();
    expect(browser.received).toHaveLength(2);
    expect(push.refused).toEqual([]);
  });

  it('a deleted game that was to be played is cancelled for its followers', async () => {
    const browser = push.browser();
    const game = await createGameVia(s.adminClient, s);
    await follow(browser, [s.homeTeamId]);
    expect((await s.adminClient.request('DELETE', `/api/games/${game.id}`)).status).toBe(204);
    const [cancelled] = await push.waitFor(browser, 1);
    expect(cancelled!.message).toMatchObject({ type: 'cancelled', gameId: game.id });
  });

  it('an expired subscription (410) is deleted', async () => {
    const browser = push.browser();
    browser.answerWith = 410;
    await kickoffFollowed(browser);
    await until(async () => (await subscriptionsOf(browser)).length === 0, 'the subscription to be deleted');
    expect(browser.received).toEqual([]);
  });

  it('a push service briefly down (503) is retried', async () => {
    const browser = push.browser();
    browser.failNext = 2;
    const game = await kickoffFollowed(browser);
    const [kickoff] = await push.waitFor(browser, 1, 15_000);
    expect(kickoff!.message).toMatchObject({ type: 'kickoff', gameId: game.id });
    expect(browser.failNext).toBe(0);
  });
});

describe('the schedule import', () => {
  const HEADER = 'Match ID,Division,Round,Home Team,Away Team,Date,Start Time,End Time,Field,Facility Address,Home Coach,Away Coach,Referee,Status,Home Score,Away Score';
  async function upload(rows: string[]): Promise<{ status: number; body: ImportResult & { message?: string } }> {
    const form = new FormData();
    form.append('leagueSlug', s.league.slug);
    form.append('csvFile', new Blob([[HEADER, ...rows].join('\r\n')]), 'schedule.csv');
    const res = await fetch(`${server.url}/api/import/sports-connect`, { method: 'POST', body: form, headers: { cookie: s.adminClient.cookie! } });
    return { status: res.status, body: (await res.json()) as ImportResult & { message?: string } };
  }
  async function importRows(...rows: string[]): Promise<ImportResult> {
    const { status, body } = await upload(rows);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }
  async function followImported(matchId: string, team: string): Promise<{ browser: TestBrowser; gameId: number }> {
    const [followed] = await server.deps.db.select().from(teams).where(and(eq(teams.leagueId, s.league.id), eq(teams.name, team)));
    const [game] = await server.deps.db.select().from(games).where(and(eq(games.leagueId, s.league.id), eq(games.externalId, matchId)));
    const browser = push.browser();
    expect((await follow(browser, [followed!.id])).status).toBe(201);
    return { browser, gameId: game!.id };
  }
  // nothing more reaches the browser once what was queued is sent
  async function nothingMore(browser: TestBrowser, count: number): Promise<void> {
    await drained();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(browser.received).toHaveLength(count);
  }

  it('a re-import that moves a followed game sends one moved, an unchanged one nothing, a final score the final', async () => {
    const opener = '88001,,1,Ravens,Foxes,03/06/2032,09:00 AM,10:00 AM,North Field,,,,,Scheduled,,';
    const other = '88002,,1,Otters,Lynxes,03/06/2032,09:00 AM,10:00 AM,,,,,,Scheduled,,';
    expect(await importRows(opener, other)).toMatchObject({ teamsCreated: 4, gamesCreated: 2, errors: [] });
    const { browser, gameId } = await followImported('88001', 'Ravens');

    const moved = '88001,,1,Ravens,Foxes,03/13/2032,10:30 AM,11:30 AM,South Field,,,,,Scheduled,,';
    expect(await importRows(moved, other)).toMatchObject({ gamesUpdated: 1, fieldsCreated: 1, errors: [] });
    const [notice] = await push.waitFor(browser, 1);
    expect(notice!.message).toEqual({ type: 'moved', gameId, title: 'Moved: Ravens vs Foxes', body: 'Now Sat, Mar 13, 10:30 AM CST on South Field.', url: `/${s.league.slug}?game=${gameId}` });
    await nothingMore(browser, 1);

    expect(await importRows(moved, other)).toMatchObject({ gamesCreated: 0, gamesUpdated: 0, errors: [] });
    await nothingMore(browser, 1);

    expect(await importRows(moved.replace('Scheduled,,', 'Final,14,7'), other)).toMatchObject({ gamesUpdated: 1, errors: [] });
    const [, final] = await push.waitFor(browser, 2);
    expect(final!.message).toMatchObject({ type: 'final', gameId, body: 'Ravens 14, Foxes 7. Ravens win.' });
    await nothingMore(browser, 2);
    expect(push.refused).toEqual([]);
  });

  it('an import undone after a later batch failed moves the game back for its followers', async () => {
    expect(await importRows('88101,,1,Herons,Cranes,03/06/2032,09:00 AM,10:00 AM,North Field,,,,,Scheduled,,')).toMatchObject({ gamesCreated: 1, errors: [] });
    const { browser, gameId } = await followImported('88101', 'Herons');
    // the second batch's last row is refused by the database (a trigger stands in for its failure)
    await server.deps.db.execute(sql.raw(`create function refuse_88100() returns trigger language plpgsql as $$
      begin if new.external_id = '88100' then raise exception 'refused for the test'; end if; return new; end $$`));
    await server.deps.db.execute(sql.raw('create trigger refuse_88100 before insert on games for each row execute function refuse_88100()'));
    try {
      const fillers = Array.from({ length: IMPORT_BATCH_ROWS - 1 }, (_, i) => `${89000 + i},,1,Grebes,Loons,${new Date(Date.UTC(2033, 0, 1 + i)).toISOString().replace(/^(\d+)-(\d+)-(\d+).*$/, '$2/$3/$1')},09:00 AM,10:00 AM,,,,,,Scheduled,,`);
      const res = await upload(['88101,,1,Herons,Cranes,03/13/2032,10:30 AM,11:30 AM,North Field,,,,,Scheduled,,', ...fillers, '88100,,1,Grebes,Loons,06/01/2034,09:00 AM,10:00 AM,,,,,,Scheduled,,']);
      expect(res).toMatchObject({ status: 500, body: { message: IMPORT_TEXT.undone } });
    } finally {
      await server.deps.db.execute(sql.raw('drop trigger refuse_88100 on games'));
      await server.deps.db.execute(sql.raw('drop function refuse_88100()'));
    }
    const [away, back] = await push.waitFor(browser, 2);
    expect(away!.message).toMatchObject({ type: 'moved', gameId, body: 'Now Sat, Mar 13, 10:30 AM CST on North Field.' });
    expect(back!.message).toMatchObject({ type: 'moved', gameId, body: 'Now Sat, Mar 6, 9:00 AM CST on North Field.' });
    await nothingMore(browser, 2);
  });
});

describe('configuration', () => {
  it('generates the VAPID pair once into DATA_DIR (the owner\'s only), unless the environment gives one', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-vapid-'));
    const generated = new PushKeys(loadConfig({ DATA_DIR: dataDir })).get();
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(new PushKeys(loadConfig({ DATA_DIR: dataDir })).get()).toEqual(generated);
    const given = server.deps.config.push.vapidKeys!;
    expect(new PushKeys(loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey })).get()).toEqual(given);
    fs.rmSync(dataDir, { recursive: true });
  });

  it('refuses half a VAPID pair, a bad subject and a bad origin list, naming the variable', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'https://fcm.googleapis.com/path' })).toThrow(/PUSH_SERVICE_ORIGINS/);
    expect(loadConfig({ PUSH_SERVICE_ORIGINS: ' https://*.push.apple.com , http://127.0.0.1:* ' }).push.serviceOrigins).toEqual(['https://*.push.apple.com', 'http://127.0.0.1:*']);
    expect(loadConfig({ PUBLIC_URL: 'https://leagues.example.org' }).push.subject).toBe('https://leagues.example.org');
  });
});
