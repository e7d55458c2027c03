// Issue 38 (decision 048): the cost of one score push to 1,000 followers. A local push service runs
// in a child process (so its VAPID checks and decryptions are not counted), holding 1,000 browsers'
// keys; the server (PGlite in memory, or the PostgreSQL of TEST_DATABASE_URL) has 1,000 subscriptions
// following the home team of a live game. One referee tap adds a score; timed from the tap's answer
// (the commit) to the push service's 1,000th decrypted message, with this process's CPU time over the
// same span (the outbox, the followers' query, 1,000 encryptions, VAPID signatures and POSTs).
//   npx tsx bench/push-followers.ts [N]                   (PGlite)
//   node scripts/with-pg.mjs npx tsx bench/push-followers.ts [N]   (PostgreSQL)
import os from 'node:os';
import type { GameDto } from '../common/schemas/games/dto';
import { pushSubscriptions, pushSubscriptionTeams } from '../server/db/schema';
import { createGameVia, staffedLeague } from '../server/modules/games/test-fixtures';
import { startPushService, type TestBrowser } from '../server/modules/follows/test-fixtures';
import { startTestServer } from '../server/test/helpers';
import { forkService, runBench } from './service-child';

const followers = Number(process.argv[3] ?? process.argv[2] ?? 1000);

type FromService = { kind: 'ready'; origin: string; subscriptions: TestBrowser['subscription'][] } | { kind: 'received'; type: string; count: number; refused: number };

// the child: the push service and its browsers; reports each time every browser has one more message
async function service(): Promise<void> {
  const push = await startPushService();
  const browsers = Array.from({ length: followers }, () => push.browser());
  process.send!({ kind: 'ready', origin: push.origin, subscriptions: browsers.map((b) => b.subscription) } satisfies FromService);
  for (let round = 1; ; round++) {
    await Promise.all(browsers.map((b) => push.waitFor(b, round, 600_000)));
    process.send!({ kind: 'received', type: browsers[0]!.received[round - 1]!.message.type, count: followers, refused: push.refused.length } satisfies FromService);
  }
}

async function main(): Promise<void> {
  const { child, next } = forkService<FromService>(import.meta.url, 'service', [String(followers)]);
  const ready = await next();
  if (ready.kind !== 'ready') throw new Error('push service did not start');
  const server = await startTestServer({ env: { PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*' } });
  const s = await staffedLeague(server);
  const subs = await server.deps.db
    .insert(pushSubscriptions)
    .values(ready.subscriptions.map((sub) => ({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, leagueId: s.league.id })))
    .returning({ id: pushSubscriptions.id });
  await server.deps.db.insert(pushSubscriptionTeams).values(subs.map((sub) => ({ subscriptionId: sub.id, teamId: s.homeTeamId })));
  const game = await createGameVia(s.adminClient, s);

  const timed = async (label: string, tap: () => Promise<unknown>) => {
    const load = os.loadavg()[0]!;
    const received = next();
    await tap();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const message = await received;
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (message.kind !== 'received' || message.refused > 0) throw new Error(`push service refused ${JSON.stringify(message)}`);
    const line = `${label}: ${message.type} to ${message.count} followers, ${ms.toFixed(0)} ms from the commit to the last delivery, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms (user ${(used.user / 1000).toFixed(0)}, system ${(used.system / 1000).toFixed(0)}), load average ${load.toFixed(1)} on ${os.cpus().length} cores`;
    console.log(line);
  };
  const act = (body: Record<string, unknown>) => s.refereeClient.post<GameDto>(`/api/games/${game.id}/actions`, body);
  // the first push also opens the connections and warms the code
  await timed('kickoff (cold)', () => act({ type: 'startGame' }));
  await timed('score', () => act({ type: 'addScore', team: 'home', delta: 6 }));
  console.log(`database: ${server.database.kind}, node ${process.version}`);
  child.kill();
  await server.close();
}

runBench('service', service, main);
