// The data dir is the owner's alone (issue 33 item 4, decision 020): it holds the database (argon2
// hashes, calendar tokens, the WAL), the session secret, the generated super admin password and the
// backups. PGlite set the modes of its tar (0666 files) and made folders under the process umask, so
// 968 of 1,080 files were 0666. Now its NODEFS keeps the owner's bits only (durable-node-fs.ts), the
// server and the backup commands set a umask of 077 before they write anything, the folders they make
// are 0700, and a tree made before (an older version, a copy) is tightened at start.
import fs from 'node:fs';
import path from 'node:path';

// the group's and others' permission bits
export const OTHERS_BITS = 0o077;
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

// Everything this process creates from now on: no bit for group or others.
export function createFilesPrivately(): void {
  process.umask(OTHERS_BITS);
}

export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

// Takes the group's and others' bits off every folder and file under root (root included; symbolic
// links are left as they are, and not followed). Answers how many it changed.
export function tightenTree(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & OTHERS_BITS) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o7700);
      changed++;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  if (fs.existsSync(root)) visit(root);
  return changed;
}
