// Counts the imports of server/ that run against its order (docs/ARCHITECTURE.md, "Module order";
// decision 034), and those of client/src that run up its floors or close a circle (issue 35): every import resolved to the file it names (relative paths and the @common/@client
// aliases), not matched as text as the lint does, so it checks the lint's patterns too; and Fastify
// followed through the files in between, which no import rule sees.
//   node scripts/import-order.mjs [--list] [--root DIR]   (DIR: another checkout to measure)
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_FLOORS, MODULE_ORDER } from '../eslint.config.js';

const args = process.argv.slice(2);
const list = args.includes('--list');
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt === -1 ? '.' : args[rootAt + 1]);
const FLOOR = new Map(MODULE_ORDER.flatMap((floor, at) => floor.map((name) => [name, at])));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : filesOf(at);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'test-fixtures.ts' ? [at] : [];
  });
}

function resolveFile(target) {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// a project file, or the package's name
function resolveImport(from, spec) {
  if (spec.startsWith('.')) return { file: resolveFile(path.resolve(path.dirname(from), spec)) };
  if (spec.startsWith('@common/')) return { file: resolveFile(path.join(root, 'common', spec.slice(8))) };
  if (spec.startsWith('@client/')) return { file: resolveFile(path.join(root, 'client/src', spec.slice(8))) };
  return { pkg: spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0] };
}

// where a file sits: its layer, its module, whether it is a route
function placeOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('client/')) return { layer: 'client', rel };
  if (!rel.startsWith('server/')) return { layer: 'other', rel };
  const module = /^server\/modules\/([^/]+)\//.exec(rel)?.[1];
  if (module) {
    const route = /(^|\/)(routes|[\w-]+-routes)\.ts$/.test(rel);
    const page = rel.startsWith('server/modules/scoreboard/page/');
    return { layer: 'module', module, route, page, rel };
  }
  const folder = /^server\/([^/]+)\//.exec(rel)?.[1];
  if (folder) return { layer: rel === 'server/live/socket-route.ts' ? 'plugins' : folder, rel };
  return { layer: /^server\/(deps|config|secrets|open-file-limit)\.ts$/.test(rel) ? 'neutral' : 'root', rel };
}

const LOWER = new Set(['neutral', 'db', 'http', 'auth', 'live', 'plugins']);
const belowRoute = (place) => (place.layer === 'module' && !place.route) || ['neutral', 'db', 'http', 'auth', 'live'].includes(place.layer);

const files = filesOf(path.join(root, 'server'));
const clientFiles = filesOf(path.join(root, 'client/src'));
const imports = new Map([...files, ...clientFiles].map((file) => {
  const source = fs.readFileSync(file, 'utf8');
  return [file, [...source.matchAll(IMPORT)].map((m) => ({ spec: m[1] ?? m[2] ?? m[3], ...resolveImport(file, m[1] ?? m[2] ?? m[3]) }))];
}));

const found = { 'module order': [], 'lower layer -> module': [], 'auth -> transport': [], 'server -> client': [], 'below the route -> plugins or routes': [], 'below the route reaches Fastify': [], 'module not in the order': [] };
for (const file of files) {
  const list = imports.get(file);
  const from = placeOf(file);
  if (from.layer === 'module' && !FLOOR.has(from.module) && !found['module not in the order'].includes(from.module)) found['module not in the order'].push(from.module);
  for (const { spec, file: target } of list) {
    if (!target) continue;
    const to = placeOf(target);
    const line = `${from.rel}: '${spec}'`;
    if (from.layer === 'module' && to.layer === 'module' && to.module !== from.module && FLOOR.get(to.module) >= FLOOR.get(from.module)) found['module order'].push(line);
    if (LOWER.has(from.layer) && to.layer === 'module') found['lower layer -> module'].push(line);
    if (from.layer === 'auth' && (to.layer === 'live' || to.layer === 'plugins')) found['auth -> transport'].push(line);
    if (to.layer === 'client' && !from.page) found['server -> client'].push(line);
    if (belowRoute(from) && (to.layer === 'plugins' || to.route)) found['below the route -> plugins or routes'].push(line);
  }
}

// Fastify through any chain of project files: a file below the route that reaches a file importing it
const reaches = new Map();
function reachesFastify(file, seen = new Set()) {
  if (reaches.has(file)) return reaches.get(file);
  if (seen.has(file)) return null;
  seen.add(file);
  let via = null;
  for (const { pkg, file: target, spec } of imports.get(file) ?? []) {
    if (pkg === 'fastify' || pkg?.startsWith('@fastify/')) via = [spec];
    else if (target && imports.has(target)) {
      const chain = reachesFastify(target, seen);
      if (chain) via = [placeOf(target).rel, ...chain];
    }
    if (via) break;
  }
  reaches.set(file, via);
  return via;
}
for (const file of files) {
  const place = placeOf(file);
  const chain = belowRoute(place) || place.page ? reachesFastify(file) : null;
  if (chain) found['below the route reaches Fastify'].push(`${place.rel} -> ${chain.join(' -> ')}`);
}

// The client: a folder of client/src imports no folder above its own (CLIENT_FLOORS); the files of
// main.tsx and service-worker/ stand above them all. A circle: files that reach each other through
// their imports (static or import()), found as the strongly connected parts of the graph.
const CLIENT_FLOOR = new Map(CLIENT_FLOORS.map((folder, at) => [folder, at]));
const clientFloorOf = (file) => CLIENT_FLOOR.get(path.relative(path.join(root, 'client/src'), file).split(path.sep)[0]) ?? CLIENT_FLOORS.length;
found['client floors'] = [];
for (const file of clientFiles) {
  for (const { spec, file: target } of imports.get(file)) {
    if (target && imports.has(target) && clientFloorOf(target) > clientFloorOf(file)) found['client floors'].push(`${placeOf(file).rel}: '${spec}'`);
  }
}
found['client circles'] = circlesOf(clientFiles).map((files) => files.map((file) => placeOf(file).rel).join(' <-> '));

// Tarjan's strongly connected components of more than one file (or a file importing itself)
function circlesOf(nodes) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const circles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    const targets = imports.get(node).map(({ file }) => file).filter((file) => file && imports.has(file));
    for (const target of targets) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = stack.splice(stack.indexOf(node));
    if (part.length > 1 || targets.includes(node)) circles.push(part.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return circles;
}

let total = 0;
for (const [rule, lines] of Object.entries(found)) {
  total += lines.length;
  console.log(`${String(lines.length).padStart(4)}  ${rule}`);
  if (list) for (const line of lines) console.log(`        ${line}`);
}
console.log(`${String(total).padStart(4)}  in all, over ${files.length} files of server/ and ${clientFiles.length} of client/src (tests left out)`);
process.exitCode = total === 0 ? 0 : 1;
