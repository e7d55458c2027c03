// A bench whose local service (a push service, an SMTP server) runs in a child process, so that its
// work is not counted in the server's process: the child is the bench's own file started with the
// service's role first; the parent runs the bench and exits 1 on its failure.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The child, and its next message.
export function forkService<Message>(moduleUrl: string, role: string, args: string[] = []): { child: ChildProcess; next: () => Promise<Message> } {
  const child = fork(fileURLToPath(moduleUrl), [role, ...args], { execArgv: process.execArgv });
  return { child, next: () => new Promise<Message>((resolve) => child.once('message', (m) => resolve(m as Message))) };
}

export function runBench(role: string, service: () => Promise<void>, main: () => Promise<void>): void {
  if (process.argv[2] === role) void service();
  else
    main().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
