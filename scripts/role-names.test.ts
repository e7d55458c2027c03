import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 46 and decision 067: a role's name is compared only in common/roles.ts and common/policies/;
// scripts/role-names.mjs counts the places that compare one anywhere else, and the count stays 0.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/role-names.mjs');

function run(cwd: string, args: string[] = []): { output: string; status: number } {
  try {
    return { output: execFileSync(process.execPath, [script, '--list', ...args], { cwd, encoding: 'utf8' }), status: 0 };
  } catch (error) {
    // exit 1: a count above 0; its output says where
    const failed = error as { stdout: string; status: number };
    return { output: failed.stdout, status: failed.status };
  }
}

const countOf = (output: string) => Number(/^\s*(\d+) {2}role names compared/m.exec(output)?.[1]);

describe('role names (scripts/role-names.mjs)', () => {
  it('finds none outside common/roles.ts and common/policies/', () => {
    const { output, status } = run(root);
    expect(output).toMatch(/^\s*0 {2}role names compared/m);
    expect(status).toBe(0);
  });

  describe('on a checkout of its own (--root)', () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'role-names-'));
    afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), text);
    };
    write('common/roles.ts', "export const ROLES = ['super_admin', 'admin', 'referee', 'pending', 'fan', 'parent', 'coach'] as const;\nexport const isAdmin = (role: string) => role === 'admin';\n");
    write('common/policies/games.ts', "export const mayForfeit = (user: { role: string }) => user.role === 'referee';\n");
    write(
      'server/modules/counted.ts',
      [
        "export const a = (user: { role: string }) => user.role === 'admin';",
        "export const b = (user?: { role: string }) => 'fan' !== user?.role;",
        "export const c = (newRole: string) => newRole == 'coach';",
        "export function d(role: string) { switch (role) { case 'referee': case 'pending': return 1; default: return 0; } }",
        "export const e = (user: { role: string }) => ['fan', 'parent'].includes(user.role);",
        "const STAFF = ['admin', 'referee'] as const;",
        'export const f = (role: string) => STAFF.includes(role as never);',
        "export const g = (role: string) => new Set(['admin']).has(role);",
      ].join('\n'),
    );
    write(
      'client/src/not-counted.tsx',
      [
        "export const outcome = (p: { isCorrect: boolean | null }) => (p.isCorrect === null ? 'pending' : 'done');",
        "export const clash = { reason: 'referee' };",
        "export const written = { role: 'admin' };",
        "export const kind = (k: string) => k === 'admin';",
        "export const where = (eq: (a: unknown, b: unknown) => unknown, users: { role: string }) => eq(users.role, 'referee');",
        "export function o(outcome: string) { switch (outcome) { case 'pending': return 1; default: return 0; } }",
        "export const el = <p role=\"status\">{'fan'}</p>;",
      ].join('\n'),
    );
    write('server/test/helpers.ts', "export const t = (role: string) => role === 'admin';\n");
    write('server/modules/x.test.ts', "export const t = (role: string) => role === 'admin';\n");
    write('client/src/test-fixtures.ts', "export const t = (role: string) => role === 'admin';\n");

    it('counts each comparison of a role literal (a role added to ROLES too), and nothing else', () => {
      const { output, status } = run(root, ['--root', tree]);
      expect(status).toBe(1);
      expect(countOf(output)).toBe(8);
      const places = [...output.matchAll(/^\s+(\S+:\d+)\s/gm)].map((match) => match[1]);
      const counted = (line: number) => `server/modules/counted.ts:${line}`;
      // d's two cases are two places; the list constant STAFF (line 6) is counted where it is asked (line 7)
      expect(places).toEqual([1, 2, 3, 4, 4, 5, 7, 8].map(counted));
      expect(output).toContain('(in 1 files)');
    });
  });
});
