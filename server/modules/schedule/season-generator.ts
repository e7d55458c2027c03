// Issue 33 (decision 041): the season generator (common/schedule/season.ts) runs on a worker thread.
// The largest season the limits allow (64 teams twice over, 4,032 games) takes about a second of
// CPU, which on the event loop held every league's requests that long. One worker, started at the
// first season and kept (unreferenced while idle, so it never keeps the process alive); seasons
// wait their turn, at most MAX_WAITING of them, so the memory a burst of previews holds stays
// bounded too.
import { Worker } from 'node:worker_threads';
import type { SeasonInput, SeasonPlan } from '../../../common/schedule/season';
import { SCHEDULE_TEXT } from '../../../common/schemas/schedule';
import { HttpError } from '../../http/errors';

const MAX_WAITING = 8;
const RETRY_AFTER_S = 5;

type Job = { input: SeasonInput; resolve: (plan: SeasonPlan) => void; reject: (err: Error) => void };
type Answer = { plan: SeasonPlan } | { error: string };

let worker: Worker | null = null;
let running: Job | null = null;
const waiting: Job[] = [];

// The worker's program: in the build, dist/server/season-worker.js beside the server's bundle; from
// the sources (tsx, the test runner), the TypeScript file beside this one through tsx's loader.
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./season-worker.js', import.meta.url));
  const source = new URL('./season-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`, { eval: true });
}

function settle(answer: Answer | Error): void {
  const job = running;
  running = null;
  // idle, it never keeps the process alive (a 'message' listener holds a worker referenced, so it
  // is let go here rather than once at its start)
  worker?.unref();
  if (job) {
    if (answer instanceof Error) job.reject(answer);
    else if ('error' in answer) job.reject(new Error(`season generator: ${answer.error}`));
    else job.resolve(answer.plan);
  }
  next();
}

function next(): void {
  if (running || waiting.length === 0) return;
  if (!worker) {
    const started = startWorker();
    started.on('message', (answer: Answer) => settle(answer));
    // a worker that died takes its season with it; the next season starts a new one
    started.on('error', (err) => {
      worker = null;
      settle(err);
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = null;
      settle(new Error(`season generator exited with ${code}`));
    });
    worker = started;
  }
  running = waiting.shift()!;
  // referenced while it computes a season, so a caller awaiting it is not cut short
  worker.ref();
  worker.postMessage(running.input);
}

export function generateSeason(input: SeasonInput): Promise<SeasonPlan> {
  if (waiting.length >= MAX_WAITING) return Promise.reject(new HttpError(503, SCHEDULE_TEXT.builderBusy, { 'retry-after': String(RETRY_AFTER_S) }));
  return new Promise((resolve, reject) => {
    waiting.push({ input, resolve, reject });
    next();
  });
}
