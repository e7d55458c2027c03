import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

export type ClientFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

// Production serves the built client; the returned fallback answers every other GET that is not
// an API call with index.html, so the client router decides.
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<ClientFallback | null> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built client at ${clientDir}; run "npm run build" to serve the web app.`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // dist/client holds .br and .gz twins of its files (scripts/compress-client.mjs)
    preCompressed: true,
    setHeaders(reply, filePath) {
      // hashed assets never change; index.html must always be revalidated
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      // the service worker (decision 023): a new build's worker must be seen at the next visit
      else if (path.basename(filePath) === 'sw.js') reply.header('cache-control', 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  return (request, reply) => {
    // a missing build file is a 404, not a page (the static plugin serves every file that exists)
    if (request.url.startsWith('/assets/')) return reply.code(404).send({ message: 'No such file' });
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };
}
