// Bundles the server (server/main.ts) into dist/server/main.js. npm packages stay external:
// they are loaded from node_modules at run time. `npm run build:server` runs this.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    metafile: true,
    // Some CommonJS-era dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __cjsCreateRequire } from 'node:module'; const require = __cjsCreateRequire(import.meta.url);",
    },
  });
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  console.log(`dist/server/main.js built (${Math.round(bytes / 1024)} KiB with its source map)`);
} catch {
  // esbuild has already printed the errors.
  process.exit(1);
}
