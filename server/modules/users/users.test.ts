import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedUserDto } from '../../../common/schemas/users';
import { auditLog, users } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { USERS_TEXT } from './texts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function leagueWithAdmin() {
  const league = await buildLeague(server);
  const admin = await buildUser(server, { role: 'admin', league });
  return { league, admin, client: await signIn(server, admin, league.slug) };
}

describe('approval path', () => {
  it('a referee registers, cannot sign in, is approved and then signs in', async () => {
    const { league, client } = await leagueWithAdmin();
    const visitor = new ApiClient(server.url);
    const reg = await visitor.post<{ user: { id: number } }>('/api/register', { username: `newref-${league.id}`, password: 'whistle-pass', email: 'n@r.com', firstName: 'New', lastName: 'Ref', leagueSlug: league.slug, registerAsReferee: true });
    expect(reg.status).toBe(201);
    expect((await visitor.post('/api/login', { username: `newref-${league.id}`, password: 'whistle-pass', leagueSlug: league.slug })).status).toBe(403);

    const pending = await client.get<ManagedUserDto[]>(`/api/leagues/${league.slug}/pending-referees`);
    expect(pending.status).toBe(200);
    expect(pending.body.map((u) => u.username)).toEqual([`newref-${league.id}`]);
    expect(JSON.stringify(pending.body)).not.toMatch(/password|hash/i);
    expect((await client.get<ManagedUserDto[]>('/api/users/pending')).body).toHaveLength(1);

    const approve = await client.request('PATCH', `/api/users/${reg.body.user.id}/role`, { role: 'referee' });
    expect(approve.status).toBe(200);
    expect(approve.body).toMatchObject({ role: 'referee' });
    const login = await visitor.post('/api/login', { username: `newref-${league.id}`, password: 'whistle-pass', leagueSlug: league.slug });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('referee');

    const approved = await client.get<ManagedUserDto[]>('/api/referees');
    expect(approved.body.map((u) => u.role).sort()).toEqual(['admin', 'referee']);
    expect((await client.get<ManagedUserDto[]>(`/api/leagues/${league.slug}/pending-referees`)).body).toHaveLength(0);
  });

  it('Make Admin, then Remove back to pending, ending the sessions each time', async () => {
    const { league, client } = await leagueWithAdmin();
    const referee = await buildUser(server, { role: 'referee', league });
    const phone = await signIn(server, referee);
    const promoted = await client.request('PATCH', `/api/users/${referee.id}/role`, { role: 'admin' });
    expect(promoted.body).toMatchObject({ role: 'admin' });
    expect((await phone.get('/api/user')).status).toBe(401);

    const removed = await client.request('PATCH', `/api/users/${referee.id}/role`, { role: 'pending' });
    expect(removed.status).toBe(200);
    expect(removed.body.role).toBe('pending');
    const audit = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.role-change'), eq(auditLog.targetId, String(referee.id))));
    expect(audit.map((a) => a.details)).toEqual([
      expect.objectContaining({ from: 'referee', to: 'admin' }),
      expect.objectContaining({ from: 'admin', to: 'pending' }),
    ]);
  });
});

describe('role rules', () => {
  it('nobody changes their own role; the last admin stays; only a super admin grants super_admin', async () => {
    const { league, admin, client } = await leagueWithAdmin();
    const own = await client.request('PATCH', `/api/users/${admin.id}/role`, { role: 'referee' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(USERS_TEXT.ownRole);

    const superAdmin = await buildUser(server, { role: 'super_admin' });
    const root = await signIn(server, superAdmin);
    const last = await root.request('PATCH', `/api/users/${admin.id}/role`, { role: 'pending' });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(USERS_TEXT.lastAdmin);

    const referee = await buildUser(server, { role: 'referee', league });
    const grant = await client.request('PATCH', `/api/users/${referee.id}/role`, { role: 'super_admin' });
    expect(grant.status).toBe(403);
    expect(grant.body.message).toBe(USERS_TEXT.superAdminOnly);
    const create = await client.post('/api/users', { firstName: 'S', username: `sa-${league.id}`, password: 'long-enough', role: 'super_admin' });
    expect(create.status).toBe(403);

    const invalid = await client.request('PATCH', `/api/users/${referee.id}/role`, { role: 'captain' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/Role/);
    const badId = await client.request('PATCH', '/api/users/abc/role', { role: 'referee' });
    expect(badId.status).toBe(400);
    const unknown = await client.request('PATCH', '/api/users/999999/role', { role: 'referee' });
    expect(unknown.status).toBe(404);
  });

  it('an admin cannot reach users of another league, by id, slug or body', async () => {
    const a = await leagueWithAdmin();
    const b = await leagueWithAdmin();
    const bReferee = await buildUser(server, { role: 'referee', league: b.league });
    expect((await a.client.request('PATCH', `/api/users/${bReferee.id}/role`, { role: 'pending' })).status).toBe(404);
    expect((await a.client.request('PATCH', `/api/users/${bReferee.id}`, { firstName: 'Hacked' })).status).toBe(404);
    expect((await a.client.post('/api/admin/change-password', { userId: bReferee.id, newPassword: 'taken-over' })).status).toBe(404);
    const bySlug = await a.client.get(`/api/leagues/${b.league.slug}/referees`);
    expect(bySlug.status).toBe(403);
    expect(bySlug.body.message).toContain('You can only access your assigned league');
    expect((await a.client.get(`/api/leagues/${b.league.slug}/pending-referees`)).status).toBe(403);
    const inBody = await a.client.post('/api/users', { firstName: 'X', username: `x-${b.league.id}`, password: 'long-enough', leagueId: b.league.id });
    expect(inBody.status).toBe(403);
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, bReferee.id));
    expect(row!.role).toBe('referee');
    expect(row!.firstName).toBe('Test');
  });

  it('only a super admin edits a super admin attached to the league: no rename, email, password or role by its admin', async () => {
    const { league, client } = await leagueWithAdmin();
    const superAdmin = await buildUser(server, { role: 'super_admin' });
    await server.deps.db.update(users).set({ leagueId: league.id }).where(eq(users.id, superAdmin.id));
    for (const [method, path, body] of [
      ['PATCH', `/api/users/${superAdmin.id}`, { username: `taken-over-${league.id}` }],
      ['PATCH', `/api/users/${superAdmin.id}`, { email: 'attacker@example.com' }],
      ['PATCH', `/api/users/${superAdmin.id}`, { firstName: 'Renamed' }],
      ['POST', '/api/admin/change-password', { userId: superAdmin.id, newPassword: 'taken-over-pw' }],
      ['PATCH', `/api/users/${superAdmin.id}/role`, { role: 'pending' }],
    ] as const) {
      const res = await client.request(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
      expect(res.body.message).toBe(USERS_TEXT.superAdminAccount);
    }
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, superAdmin.id));
    expect(row).toMatchObject({ username: superAdmin.username, email: superAdmin.email, firstName: 'Test', role: 'super_admin', passwordHash: superAdmin.passwordHash });
    // the super admin still signs in with its own password, and another super admin may edit it
    const root = await signIn(server, superAdmin);
    const other = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    expect((await other.request('PATCH', `/api/users/${superAdmin.id}`, { firstName: 'Edited' })).status).toBe(200);
    expect((await root.get('/api/user')).status).toBe(200);
  });

  it('refuses referees, fans and visitors', async () => {
    const league = await buildLeague(server);
    const referee = await signIn(server, await buildUser(server, { role: 'referee', league }));
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league }));
    for (const client of [referee, fan]) {
      expect((await client.get('/api/referees')).status).toBe(403);
      expect((await client.post('/api/users', { firstName: 'A', username: 'sneaky', password: 'long-enough' })).status).toBe(403);
    }
    const visitor = new ApiClient(server.url);
    expect((await visitor.get('/api/users/pending')).status).toBe(401);
  });
});

describe('add, edit and change password', () => {
  it('adds a referee to the admin league and rejects blanks and duplicates', async () => {
    const { league, client } = await leagueWithAdmin();
    const created = await client.post('/api/users', { firstName: 'Casey', lastName: '', email: '', username: `casey-${league.id}`, password: 'whistle-pass', role: 'referee', leagueId: league.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Casey', lastName: null, email: null, role: 'referee', leagueId: league.id });
    expect(JSON.stringify(created.body)).not.toMatch(/password/i);
    expect((await new ApiClient(server.url).post('/api/login', { username: `casey-${league.id}`, password: 'whistle-pass' })).status).toBe(200);

    const dup = await client.post('/api/users', { firstName: 'Other', username: `CASEY-${league.id}`, password: 'whistle-pass' });
    expect(dup.status).toBe(409);
    const blank = await client.post('/api/users', { firstName: '  ', username: 'blank-first', password: 'whistle-pass' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/First name is required/);
    const noPassword = await client.post('/api/users', { firstName: 'N', username: 'no-password' });
    expect(noPassword.status).toBe(400);
  });

  it('edits names, email and username; refuses unknown fields and taken usernames', async () => {
    const { league, client } = await leagueWithAdmin();
    const referee = await buildUser(server, { role: 'referee', league });
    const other = await buildUser(server, { role: 'referee', league });
    const edit = await client.request('PATCH', `/api/users/${referee.id}`, { firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com', username: referee.username });
    expect((await client.request('PATCH', `/api/users/${referee.id}`, { username: other.username })).status).toBe(409);
    expect((await client.request('PATCH', `/api/users/${referee.id}`, { role: 'admin' })).status).toBe(400);
    expect((await client.request('PATCH', `/api/users/${referee.id}`, { firstName: '' })).status).toBe(400);
  });

  it('changes a password and signs the user out everywhere', async () => {
    const { league, client } = await leagueWithAdmin();
    const referee = await buildUser(server, { role: 'referee', league });
    const phone = await signIn(server, referee);
    const empty = await client.post('/api/admin/change-password', { userId: referee.id, newPassword: '' });
    expect(empty.status).toBe(400);
    expect((await phone.get('/api/user')).status).toBe(200);
    const res = await client.post('/api/admin/change-password', { userId: referee.id, newPassword: 'fresh-password' });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await new ApiClient(server.url).post('/api/login', { username: referee.username, password: referee.password })).status).toBe(401);
    expect((await new ApiClient(server.url).post('/api/login', { username: referee.username, password: 'fresh-password' })).status).toBe(200);
  });

  it('refuses writes in an archived league', async () => {
    const league = await buildLeague(server, { status: 'archived' });
    const admin = await buildUser(server, { role: 'admin', league });
    const referee = await buildUser(server, { role: 'referee', league });
    const client = await signIn(server, admin);
    const res = await client.request('PATCH', `/api/users/${referee.id}/role`, { role: 'pending' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/archived and read-only/);
    expect((await client.get('/api/referees')).status).toBe(200);
  });
});
