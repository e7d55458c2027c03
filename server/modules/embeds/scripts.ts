// Issue 50 (decision 084): the embeds' two scripts, built by scripts/build-embeds.mjs into
// dist/embed and served by this module (not the static client: /embed.js must be loadable by other
// sites' pages, and is not the app's). Read once at start, compressed once; a folder without them
// (a server run before `npm run build`) serves the pages without their script.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { EMBED_LIVE_SCRIPT_PATH } from '../../../common/embeds/live';
import { projectRoot } from '../../db/paths';

export const EMBED_SCRIPTS_FOLDER = path.join(projectRoot, 'dist', 'embed');

export type EmbedScript = { raw: Buffer; gzip: Buffer; br: Buffer; etag: string; version: string };
export type EmbedScripts = { loader: EmbedScript | null; live: EmbedScript | null };

function readScript(file: string): EmbedScript | null {
  if (!fs.existsSync(file)) return null;
  const raw = fs.readFileSync(file);
  const version = crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 12);
  return {
    raw,
    gzip: zlib.gzipSync(raw, { level: 9 }),
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${version}"`,
    version,
  };
}

export function loadEmbedScripts(folder: string): EmbedScripts {
  return { loader: readScript(path.join(folder, 'embed.js')), live: readScript(path.join(folder, 'embed-live.js')) };
}

// the page's script address, its version in it (cached for good: a new build is a new address)
export function liveScriptSrc(scripts: EmbedScripts): string | null {
  return scripts.live ? `${EMBED_LIVE_SCRIPT_PATH}?v=${scripts.live.version}` : null;
}
