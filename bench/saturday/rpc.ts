// Request/answer over a forked child's IPC channel: the orchestrator calls, the child serves.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Request = { id: number; cmd: string; args: unknown };
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '..', '..');

// The child side: each command's handler answers once; a failure goes back as its message.
export function serve(handlers: Record<string, (args: never) => unknown>): void {
  process.on('message', (raw) => {
    const request = raw as Request;
    const handler = handlers[request.cmd];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown command ${request.cmd}`);
        return handler(request.args as never);
      })
      .then(
        (value) => process.send!({ id: request.id, ok: true, value } satisfies Answer),
        (err: unknown) => process.send!({ id: request.id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies Answer),
      );
  });
  // the orchestrator went away: nothing is left to report to
  process.on('disconnect', () => process.exit(0));
}

export class Child {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    process.on('message', (raw) => {
      const answer = raw as Answer;
      const waiter = this.pending.get(answer.id);
      if (!waiter) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiter.resolve(answer.value);
      else waiter.reject(new Error(`${name}: ${answer.error}`));
    });
    this.exited = new Promise((resolve) => {
      process.on('exit', (code) => {
        for (const waiter of this.pending.values()) waiter.reject(new Error(`${name} exited (${code}) before answering`));
        this.pending.clear();
        resolve(code);
      });
    });
  }

  call<T>(cmd: string, args: unknown = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.process.send({ id, cmd, args } satisfies Request);
    });
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

// A TypeScript worker of the bench (run through tsx; its hot paths are plain JS once loaded).
export function forkWorker(name: string, file: string, env: NodeJS.ProcessEnv = {}, execArgv: string[] = []): Child {
  const child = fork(path.join(BENCH_DIR, file), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Child(name, child);
}
