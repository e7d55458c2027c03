import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

// Production serves the built client; every path that is not an API call or a file falls back
// to index.html so the client router decides (unknown /api/* stays a JSON 404).
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built client at ${clientDir}; run "npm run build" to serve the web app.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      // hashed assets never change; index.html must always be revalidated
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply.code(404).send({ message: `No such API route: ${request.method} ${pathname}` });
    }
    const asset = path.join(clientDir, path.normalize(pathname));
    if (asset.startsWith(clientDir + path.sep) && fs.existsSync(asset) && fs.statSync(asset).isFile()) {
      return reply.sendFile(path.relative(clientDir, asset));
    }
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
