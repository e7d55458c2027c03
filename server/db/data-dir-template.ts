// A new embedded database starts from a data directory made at build time (decision 050). PGlite's
// initdb, run at the first start, left the server about 450 MB more resident for the rest of its life
// (a second WebAssembly instance and its memory), and loading a tar of a data directory grew
// PGlite's memory by about 100 MB for good; a copy of the files made by the filesystem costs the
// server nothing. `npm run build:server` writes it once per PGlite version (scripts/build-server.mjs
// runs this file); a start without it (tsx, tests, an unbuilt tree) runs initdb as before.
import fs from 'node:fs';
import path from 'node:path';
import { fsyncTree, openDurablePglite } from './durable-node-fs';
import { projectRoot } from './paths';

function pgliteVersion(): string {
  const manifest = path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

// the template for the installed PGlite: a data directory from another version would not start
export const dataDirTemplatePath = () => path.join(projectRoot, 'dist', 'pglite', `data-dir-${pgliteVersion()}`);

// Fills an empty PGlite data directory from the template and flushes it to the disk; false when
// there is no template (PGlite then runs initdb).
export function copyDataDirTemplate(dir: string): boolean {
  const template = dataDirTemplatePath();
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  // the template's files keep the owner's bits only (made by DurableNodeFS), and a copy keeps its modes
  fs.cpSync(template, dir, { recursive: true });
  fsyncTree(dir);
  return true;
}

// Runs initdb into the template's folder (closed cleanly, so it starts without recovery); nothing
// when it is there already.
export async function writeDataDirTemplate(): Promise<string> {
  const target = dataDirTemplatePath();
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return target;
  const building = `${target}.tmp`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true, mode: 0o700 });
  const client = await openDurablePglite(building);
  await client.close();
  fs.renameSync(building, target);
  return target;
}

// `node --import tsx server/db/data-dir-template.ts` (scripts/build-server.mjs)
if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  console.log(`${path.relative(projectRoot, await writeDataDirTemplate())} ready`);
}
