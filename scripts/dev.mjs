// `npm run dev`: the server under `tsx watch` on :3000 and the Vite dev server on :5173
// (which proxies /api and /ws to :3000), side by side. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { ROOT, StepError, bold, ensureDeps, red } from './lib.mjs';

try {
  await ensureDeps();
} catch (err) {
  console.error(red(`npm run dev: ${err instanceof StepError ? err.message : err?.stack ?? err}`));
  process.exit(1);
}

const children = [];
let exiting = false;
let exitCode = 0;

function start(name, args, env) {
  // detached: each child leads its own process group, so stopping it also stops what it spawned.
  // stdin is not passed on: a background process group reading the terminal would be stopped (SIGTTIN).
  const child = spawn('npx', args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('error', (err) => {
    console.error(red(`[dev] could not start ${name}: ${err.message}`));
    shutdown(1);
  });
  child.on('exit', (code, signal) => {
    if (!exiting) {
      console.error(red(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`));
      shutdown(code || 1);
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  children.push(child);
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* gone */
    }
  }
}

function shutdown(code) {
  if (exiting) return;
  exiting = true;
  exitCode = code;
  for (const c of children) killGroup(c, 'SIGTERM');
  // Whatever has not stopped after 5 s is killed.
  setTimeout(() => {
    for (const c of children) killGroup(c, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));
process.on('SIGHUP', () => shutdown(129));
process.on('exit', () => {
  for (const c of children) killGroup(c, 'SIGKILL');
});

start('server (tsx watch)', ['tsx', 'watch', '--clear-screen=false', 'server/app/main.ts'], {
  PORT: '3000',
  NODE_ENV: process.env.NODE_ENV || 'development',
  // people open the app on Vite's port: links the server writes point there
  PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173',
  // the server answers at localhost (Vite's proxy keeps the Host) and at 127.0.0.1 too (issue 33)
  PUBLIC_HOST_ALIASES: process.env.PUBLIC_HOST_ALIASES || '127.0.0.1',
});
start('client (vite)', ['vite', '--config', 'client/vite.config.ts', '--port', '5173', '--strictPort'], {});

// Say where the app is once the API answers (after the server's own banner, which names :3000).
const message = `${bold('[dev] The app is at http://localhost:5173')} (Vite, proxying /api and /ws to the server on :3000)`;
const started = Date.now();
const poll = setInterval(async () => {
  if (exiting) return clearInterval(poll);
  try {
    await fetch('http://127.0.0.1:3000/api/leagues/by-slug', { signal: AbortSignal.timeout(1000) });
    clearInterval(poll);
    setTimeout(() => console.log(`\n${message}\n`), 300);
  } catch {
    if (Date.now() - started > 60_000) {
      clearInterval(poll);
      console.log(`\n${message}; the server has not answered on :3000 yet.\n`);
    }
  }
}, 500);
poll.unref();
