// Cross-site request forgery and cross-site WebSocket hijacking (issue 14 item 6, decision 019):
// what a page of another site can make a signed-in visitor's browser send, through real HTTP and a
// real `ws` client.
import http, { type IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CreatedApiKeyDto } from '../../common/schemas/api-keys';
import { loadConfig } from '../config';
import { teams } from '../db/schema';
import type { League } from '../modules/leagues/store';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../test/helpers';
import { CSRF_TEXT } from './csrf';

const PUBLIC_URL = 'https://leagues.example.org';
let server: TestServer;
let league: League;
let admin: ApiClient;
let ownOrigin: string;

beforeAll(async () => {
  // the test server is reached at 127.0.0.1, an alias of PUBLIC_URL's host
  server = await startTestServer({ env: { PUBLIC_URL, PUBLIC_HOST_ALIASES: '127.0.0.1' } });
  ownOrigin = server.url;
  league = await buildLeague(server);
  admin = await signIn(server, await buildUser(server, { role: 'admin', league }));
});
afterAll(() => server.close());

let teamCounter = 0;
// A write that succeeds for the signed-in admin unless refused: create a team.
function createTeam(client: ApiClient, headers: Record<string, string>) {
  const name = `Team ${++teamCounter}`;
  return client.request<{ message: string; id: number }>('POST', '/api/teams', { name }, { headers }).then((res) => ({ ...res, name }));
}

async function teamExists(name: string): Promise<boolean> {
  return (await server.deps.db.select().from(teams).where(eq(teams.name, name))).length > 0;
}

describe('state-changing requests from another site', () => {
  it('refuses a signed-in write whose Origin is another site, and writes nothing', async () => {
    const res = await createTeam(admin, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: CSRF_TEXT.crossSite });
    expect(await teamExists(res.name)).toBe(false);
  });

  it('refuses a write the browser marks Sec-Fetch-Site: cross-site, even with no Origin', async () => {
    const res = await createTeam(admin, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CSRF_TEXT.crossSite);
    expect(await teamExists(res.name)).toBe(false);
  });

  it('refuses an opaque origin ("null"), a sibling subdomain, another port or another scheme of the same host', async () => {
    const port = new URL(ownOrigin).port;
    // the own host and port with another scheme: the server speaks plain http (issue 33 item 9)
    for (const origin of ['null', 'https://evil.leagues.example.org', `http://127.0.0.1:${Number(port) + 1}`, 'http://leagues.example.org', `https://127.0.0.1:${port}`]) {
      const res = await createTeam(admin, { origin });
      expect(res.status, origin).toBe(403);
    }
  });

  it('accepts the own origin, PUBLIC_URL, same-site fetch metadata and a request with neither header', async () => {
    const cases: Record<string, string>[] = [
      { origin: ownOrigin, 'sec-fetch-site': 'same-origin' },
      { origin: PUBLIC_URL },
      { origin: ownOrigin, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of cases) {
      const res = await createTeam(admin, headers);
      expect(res.status, JSON.stringify(headers)).toBe(201);
      expect(await teamExists(res.name)).toBe(true);
    }
  });

  it('refuses a cross-site sign-in (login CSRF) but not one from the app', async () => {
    const user = await buildUser(server, { role: 'fan', league });
    const body = { username: user.username, password: user.password };
    const forged = await new ApiClient(server.url).request('POST', '/api/login', body, { headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    const own = await new ApiClient(server.url).request('POST', '/api/login', body, { headers: { origin: ownOrigin } });
    expect(own.status).toBe(200);
  });

  it('lets reads through from anywhere (the CSRF check is for writes)', async () => {
    const res = await admin.request('GET', `/api/leagues/${league.slug}/teams`, undefined, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it('judges the Bearer-key routes by their key alone (a browser never sends the key by itself)', async () => {
    const root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    const key = (await root.post<CreatedApiKeyDto>('/api/auth/api-keys', { name: 'Site', permissions: ['read', 'write'] })).body.fullKey;
    const slug = `csrf-key-${Date.now()}`;
    const res = await new ApiClient(server.url).request('POST', '/api/wordpress/leagues/with-admin', {
      name: 'Keyed League',
      slug,
      admin: { username: `${slug}-admin`, password: 'strong-admin-pass', email: `${slug}@example.com`, firstName: 'A', lastName: 'B' },
    }, { headers: { authorization: `Bearer ${key}`, origin: 'https://wordpress.example' } });
    expect(res.status).toBe(201);
  });
});

describe('the own host behind a proxy', () => {
  it('accepts X-Forwarded-Host as the own host only with TRUST_PROXY=1', async () => {
    const headers = { origin: 'https://proxy.example', 'x-forwarded-host': 'proxy.example', 'x-forwarded-proto': 'https' };
    expect((await createTeam(admin, headers)).status).toBe(403);

    const proxied = await startTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      const proxiedLeague = await buildLeague(proxied);
      const proxiedAdmin = await signIn(proxied, await buildUser(proxied, { role: 'admin', league: proxiedLeague }));
      expect((await createTeam(proxiedAdmin, headers)).status).toBe(201);
      expect((await createTeam(proxiedAdmin, { ...headers, origin: 'https://evil.example' })).status).toBe(403);
      // the scheme the proxy says it was reached by counts too
      expect((await createTeam(proxiedAdmin, { ...headers, origin: 'http://proxy.example' })).status).toBe(403);
      // without PUBLIC_URL the Host is not checked
      expect((await requestWithHost(proxied, 'GET', '/api/leagues/by-slug', { host: 'anything.example' })).status).not.toBe(421);
    } finally {
      await proxied.close();
    }
  });
});

// node:http, not fetch: fetch does not let a caller set the Host header
function requestWithHost(target: TestServer, method: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { port } = new URL(target.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the Host header with PUBLIC_URL set (issue 33 item 9)', () => {
  const port = () => new URL(server.url).port;

  it("answers 421 with a message to a Host that is neither PUBLIC_URL's nor an alias, on every method and page", async () => {
    for (const [method, path] of [['GET', '/api/leagues/by-slug'], ['GET', '/'], ['POST', '/api/login']] as const) {
      const res = await requestWithHost(server, method, path, { host: `evil.example:${port()}` });
      expect(res.status, `${method} ${path}`).toBe(421);
      expect(JSON.parse(res.body)).toEqual({ message: CSRF_TEXT.misdirected(PUBLIC_URL) });
    }
    expect((await requestWithHost(server, 'GET', '/api/leagues/by-slug', { host: 'leagues.example.org.evil.example' })).status).toBe(421);
  });

  it("accepts PUBLIC_URL's host name and an alias, whatever the port or the letter case", async () => {
    for (const host of ['leagues.example.org', 'Leagues.Example.org:8443', `127.0.0.1:${port()}`]) {
      expect((await requestWithHost(server, 'GET', '/api/leagues/by-slug', { host })).status, host).toBe(200);
    }
  });

  it('refuses the /ws upgrade of a foreign Host too', async () => {
    const res = await requestWithHost(server, 'GET', '/ws', { host: 'evil.example', connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' });
    expect(res.status).toBe(421);
  });

  it('reads X-Forwarded-Host behind a trusted proxy; refuses aliases without PUBLIC_URL at start', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL } });
    try {
      expect((await requestWithHost(proxied, 'GET', '/api/leagues/by-slug', { host: '127.0.0.1', 'x-forwarded-host': 'leagues.example.org', 'x-forwarded-proto': 'https' })).status).toBe(200);
      expect((await requestWithHost(proxied, 'GET', '/api/leagues/by-slug', { host: 'leagues.example.org', 'x-forwarded-host': 'evil.example' })).status).toBe(421);
    } finally {
      await proxied.close();
    }
    expect(() => loadConfig({ PUBLIC_HOST_ALIASES: 'www.example.org' })).toThrow(/PUBLIC_HOST_ALIASES: needs PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL, PUBLIC_HOST_ALIASES: 'https://www.example.org' })).toThrow(/PUBLIC_HOST_ALIASES: must be host names/);
  });
});

describe('request bodies a cross-site form can send without a preflight', () => {
  const body = JSON.stringify({ name: 'Plain Text Team' });
  for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    it(`answers ${type} on a JSON route with 415 and a message`, async () => {
      const res = await admin.request<{ message: string }>('POST', '/api/teams', undefined, { rawBody: type.startsWith('multipart') ? '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForm Team\r\n--x--\r\n' : body, headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Unsupported content type; send JSON');
    });
  }

  it('still takes a multipart upload on the import route', async () => {
    const form = new FormData();
    form.append('csvFile', new Blob(['not,a,schedule\n']), 'schedule.csv');
    form.append('dryRun', 'true');
    const res = await fetch(`${server.url}/api/import/sports-connect`, { method: 'POST', body: form, headers: { cookie: admin.cookie!, origin: ownOrigin } });
    expect(res.status).not.toBe(415);
    expect(res.status).toBeLessThan(500);
  });
});

// The status and body of a refused upgrade, or 101 when the socket opened.
function upgrade(headers: Record<string, string>, origin?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, { headers, ...(origin ? { origin } : {}) });
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
    ws.once('unexpected-response', (_request, response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

describe('/ws upgrade', () => {
  it('refuses a foreign Origin, with or without the session cookie', async () => {
    const signedIn = await upgrade({ cookie: admin.cookie! }, 'https://evil.example');
    expect(signedIn.status).toBe(403);
    expect(JSON.parse(signedIn.body)).toEqual({ message: CSRF_TEXT.crossSite });
    expect((await upgrade({}, 'https://evil.example')).status).toBe(403);
    expect((await upgrade({ cookie: admin.cookie!, 'sec-fetch-site': 'cross-site' }, ownOrigin)).status).toBe(403);
  });

  it('accepts the own origin, PUBLIC_URL and a client that sends no Origin', async () => {
    expect((await upgrade({ cookie: admin.cookie! }, ownOrigin)).status).toBe(101);
    expect((await upgrade({ cookie: admin.cookie! }, PUBLIC_URL)).status).toBe(101);
    expect((await upgrade({})).status).toBe(101);
  });
});
