import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiFetch, apiJson, apiRequest, getQueryFn } from './api';

// A real HTTP server stands in for the API, so the rules are checked against real responses.
type Seen = { method: string; contentType: string | undefined; body: string; idempotencyKey?: string | string[] | undefined };
let server: Server;
let base = '';
const seen: Seen[] = [];

// What the stand-in answers at each path (any other: 404 'nope').
type Answer = { status: number; json?: string; text?: string };
const ANSWERS: Record<string, Answer> = {
  '/ok': { status: 200, json: '{"hello":"world"}' },
  '/json-error': { status: 409, json: '{"message":"That username is already taken"}' },
  '/empty-error': { status: 503 },
  '/unauthorized': { status: 401, json: '{"message":"Unauthorized"}' },
  '/no-content': { status: 204 },
};
const NOT_FOUND: Answer = { status: 404, text: 'nope' };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ method: request.method ?? '', contentType: request.headers['content-type'], body, idempotencyKey: request.headers['idempotency-key'] });
      const { status, json, text } = ANSWERS[request.url ?? ''] ?? NOT_FOUND;
      response.writeHead(status, json === undefined ? {} : { 'Content-Type': 'application/json' }).end(json ?? text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('apiRequest (spec 7, 8)', () => {
  it('sends JSON with its Content-Type only when there is a payload', async () => {
    seen.length = 0;
    await apiRequest('POST', `${base}/ok`, { a: 1 });
    await apiRequest('POST', `${base}/ok`);
    expect(seen[0]).toEqual({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
    expect(seen[1]).toEqual({ method: 'POST', contentType: undefined, body: '' });
  });

  it("turns a non-OK response into an ApiError reading '{status}: {body text}', with its status and body", async () => {
    const error = await apiRequest('POST', `${base}/json-error`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"That username is already taken"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage()).toBe('That username is already taken');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow(new ApiError(503, 'Service Unavailable'));
  });

  it('sends a FormData as it is, with its own multipart Content-Type', async () => {
    seen.length = 0;
    const form = new FormData();
    form.append('dryRun', 'true');
    await apiFetch(`${base}/ok`, { method: 'POST', body: form });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="dryRun"');
  });

  it('adds the headers a call needs beside the JSON Content-Type', async () => {
    seen.length = 0;
    await apiFetch(`${base}/ok`, { method: 'POST', body: { a: 1 }, headers: { 'Idempotency-Key': 'k1' } });
    expect(seen[0]).toEqual({ method: 'POST', contentType: 'application/json', body: '{"a":1}', idempotencyKey: 'k1' });
  });

  it('reads JSON and treats 204 as null', async () => {
    await expect(apiJson('GET', `${base}/ok`)).resolves.toEqual({ hello: 'world' });
    await expect(apiJson('DELETE', `${base}/no-content`)).resolves.toBeNull();
  });
});

describe('getQueryFn (spec 7: 401 yields null only when asked)', () => {
  async function run(on401: 'returnNull' | 'throw', path: string): Promise<unknown> {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return client.fetchQuery({ queryKey: [`${base}${path}`], queryFn: getQueryFn({ on401 }) });
  }

  it('returns null on 401 with returnNull', async () => {
    await expect(run('returnNull', '/unauthorized')).resolves.toBeNull();
  });

  it('throws the generic error on 401 with throw', async () => {
    await expect(run('throw', '/unauthorized')).rejects.toThrow(new ApiError(401, '{"message":"Unauthorized"}'));
  });

  it('joins the query key into the path', async () => {
    const client = new QueryClient();
    await expect(client.fetchQuery({ queryKey: [base, 'ok'], queryFn: getQueryFn({ on401: 'throw' }) })).resolves.toEqual({
      hello: 'world',
    });
  });
});
