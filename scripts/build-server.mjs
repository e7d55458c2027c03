// Bundles the server (server/app/main.ts) into dist/server/main.js, the socket process's program
// (server/live/socket-process-entry.ts, decision 037) into dist/server/live/socket-process-entry.js,
// and the season generator's worker thread (server/modules/schedule/season-worker.ts, decision 041)
// into dist/server/season-worker.js, beside main.js where the bundled season-generator.ts finds it.
// npm packages stay external (loaded from node_modules at run time) but those the scoreboard's
// components import React through: they are bundled, so the alias gives them Preact as the
// browser's build does (decision 033).
// It then writes the embedded database's template data directory (server/db/data-dir-template.ts).
// `npm run build:server` runs this.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasOf, reactImporters } from './react-as-preact.mjs';

// esbuild's `packages: 'external'` with exceptions. Path aliases of tsconfig (@common/, @client/)
// are the project's own files, not packages.
function externalPackagesBut(bundled) {
  return {
    name: 'external-packages-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
        if (/^@(common|client)\//.test(specifier) || bundled.some((name) => name.test(specifier))) return undefined;
        return { path: aliasOf(specifier) ?? specifier, external: true };
      });
    },
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/app/main.ts', 'live/socket-process-entry': 'server/live/socket-process-entry.ts', 'season-worker': 'server/modules/schedule/season-worker.ts' },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackagesBut(reactImporters)],
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    metafile: true,
    // Some CommonJS-era dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __cjsCreateRequire } from 'node:module'; const require = __cjsCreateRequire(import.meta.url);",
    },
  });
  // React itself must never load on the server: a package that imports it from outside the bundle
  // belongs in reactImporters.
  const reactImports = Object.values(result.metafile.outputs).flatMap((o) => o.imports).filter((i) => i.external && /^react(-dom)?(\/|$)/.test(i.path));
  if (reactImports.length > 0) throw new Error(`the server bundle imports React (${reactImports.map((i) => i.path).join(', ')}): add its importer to reactImporters`);
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  console.log(`dist/server/main.js, live/socket-process-entry.js and season-worker.js built (${Math.round(bytes / 1024)} KiB with their source maps)`);
  // a new embedded database starts from a data directory made here, once per PGlite version (decision 050)
  const template = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/data-dir-template.ts'], { cwd: root, stdio: 'inherit' });
  if (template.status !== 0) throw new Error('the embedded database template could not be written');
} catch (err) {
  // esbuild has already printed its own errors.
  if (!Array.isArray(err?.errors)) console.error(err?.message ?? err);
  process.exit(1);
}
