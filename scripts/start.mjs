// `npm start`: install what is missing, build what changed, then run the server.
// The server migrates, seeds the demo league the first time, and prints the URL and the sign-ins.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, StepError, ensureBuild, ensureDeps, red, step, stopCurrentChild } from './lib.mjs';
import { serverEnv, serverNodeFlags } from './server-flags.mjs';

let stopping = false;
const onEarlySignal = (signal) => {
  // Before the server runs, a signal ends the set-up and the install or build in progress.
  if (!stopping) {
    stopping = true;
    stopCurrentChild(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
};
process.on('SIGINT', onEarlySignal);
process.on('SIGTERM', onEarlySignal);

try {
  await ensureDeps();
  await ensureBuild();
} catch (err) {
  console.error(red(`\nnpm start: ${err instanceof StepError ? err.message : err?.stack ?? err}`));
  process.exit(1);
}

process.off('SIGINT', onEarlySignal);
process.off('SIGTERM', onEarlySignal);

step('Starting the server (node dist/server/main.js)');
const server = spawn(process.execPath, ['--enable-source-maps', ...serverNodeFlags, path.join('dist', 'server', 'main.js')], {
  cwd: ROOT,
  env: { ...serverEnv, ...process.env },
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Forward once; a second Ctrl+C while the server shuts down forces it.
    if (server.exitCode !== null) return;
    server.kill(stopping ? 'SIGKILL' : signal);
    stopping = true;
  });
}

server.on('error', (err) => {
  console.error(red(`npm start: could not start the server: ${err.message}`));
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal) process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
  process.exit(code ?? 1);
});
