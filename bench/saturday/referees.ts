// The referee process: one signed-in client per live game, acting through the endpoint the control
// page uses (POST /api/games/:id/actions with an Idempotency-Key) every few seconds, choosing what a
// referee would do next from the game it last saw (scores, clock start/stop, downs, a timeout now and
// then). Each action is timed from the instant it was due.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { GameDto } from '../../common/schemas/games/dto';
import { Histogram, type HistogramData } from './histogram';
import { serve } from './rpc';
import { appDurationOf } from './server-timing';

export type RefereeGame = { gameId: number; leagueSlug: string; username: string; password: string };
export type SignInArgs = { httpUrl: string; localAddress: string; games: RefereeGame[] };
export type RunArgs = { meanIntervalMs: number; durationMs: number };
export type RunReport = {
  latency: HistogramData;
  // from the request's sending, not from the instant it was due: what a late start adds is the gap
  sent: HistogramData;
  actions: number;
  status: Record<string, number>;
  errors: number;
  // per game id: the version when the run began and the last one an action wrote
  ranges: Record<string, [number, number]>;
  // per game id:version written, the instant (epoch ms) its action was sent: the referee's tap
  taps: Record<string, number>;
  // per game id:version written, the instant (epoch ms) the referee read his answer: the server
  // sends the push right after that answer (decision 017), so this is where its fan-out begins
  answers: Record<string, number>;
  // per game id:version written, the instant (epoch ms) the server read the action's request: the
  // answer's reading minus the time the server held it (its Server-Timing app;dur, decision 069),
  // late by the answer's way back to this process
  served: Record<string, number>;
};


type Referee = { gameId: number; cookie: string; game: GameDto };

let pool: Pool | null = null;
let referees: Referee[] = [];

async function send(method: 'GET' | 'POST', path: string, cookie: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    if (path.includes('/actions')) {
      headers['idempotency-key'] = crypto.randomBytes(16).toString('hex');
      // the sending instant, for the server's record of how long the action waited before it read it
      headers['x-bench-sent'] = String(Date.now());
    }
  }
  const res = await pool!.request({ path, method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : null };
}

async function signIn(args: SignInArgs): Promise<{ signedIn: number }> {
  pool = new Pool(args.httpUrl, { connections: 16, pipelining: 1, connect: { localAddress: args.localAddress } as never });
  referees = [];
  for (const { gameId, leagueSlug, username, password } of args.games) {
    const login = await send('POST', '/api/login', null, { username, password, leagueSlug });
    if (login.status !== 200) throw new Error(`sign-in of ${username} answered ${login.status}: ${JSON.stringify(login.json)}`);
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((c) => c.split(';')[0])
      .filter(Boolean)
      .join('; ');
    const game = await send('GET', `/api/games/${gameId}`, cookie);
    if (game.status !== 200) throw new Error(`GET /api/games/${gameId} answered ${game.status}`);
    referees.push({ gameId, cookie, game: game.json as GameDto });
  }
  return { signedIn: referees.length };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

// What a referee does next, given the game as they last saw it.
export function nextAction(game: GameDto, r = Math.random()): Record<string, unknown> {
  const team = pick(['home', 'away'] as const);
  const score = { type: 'addScore', team, delta: pick([6, 6, 1, 2, 3]) };
  const down = { type: 'setDown', down: (game.currentDown % 4) + 1 };
  if (game.isTimeoutActive) return { type: 'endTimeout' };
  if (!game.isClockRunning) return r < 0.6 ? { type: 'startClock' } : r < 0.8 ? score : down;
  if (r < 0.2) return { type: 'stopClock' };
  if (r < 0.55) return score;
  if (r < 0.9) return down;
  const remaining = team === 'home' ? game.homeTimeoutsRemaining : game.awayTimeoutsRemaining;
  return remaining > 0 ? { type: 'callTimeout', team } : down;
}

async function run(args: RunArgs): Promise<RunReport> {
  const latency = new Histogram();
  const sent = new Histogram();
  const status: Record<string, number> = {};
  let errors = 0;
  let actions = 0;
  const ranges: Record<string, [number, number]> = {};
  const taps: Record<string, number> = {};
  const answers: Record<string, number> = {};
  const served: Record<string, number> = {};
  const end = performance.now() + args.durationMs;
  const interval = () => args.meanIntervalMs * (0.5 + Math.random());
  await Promise.all(
    referees.map(async (referee) => {
      ranges[referee.gameId] = [referee.game.version, referee.game.version];
      // the first action of each game falls anywhere in the first interval
      let due = performance.now() + Math.random() * args.meanIntervalMs;
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const action = nextAction(referee.game);
        const sentAt = performance.now();
        try {
          const res = await send('POST', `/api/games/${referee.gameId}/actions`, referee.cookie, action);
          const answeredAt = performance.now();
          status[res.status] = (status[res.status] ?? 0) + 1;
          const body = res.json as (GameDto & { game?: GameDto }) | null;
          if (res.status === 200 && body) {
            referee.game = body;
            taps[`${referee.gameId}:${body.version}`] = performance.timeOrigin + sentAt;
            answers[`${referee.gameId}:${body.version}`] = performance.timeOrigin + answeredAt;
            const held = appDurationOf(res.headers['server-timing']);
            if (held !== null) served[`${referee.gameId}:${body.version}`] = performance.timeOrigin + answeredAt - held;
            ranges[referee.gameId]![1] = Math.max(ranges[referee.gameId]![1], body.version);
          } else {
            errors += 1;
            if (body?.game) referee.game = body.game;
          }
        } catch {
          errors += 1;
          status['network error'] = (status['network error'] ?? 0) + 1;
        }
        latency.record(performance.now() - due);
        sent.record(performance.now() - sentAt);
        actions += 1;
        due += interval();
      }
    }),
  );
  return { latency: latency.data(), sent: sent.data(), actions, status, errors, ranges, taps, answers, served };
}

serve({
  signIn: (args: SignInArgs) => signIn(args),
  run: (args: RunArgs) => run(args),
  close: async () => {
    await pool?.close();
    pool = null;
  },
});
