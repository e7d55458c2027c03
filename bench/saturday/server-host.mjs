// Runs the built server (dist/server/main.js) unchanged, in a forked process whose IPC channel
// answers the bench (process-probe.mjs): how long the event loop was held up in a window, memory
// after a full garbage collection (started with --expose-gc), a CPU profile of one window, and how
// long the server took to answer. The server's socket process (decision 037) is forked with this
// process's Node flags, to which serve-probe.mjs is added: its event loop is reported beside this one's
// and its memory added to this one's. Plain JavaScript: no loader in the measured process.
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import { createHistogram } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { askProbe, createProbe } from './process-probe.mjs';

const own = createProbe();

// the server's child processes (its socket process), whose probes answer on their own sockets
const children = () =>
  fs
    .readdirSync(`/proc/${process.pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' '))
    .filter(Boolean)
    .map(Number);
const askChildren = (cmd) => Promise.all(children().map((pid) => askProbe(pid, cmd)));

// how long the server itself took to answer (the request read to the response's last byte
// handed to the kernel), per kind of request: a client's figure minus this is time spent queued
// before the server read the request, in the kernel or the client
const startedAt = new WeakMap();
// and, for the referees' actions (which carry their sending instant), how long one waited between
// its sending and the server reading it: in the listening socket's queue or the event loop
const answers = { poll: createHistogram(), action: createHistogram(), wait: createHistogram() };
diagnostics.subscribe('http.server.request.start', ({ request }) => {
  startedAt.set(request, process.hrtime.bigint());
  const sent = Number(request.headers['x-bench-sent']);
  if (sent > 0) answers.wait.record(Math.max(1, (Date.now() - sent) * 1e6));
});
diagnostics.subscribe('http.server.response.finish', ({ request }) => {
  const start = startedAt.get(request);
  if (start === undefined) return;
  const kind = request.method === 'POST' && request.url.endsWith('/actions') ? 'action' : request.url.includes('/public/games') ? 'poll' : null;
  if (kind) answers[kind].record(Math.max(1, Number(process.hrtime.bigint() - start)));
});
const answerStats = (h) => ({ count: h.count, p50: h.count ? h.percentile(50) / 1e6 : 0, p99: h.count ? h.percentile(99) / 1e6 : 0, max: h.count ? h.max / 1e6 : 0 });

const commands = {
  loopReset: async () => {
    await Promise.all([own.loopReset(), askChildren('loopReset')]);
    for (const h of Object.values(answers)) h.reset();
    return null;
  },
  answerStats: async () => ({ poll: answerStats(answers.poll), action: answerStats(answers.action), wait: answerStats(answers.wait) }),
  // this process's, and the socket process's when there is one
  loopStats: async () => {
    const [server, sockets] = await Promise.all([own.loopStats(), askChildren('loopStats')]);
    return { server, ...(sockets.length > 0 ? { sockets: sockets[0] } : {}) };
  },
  // the server's processes together
  memory: async () => {
    const all = [await own.memory(), ...(await askChildren('memory'))];
    return Object.fromEntries(Object.keys(all[0]).map((key) => [key, all.reduce((n, m) => n + m[key], 0)]));
  },
  profileStart: async () => {
    await Promise.all([own.profileStart(), askChildren('profileStart')]);
    return null;
  },
  // this process's profile, and the socket process's
  profileStop: async () => {
    const [server, sockets] = await Promise.all([own.profileStop(), askChildren('profileStop')]);
    return { server, ...(sockets.length > 0 ? { sockets: sockets[0] } : {}) };
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

// the socket process is forked with process.execArgv: it loads the probe too
process.execArgv.push('--import', pathToFileURL(path.resolve('bench', 'saturday', 'serve-probe.mjs')).href);
await import(pathToFileURL(path.resolve('dist', 'server', 'main.js')).href);
