// The process's open-file limit (RLIMIT_NOFILE), which bounds the sockets, HTTP connections and files
// it can hold at once (decision 042). Node has no setrlimit: the limits are read from
// /proc/self/limits and the soft one is raised to the hard one with util-linux's `prlimit`, which
// needs no privilege for that. Node 20 already raises it at its own start where it can, so this
// mostly finds it raised; it is done and logged so the limit in force is known, whatever started
// the process (a service manager, a container, another runtime).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type OpenFileLimit = { soft: number; hard: number };

export type LimitLog = { info(message: string): void; warn(message: string): void };

// null where there is no /proc (not Linux)
export function readOpenFileLimit(): OpenFileLimit | null {
  let text: string;
  try {
    text = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return null;
  }
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(text);
  if (!line) return null;
  const value = (word: string) => (word === 'unlimited' ? Infinity : Number(word));
  return { soft: value(line[1]!), hard: value(line[2]!) };
}

// Raises the soft limit to the hard one and logs both before and after; logs, never fails, when it
// cannot. Returns the soft limit in force afterwards (null when unknown).
export function raiseOpenFileLimit(log: LimitLog): number | null {
  const before = readOpenFileLimit();
  if (!before) {
    log.warn('Open-file limit: unknown here (no /proc/self/limits); not raised');
    return null;
  }
  if (before.soft >= before.hard || !Number.isFinite(before.hard)) {
    log.info(`Open-file limit: ${before.soft} (already the hard limit)`);
    return before.soft;
  }
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${before.hard}:${before.hard}`], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 5000 });
  } catch (err) {
    const why = (err as { stderr?: Buffer }).stderr?.toString().trim() || (err as Error).message;
    log.warn(`Open-file limit: ${before.soft} (hard ${before.hard}); could not raise it with prlimit: ${why}`);
    return before.soft;
  }
  const after = readOpenFileLimit() ?? before;
  log.info(`Open-file limit: raised from ${before.soft} to ${after.soft} (the hard limit ${after.hard})`);
  return after.soft;
}
