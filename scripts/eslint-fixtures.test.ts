import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 35: the lint holds the layering and the module order of server/ against each way around it
// that was found. Each fixture of eslint-fixtures/ is linted with the project's own config as if it
// stood at the path of its `// as:` line, and gives exactly the errors of its `// expect:` lines.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'eslint-fixtures');
const eslint = new ESLint({ cwd: root });

function headerOf(text: string, key: string): string[] {
  return [...text.matchAll(new RegExp(`^// ${key}: (.+)$`, 'gm'))].map((match) => match[1]!.trim());
}

const files = fs.readdirSync(fixtures).filter((name) => name.endsWith('.ts'));

// the first lint loads the config and its plugins: seconds on a busy machine
describe('the lint rule on eslint-fixtures/', { timeout: 60_000 }, () => {
  it('has a fixture for each way around it, and one that keeps it', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files).toContain('allowed.ts');
  });

  for (const name of files) {
    it(name, async () => {
      const text = fs.readFileSync(path.join(fixtures, name), 'utf8');
      const [as] = headerOf(text, 'as');
      expect(as, `${name} names where it stands with an "// as:" line`).toBeDefined();
      const [result] = await eslint.lintText(text, { filePath: path.join(root, as!) });
      const got = result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
      const expected = headerOf(text, 'expect');
      expect(got).toHaveLength(expected.length);
      expected.forEach((phrase, at) => {
        expect(got[at]).toMatch(/^(no-restricted-imports|project\/one-door-for-games): /);
        expect(got[at]).toContain(phrase);
      });
    });
  }
});
