// A loop of sequential referee actions against a running server: the cost of one acknowledged write,
// start to answer, as a referee's tap pays it (decision 020 compares it with and without fsync).
//   npx tsx bench/referee-actions.ts http://127.0.0.1:3000 [count]
// Signs in as the demo league's first referee (demo-ref1) and sets the down of one of its live games
// `count` times (300 by default), one at a time, each with its own Idempotency-Key.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';

type Game = { id: number; refereeId: number | null; currentDown: number };

const [baseUrl = 'http://127.0.0.1:3000', countArg = '300'] = process.argv.slice(2);
const count = Number.parseInt(countArg, 10);

async function send(method: string, path: string, cookie: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = crypto.randomBytes(16).toString('hex');
  }
  const res = await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, json: (await res.json()) as unknown };
}

const login = await send('POST', '/api/login', null, { username: 'demo-ref1', password: 'demo-ref-pass', leagueSlug: 'demo' });
if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${JSON.stringify(login.json)}`);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
const me = login.json as { user?: { id: number }; id?: number };
const myId = me.user?.id ?? me.id;
const live = await send('GET', '/api/games?status=live', cookie);
const game = (live.json as Game[]).find((g) => g.refereeId === myId) ?? (live.json as Game[])[0];
if (!game) throw new Error('no live game in the demo league');

const times: number[] = [];
let down = game.currentDown;
const started = performance.now();
for (let i = 0; i < count; i++) {
  down = (down % 4) + 1;
  const t0 = performance.now();
  const res = await send('POST', `/api/games/${game.id}/actions`, cookie, { type: 'setDown', down });
  times.push(performance.now() - t0);
  if (res.status !== 200) throw new Error(`action ${i + 1} answered ${res.status}: ${JSON.stringify(res.json)}`);
}
const total = performance.now() - started;
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(`${count} actions on game ${game.id} in ${total.toFixed(0)} ms: mean ${(total / count).toFixed(2)} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
