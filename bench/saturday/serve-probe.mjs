// Loaded with `--import` into the server's socket process (decision 037; server-host.mjs adds it to
// the flags the server forks it with): the probe's commands (process-probe.mjs), answered on a Unix
// socket named after the process, one line of JSON each way.
import fs from 'node:fs';
import net from 'node:net';
import { createProbe, probeSocketOf } from './process-probe.mjs';

const commands = createProbe();
const where = probeSocketOf(process.pid);
// the asker half-closes after its line; the answer goes back on the open half
const server = net.createServer({ allowHalfOpen: true }, (socket) => {
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  socket.on('end', () => {
    const command = commands[JSON.parse(text).cmd];
    const answer = command ? command().then((value) => ({ ok: true, value })) : Promise.resolve({ ok: false, error: 'unknown command' });
    answer.then(
      (value) => socket.end(JSON.stringify(value)),
      (err) => socket.end(JSON.stringify({ ok: false, error: String(err?.stack ?? err) })),
    );
  });
  socket.on('error', () => {});
});
fs.rmSync(where, { force: true });
server.listen(where);
server.unref();
process.on('exit', () => {
  try {
    server.close();
  } catch {
    // gone already
  }
});
