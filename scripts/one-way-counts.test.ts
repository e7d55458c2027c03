import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 035 and issue 35: the client saves, fails, checks its forms and labels its fields one way.
// scripts/one-way-counts.mjs counts each place that does it another way; every count stays 0.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function counts(): Record<string, number> {
  let output: string;
  try {
    output = execFileSync(process.execPath, ['scripts/one-way-counts.mjs', '--list'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // exit 1: some count above 0; its output says where
    output = (error as { stdout: string }).stdout;
  }
  return Object.fromEntries([...output.matchAll(/^\s*(\d+) {2}(.+)$/gm)].map((match) => [match[2]!, Number(match[1])]));
}

describe('one way on the client (scripts/one-way-counts.mjs)', () => {
  const found = counts();
  it.each(['bare useMutation', 'error toast by hand', 'form checked by hand', 'raw label'])('%s: none', (rule) => {
    expect(found[rule]).toBe(0);
  });
});
