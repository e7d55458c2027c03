// What the bench measures inside one of the server's processes: how long ready work waited for the
// event loop in a window (10 ms resolution), the process's memory after a full garbage collection
// (started with --expose-gc) and a CPU profile of a window (V8's sampling profiler, what
// `node --cpu-prof` records, but started and stopped on request). server-host.mjs uses it in the
// server's process; serve-probe.mjs, loaded with `--import` into the server's socket process
// (decision 037), answers the same commands on a Unix socket named after the process
// (probeSocketOf), where server-host.mjs asks it (askProbe). Plain JavaScript: no loader in the
// measured process.
import inspector from 'node:inspector';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const probeSocketOf = (pid) => path.join(os.tmpdir(), `ffl-bench-probe-${pid}.sock`);

export function createProbe() {
  const session = new inspector.Session();
  const post = (method, params = {}) =>
    new Promise((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return {
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
}

// One command to the probe of another process: a line of JSON each way.
export function askProbe(pid, cmd) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(probeSocketOf(pid));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => {
      try {
        const answer = JSON.parse(text);
        if (answer.ok) resolve(answer.value);
        else reject(new Error(answer.error));
      } catch (err) {
        reject(err);
      }
    });
    socket.on('error', reject);
    socket.end(`${JSON.stringify({ cmd })}\n`);
  });
}
