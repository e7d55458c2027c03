import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptCounts } from './script-counts';

// Issue 46 and decision 066: only server/modules/games writes games and game_events (its one door);
// scripts/game-writes.mjs counts the writes anywhere else, and the count stays 0.
const OUTSIDE = 'writes of games / game_events outside server/modules/games';
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'game-writes.mjs');

describe('one door for games (scripts/game-writes.mjs)', () => {
  it('finds no write outside the games module', () => {
    expect(scriptCounts('scripts/game-writes.mjs')[OUTSIDE]).toBe(0);
  });

  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'game-writes-'));
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
    fs.writeFileSync(path.join(tree, rel), text);
  };

  it('counts drizzle and raw SQL writes elsewhere, not reads, not the games module, not tests', () => {
    write('server/modules/fields/store.ts', "await db.update(games).set({ field });\nawait tx\n  .delete(gameEvents)\n  .where(x);\nawait db.execute(sql`update ${games} set field = 'x'`);\n");
    write('server/modules/teams/store.ts', 'await db.select().from(games);\nawait db.execute(sql`delete from ${teams} t where not exists (select 1 from ${games} g)`);\n');
    write('server/modules/games/store.ts', 'await tx.update(games).set(values);\n');
    write('server/modules/fields/fields.test.ts', 'await db.insert(games).values(rows);\n');
    let output = '';
    try {
      execFileSync(process.execPath, [script, '--list', '--root', tree], { encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    expect(output).toMatch(new RegExp(`^\\s*3 {2}${OUTSIDE}`, 'm'));
    expect(output).toContain('server/modules/fields/store.ts:3: .delete(gameEvents)');
    expect(output).toMatch(/^\s*1 {2}inside it/m);
  });
});
