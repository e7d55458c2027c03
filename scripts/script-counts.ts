// For the tests of the counting scripts (one-way-counts.mjs, import-order.mjs): a script's counts by
// name, read from its `--list` output (`   N  name` lines), whether it exits 0 or, some count above 0, 1.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function scriptCounts(script: string): Record<string, number> {
  let output: string;
  try {
    output = execFileSync(process.execPath, [script, '--list'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // exit 1: some count above 0; its output says where
    output = (error as { stdout: string }).stdout;
  }
  return Object.fromEntries([...output.matchAll(/^\s*(\d+) {2}(.+)$/gm)].map((match) => [match[2]!, Number(match[1])]));
}
