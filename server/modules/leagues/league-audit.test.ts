// Issue 46: GET /api/leagues/{slug}/audit, a league's changes for its admins: who reads it, what an
// entry says (who by name, the action, the target, the details), newest first a page at a time, the
// filters (from, to in the league's time, actorId, kind) and every bad filter refused with 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, AUDIT_TEXT, type AuditListDto } from '../../../common/schemas/audit';
import type { GameDto } from '../../../common/schemas/games/dto';
import { SERVER_TEXT } from '../../../common/texts';
import { auditLog } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, type BuiltUser, type TestServer } from '../../test/helpers';
import { liveGame, staffedLeague, staffedSuite, type Staffed } from '../games/test-fixtures';
import type { League } from './store';

let server: TestServer;
let s: Staffed;
let other: Staffed;
let superAdmin: ApiClient;
let fan: ApiClient;
let promoted: BuiltUser;

staffedSuite({}, (suite) => {
  server = suite.server;
  s = suite.s;
});

type Answer = AuditListDto & { message?: string };
const auditOf = (client: ApiClient, slug: string, query = '') => client.get<Answer>(`/api/leagues/${slug}/audit${query}`);

// rows of a league written at chosen instants (the product writes them at its own now)
async function insertRows(league: League, rows: { at: string; action: string; actorUserId?: number | null; actorApiKeyId?: string | null }[]): Promise<void> {
  await server.deps.db.insert(auditLog).values(rows.map((row) => ({ leagueId: league.id, targetType: 'league', targetId: String(league.id), details: { test: true }, ...row, at: new Date(row.at) })));
}

beforeAll(async () => {
  other = await staffedLeague(server);
  superAdmin = await signIn(server, await buildUser(server, { role: 'super_admin' }));
  fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }), s.league.slug);
  // the product's own doors: an admin's edit of a game, a role change, the league's defaults synced
  const game = await liveGame(s, { refereeId: s.referee.id });
  const edited = await s.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { homeScore: 13 });
  expect(edited.status).toBe(200);
  promoted = await buildUser(server, { role: 'fan', league: s.league });
  expect((await s.adminClient.request('PATCH', `/api/users/${promoted.id}/role`, { role: 'referee' })).status).toBe(200);
  expect((await s.adminClient.post(`/api/leagues/${s.league.slug}/sync-game-settings`)).status).toBe(200);
});

describe('GET /api/leagues/{slug}/audit: who reads it', () => {
  it('answers the league\'s admin and a super admin', async () => {
    for (const client of [s.adminClient, superAdmin]) {
      const res = await auditOf(client, s.league.slug);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.entries.length).toBeGreaterThan(0);
    }
  });

  it('refuses a referee and a fan (403), the signed out (401), another league\'s admin (403), and an unknown league (404)', async () => {
    for (const client of [s.refereeClient, fan]) {
      const res = await auditOf(client, s.league.slug);
      expect(res.status).toBe(403);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await auditOf(new ApiClient(server.url), s.league.slug)).toMatchObject({ status: 401, body: { message: SERVER_TEXT.unauthorized } });
    expect(await auditOf(other.adminClient, s.league.slug)).toMatchObject({ status: 403, body: { message: SERVER_TEXT.assignedLeagueOnly } });
    expect(await auditOf(superAdmin, 'no-such-league')).toMatchObject({ status: 404, body: { message: SERVER_TEXT.leagueNotFound } });
  });

  it('lists the league\'s own changes only', async () => {
    const mine = (await auditOf(s.adminClient, s.league.slug)).body.entries.map((entry) => entry.id);
    const theirs = (await auditOf(other.adminClient, other.league.slug)).body.entries.map((entry) => entry.id);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });
});

describe('GET /api/leagues/{slug}/audit: the entries', () => {
  it('says who made each change by name, what it was and to what, newest first', async () => {
    const { entries } = (await auditOf(s.adminClient, s.league.slug)).body;
    const actions = entries.map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(['league.sync-game-settings', 'user.role-change', 'game.edit']);
    expect(entries[1]).toMatchObject({
      actor: { type: 'user', id: s.admin.id, name: 'Test admin' },
      action: 'user.role-change',
      target: { type: 'user', id: String(promoted.id) },
      details: { from: 'fan', to: 'referee' },
    });
    expect(entries[2]).toMatchObject({ action: 'game.edit', target: { type: 'game' }, details: { fields: ['homeScore'] } });
    expect(Object.keys(entries[0]!).sort()).toEqual(['action', 'actor', 'at', 'details', 'id', 'target']);
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('names a deleted user by its id, an API key by its name, and the system', async () => {
    const league = await buildLeague(server);
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
    await insertRows(league, [
      { at: '2026-03-01T12:00:00Z', action: 'user.update', actorUserId: 1_999_999_999 },
      { at: '2026-03-02T12:00:00Z', action: 'user.password-reset-requested', actorUserId: null },
      { at: '2026-03-03T12:00:00Z', action: 'game.edit', actorApiKeyId: 'gone-key' },
    ]);
    const { entries } = (await auditOf(admin, league.slug)).body;
    expect(entries.map((entry) => entry.actor)).toEqual([
      { type: 'api-key', id: 'gone-key', name: AUDIT_TEXT.deletedApiKey('gone-key') },
      { type: 'system', id: null, name: AUDIT_TEXT.system },
      { type: 'user', id: 1_999_999_999, name: AUDIT_TEXT.deletedUser(1_999_999_999) },
    ]);
    expect(entries[0]).toMatchObject({ at: '2026-03-03T12:00:00.000Z', target: { type: 'league', id: String(league.id) }, details: { test: true } });
  });
});

describe('GET /api/leagues/{slug}/audit: filters and pages', () => {
  let league: League;
  let admin: ApiClient;
  let adminUser: BuiltUser;
  beforeAll(async () => {
    league = await buildLeague(server, { timezone: 'America/New_York' });
    adminUser = await buildUser(server, { role: 'admin', league });
    admin = await signIn(server, adminUser, league.slug);
    await insertRows(league, [
      // 2 May 2026 in New York is 04:00Z on the 2nd to 04:00Z on the 3rd (EDT, UTC-4)
      { at: '2026-05-02T03:59:59Z', action: 'game.edit', actorUserId: adminUser.id },
      { at: '2026-05-02T04:00:00Z', action: 'user.role-change', actorUserId: adminUser.id },
      { at: '2026-05-02T18:30:00Z', action: 'rainout.publish', actorUserId: adminUser.id },
      { at: '2026-05-03T03:59:59Z', action: 'import.sports-connect', actorUserId: 1_999_999_998 },
      { at: '2026-05-03T04:00:00Z', action: 'league.update', actorUserId: adminUser.id },
    ]);
  });
  const actionsOf = async (query: string) => {
    const res = await auditOf(admin, league.slug, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.entries.map((entry) => entry.action);
  };

  it('reads a day as the league\'s whole day, and a time with or without its zone', async () => {
    expect(await actionsOf('?from=2026-05-02&to=2026-05-02')).toEqual(['import.sports-connect', 'rainout.publish', 'user.role-change']);
    expect(await actionsOf('?from=2026-05-03')).toEqual(['league.update']);
    expect(await actionsOf('?to=2026-05-01')).toEqual(['game.edit']);
    // 14:30 in New York is 18:30Z; a time is included at either end
    expect(await actionsOf('?from=2026-05-02T14:30&to=2026-05-02T18:30:00Z')).toEqual(['rainout.publish']);
    expect(await actionsOf(`?from=${encodeURIComponent('2026-05-02T20:30:00+02:00')}&to=2026-05-02T18:30:00.000Z`)).toEqual(['rainout.publish']);
  });

  it('filters by who made the change and by kind', async () => {
    expect(await actionsOf(`?actorId=${adminUser.id}&kind=user`)).toEqual(['user.role-change']);
    expect(await actionsOf('?actorId=1999999998')).toEqual(['import.sports-connect']);
    expect(await actionsOf('?kind=rainout')).toEqual(['rainout.publish']);
    expect(await actionsOf('?kind=game&from=2026-05-02')).toEqual([]);
  });

  it('answers at most 200 entries a page and the next page from `next`', async () => {
    const many = await buildLeague(server);
    const client = await signIn(server, await buildUser(server, { role: 'admin', league: many }), many.slug);
    await insertRows(many, Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({ at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), action: i % 2 === 0 ? 'team.update' : 'field.update' })));
    const first = await auditOf(client, many.slug);
    expect(first.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.next).toBe(first.body.entries.at(-1)!.id);
    const second = await auditOf(client, many.slug, `?before=${first.body.next}`);
    expect(second.body.entries).toHaveLength(5);
    expect(second.body.next).toBeNull();
    expect(second.body.entries[0]!.id).toBeLessThan(first.body.next!);
    // a filtered page pages alike
    const teams = await auditOf(client, many.slug, '?kind=team');
    expect(teams.body.entries).toHaveLength(103);
    expect(teams.body.next).toBeNull();
  });

  it('refuses every bad filter with 400 and a sentence naming it', async () => {
    const bad: [string, string][] = [
      ['?from=yesterday', `From ${AUDIT_TEXT.bound}`],
      ['?from=2026-02-30', `From ${AUDIT_TEXT.bound}`],
      ['?to=2026-05-02T24:00', `To ${AUDIT_TEXT.bound}`],
      ['?to=2026-05-02T10:00%2B15:00', `To ${AUDIT_TEXT.bound}`],
      ['?from=2026-05-03&to=2026-05-02', AUDIT_TEXT.fromAfterTo],
      ['?from=2026-05-02T12:00Z&to=2026-05-02T11:59:59Z', AUDIT_TEXT.fromAfterTo],
      ['?kind=nope', `Kind ${AUDIT_TEXT.kind}`],
      ['?kind=game.edit', `Kind ${AUDIT_TEXT.kind}`],
      ['?before=0', `Before ${AUDIT_TEXT.before}`],
      ['?before=abc', `Before ${AUDIT_TEXT.before}`],
    ];
    for (const [query, message] of bad) {
      const res = await auditOf(admin, league.slug, query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ message });
    }
    for (const query of ['?actorId=0', '?actorId=abc', '?actorId=-3', '?actorId=1.5', '?unknown=1', '?from=2026-05-02&from=2026-05-03']) {
      const res = await auditOf(admin, league.slug, query);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message, query).toBe('string');
    }
  });
});

describe('the kinds of change', () => {
  it('every action the server records is of a known kind', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../..');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const actions = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      // audit(tx, by, 'kind.verb', ...) and a door's { action: 'kind.verb' }
      for (const match of text.matchAll(/\baudit\([^,]+,[^']*?'([a-z-]+\.[a-z.-]+)'|\baction: '([a-z-]+\.[a-z.-]+)'/g)) actions.add(match[1] ?? match[2]!);
    }
    expect([...actions]).toEqual(expect.arrayContaining(['game.edit', 'game.rainout', 'league.sync-game-settings', 'user.role-change', 'import.sports-connect', 'rainout.publish', 'field.update']));
    const unknown = [...actions].filter((action) => !(AUDIT_KINDS as readonly string[]).includes(action.split('.')[0]!));
    expect(unknown).toEqual([]);
  });
});
