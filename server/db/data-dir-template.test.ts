// Decision 050: a new embedded database is a copy of the data directory the build made (no initdb at
// the first start), the owner's alone, and it opens and migrates like any other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDir } from './backup';
import { openDatabase } from './client';
import { dataDirTemplatePath, writeDataDirTemplate } from './data-dir-template';
import { users } from './schema';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-template-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// the cluster's system identifier: the first 8 bytes of global/pg_control, set by initdb for good
const systemIdentifier = (dir: string) => fs.readFileSync(path.join(dir, 'global', 'pg_control')).subarray(0, 8).toString('hex');

describe('the first data directory', () => {
  it('a new database starts as a copy of the template, opens, migrates, and keeps the owner bits only', { timeout: 180_000 }, async () => {
    const template = await writeDataDirTemplate();
    expect(template).toBe(dataDirTemplatePath());
    const database = await openDatabase({ kind: 'pglite', dataDir: work });
    try {
      // migrated: the users table is there, empty
      expect(await database.db.select({ id: users.id }).from(users)).toEqual([]);
    } finally {
      await database.close();
    }
    const dir = pgliteDir(work);
    expect(systemIdentifier(dir)).toBe(systemIdentifier(template));
    const open = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => (fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o077) !== 0);
    expect(open.map((entry) => entry.name)).toEqual([]);
  });
});
