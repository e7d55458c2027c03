// Builds the embeds' two scripts (issue 50, decision 084) into dist/embed, which the server's embeds
// module serves itself (server/modules/embeds/scripts.ts): /embed.js, the loader a league's own site
// includes (client/embed/embed-loader.ts), and /embed-live.js, the embed page's push and height
// (client/embed/embed-live.ts). Neither is the app's bundle: each is one small file of its own.
// `npm run build:client` runs this; the embeds' API test builds them into a folder of its own.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EMBED_SCRIPTS_DIR = path.join(root, 'dist', 'embed');

// outdir: where embed.js and embed-live.js are written
export async function buildEmbedScripts(outdir) {
  await build({
    absWorkingDir: root,
    entryPoints: { embed: 'client/embed/embed-loader.ts', 'embed-live': 'client/embed/embed-live.ts' },
    outdir,
    bundle: true,
    format: 'iife',
    // a club's visitors' browsers: anything of the last few years
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    await buildEmbedScripts(EMBED_SCRIPTS_DIR);
    console.log('dist/embed/embed.js and embed-live.js built');
  } catch {
    // esbuild has already printed its own errors
    process.exit(1);
  }
}
