import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiFetch, deliverLogout, keepLogout, logoutWaiting } from './api';
import { isLogoutPending } from './pending-logout';

// Decision 043 against a real HTTP server, stopped and started again as the signal goes and comes
// back. (node has no IndexedDB: the sign-out is kept in memory here; the browser test keeps it
// through a closed page.)
const seen: string[] = [];
let logoutStatus = 204;
let server: Server;
let port = 0;
let base = '';

function listen(): Promise<void> {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/api/logout') response.writeHead(logoutStatus).end();
    else response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

function stop(): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

beforeAll(async () => {
  await listen();
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => stop());

async function noAnswer(call: Promise<unknown>): Promise<unknown> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect(error).not.toBeInstanceOf(ApiError);
  return error;
}

describe('a sign-out kept on the device (decision 043)', () => {
  it('without a server, every call is held back as no answer; once it is back the sign-out goes first, once, then the calls', async () => {
    await stop();
    seen.length = 0;
    await keepLogout();
    expect(logoutWaiting()).toBe(true);
    expect(await isLogoutPending()).toBe(true);
    await noAnswer(apiFetch(`${base}/api/games/1/actions`, { method: 'POST', body: { type: 'addScore' } }));
    expect(await deliverLogout(base)).toBe(false);
    expect(logoutWaiting()).toBe(true);

    await listen();
    const answers = await Promise.all([apiFetch(`${base}/api/user`), apiFetch(`${base}/api/leagues/by-slug/demo`)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(seen[0]).toBe('POST /api/logout');
    expect(seen.slice(1).sort()).toEqual(['GET /api/leagues/by-slug/demo', 'GET /api/user']);
    expect(logoutWaiting()).toBe(false);
    expect(await isLogoutPending()).toBe(false);

    await apiFetch(`${base}/api/user`);
    expect(seen.filter((request) => request === 'POST /api/logout')).toHaveLength(1);
  });

  it('an answer worth asking again (503) keeps it waiting and holds the calls; the server’s 204 ends it', async () => {
    seen.length = 0;
    logoutStatus = 503;
    await keepLogout();
    await noAnswer(apiFetch(`${base}/api/user`));
    expect(seen).toEqual(['POST /api/logout']);
    expect(await isLogoutPending()).toBe(true);

    logoutStatus = 204;
    await apiFetch(`${base}/api/user`);
    expect(seen).toEqual(['POST /api/logout', 'POST /api/logout', 'GET /api/user']);
    expect(await isLogoutPending()).toBe(false);
  });

  it('a refusal that asking again would not change (403) counts as the server’s answer: nothing stays held', async () => {
    seen.length = 0;
    logoutStatus = 403;
    await keepLogout();
    await apiFetch(`${base}/api/user`);
    expect(seen).toEqual(['POST /api/logout', 'GET /api/user']);
    expect(logoutWaiting()).toBe(false);
    logoutStatus = 204;
  });
});
