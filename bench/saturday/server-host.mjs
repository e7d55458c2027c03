// Runs the built server (dist/server/main.js) unchanged, in a forked process whose IPC channel
// answers the bench: how long the event loop was held up in a window, this process's memory after a full garbage collection (started with
// --expose-gc), and a CPU profile of one window (V8's sampling profiler, what `node --cpu-prof`
// records, but started and stopped on request). Plain JavaScript: no loader in the measured process.
import inspector from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const session = new inspector.Session();
const post = (method, params = {}) =>
  new Promise((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));

// how long ready work waited for the event loop (10 ms resolution), per measured window
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

const commands = {
  loopReset: async () => {
    loop.reset();
    return null;
  },
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
