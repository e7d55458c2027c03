// Counts the imports of server/ that run against its order (docs/ARCHITECTURE.md, "Module order";
// decision 034), those of client/src that run up its floors or close a circle (issue 35), and the
// folder graph of server/, client/src and common/ (issue 46, decision 068): every folder is a room
// (the files directly in it; a tree's root files are one room too), and in each tree a room imports
// only rooms on its own floor or below, and no rooms (nor files) reach each other in a circle.
// The floors are eslint.config.js's lists, which the lint reads too: CLIENT_FLOORS (a folder stands on
// its top folder's floor; main.tsx and service-worker/ above them all), COMMON_FLOORS, and
// SERVER_FLOORS with MODULE_ORDER's floors where it names 'modules'. A sub-folder a list does not name
// stands on its parent's floor; a room with no floor at all may import only rooms below it
// topologically: the circles hold it. Every import is resolved to the file it names (relative paths,
// import() and the @common/@client aliases), not matched as text as the lint does, so it checks the
// lint's patterns too; and Fastify is followed through the files in between, which no import rule sees.
// Tests are left out (*.test.ts, test-fixtures.ts). Every row is 0, else the exit code is 1.
//   node scripts/import-order.mjs [--list] [--root DIR]   (DIR: another checkout to measure)
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_FLOORS, COMMON_FLOORS, MODULE_ORDER, SERVER_FLOORS } from '../eslint.config.js';

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
  if (folder) return { layer: folder, rel };
  return { layer: /^server\/(deps|config|secrets)\.ts$/.test(rel) ? 'neutral' : 'root', rel };
}

const LOWER = new Set(['neutral', 'db', 'http', 'auth', 'live', 'plugins']);
const belowRoute = (place) => (place.layer === 'module' && !place.route) || ['neutral', 'db', 'http', 'auth', 'live'].includes(place.layer);

const files = filesOf(path.join(root, 'server'));
const clientFiles = filesOf(path.join(root, 'client/src'));
const commonFiles = filesOf(path.join(root, 'common'));
const imports = new Map([...files, ...clientFiles, ...commonFiles].map((file) => {
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

// The folder graph (issue 46, decision 068): in each tree every folder is a room, the files directly
// in it (the tree's root files are a room too). A room imports only rooms on its own floor or below:
// client/src by CLIENT_FLOORS (a folder stands on its top folder's floor; main.tsx and service-worker/
// above them all), common/ by COMMON_FLOORS, server/ by SERVER_FLOORS with MODULE_ORDER's floors
// where it names 'modules' (eslint.config.js holds the lists; the lint reads them too). A sub-folder
// the list does not name stands on its parent's floor; a room with no floor at all is held only by the
// circles: it may import only what stands below it. A circle: rooms (or files) that reach each other
// through their imports, static or import(), found as the strongly connected parts of the graph.
const TREES = [
  { name: 'client/src', files: clientFiles, floors: CLIENT_FLOORS.map((folder) => [folder]), top: CLIENT_FLOORS.length, byTopFolder: true },
  { name: 'common', files: commonFiles, floors: COMMON_FLOORS },
  { name: 'server', files, floors: SERVER_FLOORS.flatMap((rooms) => (rooms.includes('modules') ? MODULE_ORDER.map((names) => names.map((name) => `modules/${name}`)) : [rooms])) },
];

const roomOf = (tree, file) => path.relative(path.join(root, tree.name), path.dirname(file)).split(path.sep).join('/');
const roomName = (tree, room) => (room ? `${tree.name}/${room}` : `${tree.name} (its root files)`);

// a room's floor: its own, else its nearest named parent's (the root's is its own only); null: none
function floorOf(tree, room) {
  if (tree.byTopFolder) {
    const floor = tree.floors.findIndex(([folder]) => folder === room.split('/')[0]);
    return floor === -1 ? tree.top : floor;
  }
  for (let at = room; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const floor = tree.floors.findIndex((rooms) => rooms.includes(at));
    if (floor !== -1) return floor;
    if (!at.includes('/')) return null;
  }
}

for (const tree of TREES) {
  const inTree = new Set(tree.files);
  const upward = [];
  const roomEdges = new Map();
  for (const file of tree.files) {
    const from = roomOf(tree, file);
    if (!roomEdges.has(from)) roomEdges.set(from, new Set());
    for (const { spec, file: target } of imports.get(file)) {
      if (!target || !inTree.has(target)) continue;
      const to = roomOf(tree, target);
      if (to === from) continue;
      roomEdges.get(from).add(to);
      const [below, above] = [floorOf(tree, from), floorOf(tree, to)];
      if (below !== null && above !== null && above > below) upward.push(`${placeOf(file).rel}: '${spec}' (${roomName(tree, to)} stands above ${roomName(tree, from)})`);
    }
  }
  const label = tree.name === 'client/src' ? 'client' : tree.name;
  // the client's floors were counted before the folder graph, under this name
  found[`${label} floors`] = upward;
  found[`${label} folder circles`] = circlesOf([...roomEdges.keys()], (room) => [...(roomEdges.get(room) ?? [])]).map((rooms) => rooms.map((room) => roomName(tree, room)).join(' <-> '));
  const fileTargets = (file) => imports.get(file).map(({ file: target }) => target).filter((target) => target && inTree.has(target));
  found[`${label} circles`] = circlesOf(tree.files, fileTargets).map((part) => part.map((file) => placeOf(file).rel).join(' <-> '));
}

// Tarjan's strongly connected components of more than one node (or a node importing itself)
function circlesOf(nodes, targetsOf) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const circles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    const targets = targetsOf(node);
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
console.log(`${String(total).padStart(4)}  in all, over ${files.length} files of server/, ${clientFiles.length} of client/src and ${commonFiles.length} of common/ (tests left out)`);
process.exitCode = total === 0 ? 0 : 1;
