// Security headers (issue 14 item 9, decision 019): a Content-Security-Policy the built client
// passes, and HSTS only over https behind a trusted proxy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/helpers';

let server: TestServer;
let proxied: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>');
  server = await startTestServer({ build: { clientDir } });
  proxied = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function directives(policy: string | null): Map<string, string[]> {
  expect(policy).not.toBeNull();
  return new Map(policy!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('Content-Security-Policy', () => {
  it('is on the app page and its other paths: scripts from the site only, no framing, no plugins', async () => {
    for (const route of ['/', '/demo/admin', '/no-such-page']) {
      const res = await fetch(server.url + route);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), route).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      // over plain http an upgrade would break every asset of a server reached by address
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('on API answers, is the REST set: nothing loads, no framing, no sniffing, no reading by other sites', async () => {
    for (const route of ['/api/leagues/by-slug', '/api/no-such-route', '/api/leagues/demo/public/games?status=live']) {
      const res = await fetch(server.url + route);
      expect(directives(res.headers.get('content-security-policy')), route).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // the page's headers stay on the page
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(res.headers.get('referrer-policy')).toBeNull();
    }
  });

  it('is one the entry page passes: it runs no inline script', () => {
    const pages = [path.resolve('client/index.html'), path.resolve('dist/client/index.html')].filter((file) => fs.existsSync(file));
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, file).toMatch(/\bsrc=/);
        expect(body!.trim(), file).toBe('');
      }
      expect(html, file).not.toMatch(/\son[a-z]+=/i);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http', async () => {
    expect((await fetch(server.url + '/api/leagues/by-slug')).headers.get('strict-transport-security')).toBeNull();
  });

  it('is not sent for a forwarded https the server does not trust (TRUST_PROXY unset)', async () => {
    const res = await fetch(server.url + '/api/leagues/by-slug', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent over https behind a trusted proxy, on API answers and pages, with the upgrade of insecure requests on pages', async () => {
    const https = await fetch(proxied.url + '/api/leagues/by-slug', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const page = await fetch(proxied.url + '/no-such-page', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(page.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    const http = await fetch(proxied.url + '/api/leagues/by-slug', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});
