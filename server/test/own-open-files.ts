// For the tests that lower this very process's open-file limit (decision 042, issue 45 finding 4):
// whether they can, and the one way they set it. prlimit needs no privilege to move the soft limit
// under the hard one.
import { execFileSync } from 'node:child_process';

export const hasPrlimit = (() => {
  try {
    execFileSync('prlimit', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export function setOwnOpenFileLimit(soft: number, hard: number): void {
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${soft}:${hard}`]);
}
