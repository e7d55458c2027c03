// PUBLIC_URL (issue 14 item 9, decision 019): the absolute links the server writes come from the
// configuration, never from the Host header a caller sends.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyDto } from '../../../common/schemas/api-keys';
import { ConfigError, loadConfig } from '../../config';
import { buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';

describe('PUBLIC_URL', () => {
  it('is kept as the site origin, trailing slash and default port dropped', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Leagues.Example.org/' }).publicUrl).toBe('https://leagues.example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://leagues.example.org:443' }).publicUrl).toBe('https://leagues.example.org');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
  });

  it('defaults to http://localhost:PORT', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
  });

  it('refuses anything but the address of a site, naming the variable', () => {
    for (const value of ['leagues.example.org', 'ftp://leagues.example.org', 'https://leagues.example.org/app', 'https://leagues.example.org/?x=1', 'https://user:pw@leagues.example.org', 'javascript:alert(1)']) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL: must be/);
    }
  });
});

describe('loginUrl of POST /api/wordpress/leagues/with-admin', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://leagues.example.org/', PUBLIC_HOST_ALIASES: 'api.leagues.example.org,127.0.0.1' } });
    const root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    key = (await root.post<CreatedApiKeyDto>('/api/auth/api-keys', { name: 'Site', permissions: ['write'] })).body.fullKey;
  });
  afterAll(() => server.close());

  // node:http, not fetch: fetch does not let a caller set the Host header
  function postWithHost(host: string, body: unknown): Promise<{ status: number; body: { loginUrl?: string; message?: string } }> {
    const payload = JSON.stringify(body);
    const { port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/wordpress/leagues/with-admin', headers: { host, authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { loginUrl?: string } }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  it('is built from PUBLIC_URL whatever Host the caller sends; a forged Host is refused (421)', async () => {
    const slug = `host-${Date.now()}`;
    expect((await postWithHost('evil.example', {})).status).toBe(421);
    const res = await postWithHost('api.leagues.example.org', {
      name: 'Forged Host League',
      slug,
      admin: { username: `${slug}-admin`, password: 'strong-admin-pass', email: `${slug}@example.com`, firstName: 'A', lastName: 'B' },
    });
    expect(res.status).toBe(201);
    expect(res.body.loginUrl).toBe(`https://leagues.example.org/${slug}/login`);
  });
});
