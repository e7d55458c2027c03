// Bare TCP connections held open against a server (issue 45 finding 4): each sends nothing, or the
// start of a request's headers a line at a time and never the blank line that ends them. Records
// when each was closed and whether the server wrote anything first (a 408 after the header
// timeout; nothing when it was refused at once). The connection caps' test runs it as a child
// process, so the flood's descriptors are not the server's (the test lowers its own open-file
// limit); bench/connection-flood.ts runs it in its own process against a server it started.
//   node --import tsx server/test/connection-flood.ts '{"port":3000,"count":1000,"holdMs":5000}'
// prints one JSON line once every connection was tried ({"opened":n}), and one with every
// connection's record when holdMs has passed.
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export type FloodOptions = {
  port: number;
  host?: string;
  count: number;
  // the local address the connections come from (any 127.x.y.z on Linux)
  localAddress?: string;
  // how many of them (the first ones) send headers slowly, one line every lineEveryMs
  slowHeaders?: number;
  lineEveryMs?: number;
};

// times in ms from the flood's start
export type HeldConnection = { slow: boolean; connectedAt: number | null; closedAt: number | null; bytes: number; firstLine: string | null; error: string | null };

export type Flood = { connections: HeldConnection[]; end(): void };

const BATCH = 100;
const CONNECT_WAIT_MS = 2000;

export async function openConnections(options: FloodOptions): Promise<Flood> {
  const started = performance.now();
  const at = () => Math.round(performance.now() - started);
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  const connections: HeldConnection[] = [];

  const openOne = (slow: boolean) =>
    new Promise<void>((resolve) => {
      const record: HeldConnection = { slow, connectedAt: null, closedAt: null, bytes: 0, firstLine: null, error: null };
      connections.push(record);
      const socket = net.connect({ port: options.port, host: options.host ?? '127.0.0.1', localAddress: options.localAddress });
      sockets.push(socket);
      // a connection the server never accepts (its backlog full) is left trying: the next batch goes on
      const giveUp = setTimeout(resolve, CONNECT_WAIT_MS);
      socket.on('connect', () => {
        clearTimeout(giveUp);
        record.connectedAt = at();
        resolve();
        if (!slow) return;
        socket.write(`GET /api/public/games HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
        const timer = setInterval(() => {
          if (socket.writable) socket.write(`X-Slow-${timers.length}: ${at()}\r\n`);
        }, options.lineEveryMs ?? 200);
        timers.push(timer);
        socket.on('close', () => clearInterval(timer));
      });
      socket.on('data', (chunk: Buffer) => {
        record.firstLine ??= chunk.toString('latin1').split('\r\n')[0] ?? '';
        record.bytes += chunk.length;
      });
      socket.on('error', (err: NodeJS.ErrnoException) => {
        record.error ??= err.code ?? err.message;
        resolve();
      });
      socket.on('close', () => {
        record.closedAt = at();
        resolve();
      });
    });

  const slowCount = options.slowHeaders ?? 0;
  for (let i = 0; i < options.count; i += BATCH) {
    await Promise.all(Array.from({ length: Math.min(BATCH, options.count - i) }, (_, j) => openOne(i + j < slowCount)));
  }
  return {
    connections,
    end() {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    },
  };
}

// Run as a program: the options as one JSON argument, plus holdMs (how long to hold them).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = JSON.parse(process.argv[2] ?? '{}') as FloodOptions & { holdMs?: number };
  const flood = await openConnections(options);
  console.log(JSON.stringify({ opened: flood.connections.length }));
  await new Promise((resolve) => setTimeout(resolve, options.holdMs ?? 5000));
  console.log(JSON.stringify({ connections: flood.connections }));
  flood.end();
}
