// Counts the dead exports of server/, client/src and common/ (issue 46): a name a file exports that no
// other file imports. Each import is resolved to the file it names (relative paths and the
// @common/@client aliases, a folder by its index.ts), and followed through re-exports
// (`export { a as b } from`, `export * from`, `export * as ns from`: common/game-rules/index.ts), so a
// name imported through an index is the defining file's, and the index's own re-export of it is used.
// The rule:
// - Users are every source file of the repository (.ts, .tsx, .mts, .mjs, .js: server, client,
//   common, bench, e2e, scripts, the configs), tests included: a test that imports a function is its
//   user (the pure rules are exported to be tested), and dropping that export would break it.
//   eslint-fixtures/ (files linted, never run) is no user.
// - Candidates are the exports of server/, client/src and common/ but tests (`*.test.ts(x)`) and
//   the default export of a tool's config (`*.config.ts`, read by the tool).
// - Dead: a value no other file imports (used in its own file: drop `export`; used nowhere: delete
//   it), a type no other file imports and its own file does not use either (delete it), a re-export
//   no file imports through (take it out of the list). A type its own file uses is no dead export:
//   it names the shape of what that file exports or does (a function's options, a row), whether or
//   not another file spells it today.
// - A namespace import (`import * as ns`) uses the names read as `ns.name`, or every name when `ns`
//   itself is passed on; a dynamic `import('...')` (and `typeof import('...')`) uses the target's
//   names that the importing file mentions.
//   node scripts/dead-exports.mjs [--list] [--root DIR]   (DIR: another checkout to measure)
// Exits 1 when any is found.
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const list = args.includes('--list');
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt === -1 ? '.' : args[rootAt + 1]);
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'eslint-fixtures', 'migrations']);
const CANDIDATE = /^(server|client\/src|common)\//;
const TEST = /\.test\.tsx?$/;
const CONFIG = /\.config\.ts$/;

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name.startsWith('.') ? [] : filesOf(at);
    return /\.(tsx?|mts|mjs|js)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [at] : [];
  });
}

function resolveFile(target) {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function resolveSpec(from, spec) {
  if (spec.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), spec));
  if (spec.startsWith('@common/')) return resolveFile(path.join(root, 'common', spec.slice(8)));
  if (spec.startsWith('@client/')) return resolveFile(path.join(root, 'client/src', spec.slice(8)));
  return null;
}

// `a`, `type b`, `c as d` -> [{ local, exported }]
function namesOf(list) {
  return list
    .split(',')
    .map((part) => part.replace(/\/\/.*$/gm, '').trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\s+as\s+/).map((name) => name.trim());
      return { local, exported };
    });
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
// comments out, strings kept (imports are strings)
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const DECLARED = /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(function\*?|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;
const DEFAULT = /^export\s+default\b/gm;
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*['"]([^'"]+)['"])?/gm;
const STAR = /^export\s+\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+)?from\s*['"]([^'"]+)['"]/gm;
const IMPORT = /(?:^|[\n;])\s*import\s+(?:type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

// what a file exports and what it imports
function parse(file) {
  const text = withoutComments(fs.readFileSync(file, 'utf8'));
  const exports = new Map(); // name -> { line, from?, orig? }
  const stars = []; // files whose every name this one exports
  for (const m of text.matchAll(DECLARED)) if (!exports.has(m[2])) exports.set(m[2], { line: lineOf(text, m.index), type: m[1] === 'type' || m[1] === 'interface' });
  for (const m of text.matchAll(DEFAULT)) exports.set('default', { line: lineOf(text, m.index) });
  for (const m of text.matchAll(LISTED)) {
    const from = m[2] === undefined ? null : resolveSpec(file, m[2]);
    if (m[2] !== undefined && !from) continue; // a package's names
    for (const { local, exported } of namesOf(m[1])) {
      const type = !from && new RegExp(`^\\s*(?:declare\\s+)?(?:type|interface)\\s+${local}\\b`, 'm').test(text);
      exports.set(exported, { line: lineOf(text, m.index), from, orig: local, type });
    }
  }
  for (const m of text.matchAll(STAR)) {
    const from = resolveSpec(file, m[2]);
    if (!from) continue;
    if (m[1]) exports.set(m[1], { line: lineOf(text, m.index), from, orig: '*' });
    else stars.push(from);
  }
  const imports = []; // { target, names: [...] | '*' }
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveSpec(file, m[2]);
    if (!target) continue;
    const clause = m[1].trim();
    const names = [];
    const named = /\{([^}]*)\}/.exec(clause);
    if (named) names.push(...namesOf(named[1]).map((name) => name.local));
    const head = clause.replace(/\{[^}]*\}/, '').split(',').map((part) => part.trim()).filter(Boolean);
    for (const part of head) {
      const namespace = /^\*\s*as\s+([A-Za-z_$][\w$]*)$/.exec(part);
      if (!namespace) {
        names.push('default');
        continue;
      }
      const ns = namespace[1];
      const bare = new RegExp(`\\b${ns}\\b(?!\\s*\\.)`, 'g');
      const uses = [...text.matchAll(bare)].length;
      if (uses > 1) imports.push({ target, names: '*' });
      else names.push(...[...text.matchAll(new RegExp(`\\b${ns}\\.([A-Za-z_$][\\w$]*)`, 'g'))].map((use) => use[1]));
    }
    imports.push({ target, names });
  }
  for (const m of text.matchAll(DYNAMIC)) {
    const target = resolveSpec(file, m[1]);
    if (target) imports.push({ target, mentions: new Set(text.match(/[A-Za-z_$][\w$]*/g)) });
  }
  // `export { a } from`: an import too, but marked through the re-export when its name is used
  return { exports, stars, imports };
}

const files = filesOf(root);
const parsed = new Map(files.map((file) => [file, parse(file)]));
const parsedOf = (file) => {
  if (!parsed.has(file)) parsed.set(file, parse(file));
  return parsed.get(file);
};

// every name a file exports, its stars' included
function allNames(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const { exports, stars } = parsedOf(file);
  const names = new Set(exports.keys());
  for (const star of stars) for (const name of allNames(star, seen)) if (name !== 'default') names.add(name);
  return names;
}

const used = new Map(); // file -> Set of names used from outside
function use(file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return;
  seen.add(key);
  if (name === '*') {
    for (const each of allNames(file)) use(file, each, seen);
    return;
  }
  const { exports, stars } = parsedOf(file);
  const entry = exports.get(name);
  if (entry) {
    if (!used.has(file)) used.set(file, new Set());
    used.get(file).add(name);
    if (entry.from) use(entry.from, entry.orig, seen);
    return;
  }
  for (const star of stars) if (allNames(star).has(name)) use(star, name, seen);
}

for (const file of files) {
  for (const imported of parsed.get(file).imports) {
    if (imported.target === file) continue;
    if (imported.mentions) {
      for (const name of allNames(imported.target)) if (imported.mentions.has(name)) use(imported.target, name);
    } else if (imported.names === '*') use(imported.target, '*');
    else for (const name of imported.names) use(imported.target, name);
  }
}

const dead = [];
for (const file of files) {
  const at = rel(file);
  if (!CANDIDATE.test(at) || TEST.test(at)) continue;
  // the file's own code: a spread (`...NAME`) is a use; a property (`x.NAME`), a key or a member
  // (`NAME:`, `NAME?:`) is not
  const own = withoutComments(fs.readFileSync(file, 'utf8')).replace(/\.\.\./g, '   ');
  for (const [name, { line, from, type }] of parsed.get(file).exports) {
    if (used.get(file)?.has(name) || (name === 'default' && CONFIG.test(at))) continue;
    if (from) {
      dead.push(`${at}:${line} ${name} (re-export: take it out)`);
      continue;
    }
    const inFile = name !== 'default' && [...own.matchAll(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])(?!\\s*\\??:)`, 'g'))].length > 1;
    if (inFile && type) continue;
    dead.push(`${at}:${line} ${name} (${inFile ? 'drop export' : 'unused: delete'})`);
  }
}

console.log(`${String(dead.length).padStart(4)}  dead exports`);
if (list) for (const place of dead.sort()) console.log(`        ${place}`);
process.exitCode = dead.length === 0 ? 0 : 1;
