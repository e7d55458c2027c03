// One visitor's socket flood against a running server with the demo league (issue 33 item 2,
// decision 042): N sockets from A loopback addresses (N/A each), subscribed to league:demo or to
// nothing, held open and answering pings; while they are held, sign-in and the public scoreboard's
// read are timed; then, after the grace, how many are still open.
//   npx tsx bench/socket-flood.ts URL [sockets=1000] [addresses=1] [subscribe|idle] [graceSeconds=10]
import WebSocket from 'ws';

const [url = 'http://127.0.0.1:3000', total = '1000', addressCount = '1', mode = 'subscribe', graceSeconds = '10'] = process.argv.slice(2);
const sockets = Number(total);
const addresses = Number(addressCount);
const wsUrl = `${url.replace(/^http/, 'ws')}/ws`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const addressOf = (i: number) => {
  const n = i % addresses;
  return `127.77.${Math.floor(n / 254)}.${(n % 254) + 1}`;
};

const answers: Record<string, number> = {};
const open = new Set<WebSocket>();

function openOne(i: number): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl, { localAddress: addressOf(i), handshakeTimeout: 10_000 });
    const done = (what: string) => {
      answers[what] = (answers[what] ?? 0) + 1;
      resolve();
    };
    ws.on('unexpected-response', (request, response) => {
      done(`${response.statusCode} (Retry-After ${response.headers['retry-after'] ?? 'none'})`);
      request.destroy();
    });
    ws.on('open', () => {
      open.add(ws);
      if (mode === 'subscribe') ws.send(JSON.stringify({ type: 'subscribe', channel: 'league:demo' }));
      done('101 held');
    });
    ws.on('error', (err) => {
      if (!open.has(ws)) done(`error: ${err.message}`);
    });
    ws.on('close', () => open.delete(ws));
  });
}

async function timed(what: string, request: () => Promise<Response>): Promise<string> {
  const started = performance.now();
  try {
    const res = await request();
    await res.arrayBuffer();
    return `${what}: ${res.status} in ${(performance.now() - started).toFixed(0)} ms`;
  } catch (err) {
    return `${what}: failed after ${(performance.now() - started).toFixed(0)} ms (${(err as Error).message})`;
  }
}

const started = performance.now();
for (let i = 0; i < sockets; i += 100) await Promise.all(Array.from({ length: Math.min(100, sockets - i) }, (_, j) => openOne(i + j)));
console.log(`${sockets} sockets from ${addresses} address(es), ${mode === 'subscribe' ? 'each subscribed to league:demo' : 'subscribed to nothing'}, in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
for (const [what, n] of Object.entries(answers)) console.log(`  ${what}: ${n}`);

const signal = () => AbortSignal.timeout(15_000);
for (let round = 0; round < 3; round += 1) {
  console.log(
    '  while held:',
    await timed('sign-in', () =>
      fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo-fan', password: 'demo-fan-pass', leagueSlug: 'demo' }), signal: signal() }),
    ),
    '|',
    await timed('public read', () => fetch(`${url}/api/leagues/demo/public/games?status=live`, { signal: signal() })),
  );
}
await sleep((Number(graceSeconds) + 2) * 1000);
console.log(`  still open ${graceSeconds} s + 2 s later: ${open.size}`);
for (const ws of open) ws.terminate();
