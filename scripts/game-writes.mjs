// Counts the writes of the games and game_events tables outside server/modules/games (issue 46,
// decision 066: one door): a drizzle insert, update or delete of either table, and raw SQL whose text
// right before the table is update / insert into / delete from. The lint holds the same rule
// (eslint.config.js, project/one-door-for-games); this reads the text, so it counts a tree the lint
// does not run on (an older checkout). Tests, test fixtures and server/test/ are left out.
//   node scripts/game-writes.mjs [--list] [--root DIR]   (DIR: another checkout to measure)
// Exits 1 when the count is above 0 (scripts/game-writes.test.ts keeps it at 0).
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const list = args.includes('--list');
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt === -1 ? '.' : args[rootAt + 1]);

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || (entry.name === 'test' && dir === path.join(root, 'server')) ? [] : filesOf(at);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'test-fixtures.ts' ? [at] : [];
  });
}

const WRITES = [
  // tx.update(games), db.insert(gameEvents), tx.delete(games), over line breaks too
  /\.\s*(insert|update|delete)\(\s*(games|gameEvents)\s*\)/g,
  // sql`update ${games} ...`, sql`insert into ${gameEvents} ...`, sql`delete from ${games} ...`
  /\b(update|insert\s+into|delete\s+from)\s*\$\{\s*(games|gameEvents)\s*\}/gi,
  // the table named in raw SQL text
  /\b(update|insert\s+into|delete\s+from)\s+"?(games|game_events)"?[\s(]/gi,
];

const inside = path.join(root, 'server/modules/games') + path.sep;
const counts = { outside: [], inside: [] };
for (const file of filesOf(path.join(root, 'server'))) {
  const text = fs.readFileSync(file, 'utf8');
  const rel = path.relative(root, file).split(path.sep).join('/');
  for (const pattern of WRITES) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      counts[file.startsWith(inside) ? 'inside' : 'outside'].push(`${rel}:${line}: ${match[0].replace(/\s+/g, ' ')}`);
    }
  }
}

console.log(`${String(counts.outside.length).padStart(4)}  writes of games / game_events outside server/modules/games`);
if (list) for (const line of counts.outside) console.log(`        ${line}`);
console.log(`${String(counts.inside.length).padStart(4)}  inside it (its store: the one door's statements)`);
if (list) for (const line of counts.inside) console.log(`        ${line}`);
process.exitCode = counts.outside.length === 0 ? 0 : 1;
