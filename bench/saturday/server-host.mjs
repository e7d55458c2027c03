// Runs the built server (dist/server/main.js) unchanged, in a forked process whose IPC channel
// answers the bench: how long the event loop was held up in a window, this process's memory after a full garbage collection (started with
// --expose-gc), and a CPU profile of one window (V8's sampling profiler, what `node --cpu-prof`
// records, but started and stopped on request). Plain JavaScript: no loader in the measured process.
import inspector from 'node:inspector';
import diagnostics from 'node:diagnostics_channel';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const session = new inspector.Session();
const post = (method, params = {}) =>
  new Promise((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));

// how long ready work waited for the event loop (10 ms resolution), per measured window
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

// how long the server itself took to answer (the request read to the response's last byte
// handed to the kernel), per kind of request: a client's figure minus this is time spent queued
// before the server read the request, in the kernel or the client
const startedAt = new WeakMap();
const answers = { poll: createHistogram(), action: createHistogram() };
diagnostics.subscribe('http.server.request.start', ({ request }) => startedAt.set(request, process.hrtime.bigint()));
diagnostics.subscribe('http.server.response.finish', ({ request }) => {
  const start = startedAt.get(request);
  if (start === undefined) return;
  const kind = request.method === 'POST' && request.url.endsWith('/actions') ? 'action' : request.url.includes('/public/games') ? 'poll' : null;
  if (kind) answers[kind].record(Math.max(1, Number(process.hrtime.bigint() - start)));
});
const answerStats = (h) => ({ count: h.count, p50: h.count ? h.percentile(50) / 1e6 : 0, p99: h.count ? h.percentile(99) / 1e6 : 0, max: h.count ? h.max / 1e6 : 0 });

const commands = {
  loopReset: async () => {
    loop.reset();
    for (const h of Object.values(answers)) h.reset();
    return null;
  },
  answerStats: async () => ({ poll: answerStats(answers.poll), action: answerStats(answers.action) }),
  loopStats: async () => ({ p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 }),
  memory: async () => {
    globalThis.gc?.();
    globalThis.gc?.();
    return process.memoryUsage();
  },
  profileStart: async () => {
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 1000 });
    await post('Profiler.start');
    return null;
  },
  profileStop: async () => {
    const { profile } = await post('Profiler.stop');
    session.disconnect();
    return profile;
  },
};

process.on('message', (message) => {
  const command = commands[message?.cmd];
  if (!command) return;
  command().then(
    (value) => process.send({ id: message.id, ok: true, value }),
    (err) => process.send({ id: message.id, ok: false, error: String(err?.stack ?? err) }),
  );
});
// the bench went away: shut the server down as a signal would
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

await import(pathToFileURL(path.resolve('dist', 'server', 'main.js')).href);
