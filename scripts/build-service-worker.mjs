// Builds client/src/service-worker/sw.ts into dist/client/sw.js (after `vite build`), with the
// files of the app shell it caches at install: the ones dist/client/index.html loads.
import { build } from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const html = fs.readFileSync(path.join(root, 'dist', 'client', 'index.html'), 'utf8');
const shellFiles = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
const buildId = crypto.createHash('sha256').update(html).digest('hex').slice(0, 12);

try {
  await build({
    absWorkingDir: root,
    entryPoints: ['client/src/service-worker/sw.ts'],
    outfile: 'dist/client/sw.js',
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
    define: { BUILD_ID: JSON.stringify(buildId), SHELL_FILES: JSON.stringify(shellFiles) },
  });
  console.log(`dist/client/sw.js built (shell ${buildId}: index.html and ${shellFiles.length} files)`);
} catch {
  process.exit(1);
}
