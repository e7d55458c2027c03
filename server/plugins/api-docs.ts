// The API described (decision 083): every route registered with a description (http/route-doc.ts)
// is collected here as Fastify registers it, with its own method and path, and GET
// /api/openapi.json answers the OpenAPI 3.1 document generated from them (http/openapi-document.ts).
// GET /api/docs renders it with Swagger UI, served from this server's node_modules under
// /api-docs/ (no CDN), under the page policy plugins/security-headers.ts gives that route alone.
// Registered before every route (app/app.ts), so the onRoute hook sees them all.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { API_DOCS_ASSETS_PATH, API_DOCS_HTML, API_DOCS_SCRIPT, API_DOCS_STYLES, OPENAPI_JSON_PATH } from '../http/api-docs-page';
import { notFound } from '../http/errors';
import { OPENAPI_VERSION, openApiDocument, type DocumentedOperation } from '../http/openapi-document';
import { limitPublicAddress } from '../http/public-limit';
import { documented, REFUSED, type RouteDoc } from '../http/route-doc';
import { API_DOCS_PATH } from './security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    // the route's description in the API's document (http/route-doc.ts)
    apiDoc?: RouteDoc;
  }
}

const openApiAnswer = z.looseObject({
  openapi: z.literal(OPENAPI_VERSION),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  webhooks: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});

const documentRoute = documented({
  summary: 'This document',
  description: 'The OpenAPI 3.1 description of the public and API-key routes and of the webhooks, generated from the schemas the routes validate with.',
  tag: 'description',
  auth: 'none',
  answers: { 200: { description: 'The document', json: openApiAnswer, headers: { etag: 'The document\'s version: send it as If-None-Match to be answered 304 while it is the same' } }, 304: { description: 'The document has not changed' } },
  refusals: { 429: REFUSED.tooMany },
});

const pageRoute = documented({
  summary: 'This document, to read',
  description: 'The document rendered by Swagger UI, served from this server (its files under /api-docs/).',
  tag: 'description',
  auth: 'none',
  answers: { 200: { description: 'The page', content: 'text/html' } },
  refusals: { 429: REFUSED.tooMany },
});

type Asset = { type: string; read: () => Buffer };
type Prepared = { type: string; raw: Buffer; gzip: Buffer; etag: string };

function swaggerUiFile(name: string): () => Buffer {
  return () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    return fs.readFileSync(path.join(dir, name));
  };
}

// The page's files: the renderer's two, the page's own start and styles. Nothing else of the
// package is served.
const ASSETS: Record<string, Asset> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: swaggerUiFile('swagger-ui-bundle.js') },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: swaggerUiFile('swagger-ui.css') },
  'api-docs.js': { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(API_DOCS_SCRIPT) },
  'api-docs.css': { type: 'text/css; charset=utf-8', read: () => Buffer.from(API_DOCS_STYLES) },
};

function prepare(type: string, raw: Buffer): Prepared {
  return { type, raw, gzip: gzipSync(raw), etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"` };
}

// An answer read once, compressed once, revalidated by its ETag.
function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: Prepared): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  reply.type(prepared.type);
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  return reply.send(prepared.raw);
}

const operationsOfApp = new WeakMap<FastifyInstance, DocumentedOperation[]>();

// The routes registered with a description, as Fastify has them (the API test reads them too).
export function documentedOperations(app: FastifyInstance): readonly DocumentedOperation[] {
  return operationsOfApp.get(app) ?? [];
}

export function registerApiDocs(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'limiters'>): void {
  const operations: DocumentedOperation[] = [];
  operationsOfApp.set(app, operations);
  app.addHook('onRoute', (route) => {
    const doc = route.config?.apiDoc;
    if (!doc) return;
    // HEAD is Fastify's own twin of each GET
    for (const method of [route.method].flat()) if (method !== 'HEAD') operations.push({ method, url: route.url, doc });
  });

  // made at the first ask, once every route is registered
  let document: Prepared | null = null;
  app.get(OPENAPI_JSON_PATH, documentRoute.options, (request, reply) => {
    limitPublicAddress(deps, request);
    document ??= prepare('application/json; charset=utf-8', Buffer.from(JSON.stringify(openApiDocument(operations, { publicUrl: deps.config.publicUrl }))));
    return sendPrepared(request, reply, document);
  });

  const page = prepare('text/html; charset=utf-8', Buffer.from(API_DOCS_HTML));
  app.get(API_DOCS_PATH, pageRoute.options, (request, reply) => {
    limitPublicAddress(deps, request);
    return sendPrepared(request, reply, page);
  });

  const prepared = new Map<string, Prepared>();
  app.get(`${API_DOCS_ASSETS_PATH}/:file`, (request, reply) => {
    const { file } = request.params as { file: string };
    const asset = Object.hasOwn(ASSETS, file) ? ASSETS[file]! : null;
    if (!asset) throw notFound('No such file');
    let ready = prepared.get(file);
    if (!ready) prepared.set(file, (ready = prepare(asset.type, asset.read())));
    return sendPrepared(request, reply, ready);
  });
}
