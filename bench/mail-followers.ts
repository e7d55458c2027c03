// Issue 47: the cost of one score mailed to 1,000 followers. A real SMTP server (smtp-server) runs in
// a child process (its parsing is not counted) and counts what it accepts; the server (PGlite in
// memory, or the PostgreSQL of TEST_DATABASE_URL) has N confirmed mail follows of the home team of a
// live game, every kind on. One referee tap adds a score. Measured, per run:
//   - the tap's answer time (the outbox rows are written in the tap's transaction), beside the same
//     tap on a game of a team nobody follows;
//   - from the tap's answer to the SMTP server's N-th accepted message, with this process's CPU time
//     over the same span (claims, the pooled transport, the marks).
// Each run is a fresh game (a new score window); the report gives the median and the range.
//   npx tsx bench/mail-followers.ts [N] [RUNS]                        (PGlite)
//   node scripts/with-pg.mjs npx tsx bench/mail-followers.ts [N] [RUNS]   (PostgreSQL)
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { SMTPServer } from 'smtp-server';
import type { GameDto } from '../common/schemas/games/dto';
import { mailFollows, mailFollowTeams, mailOutbox } from '../server/db/schema';
import { createGameVia, staffedLeague } from '../server/modules/games/test-fixtures';
import { startTestServer } from '../server/test/helpers';
import { eq, sql } from 'drizzle-orm';
import { forkService, runBench } from './service-child';

const args = process.argv.slice(2).filter((arg) => arg !== 'smtp');
const followers = Number(args[0] ?? 1000);
const runs = Number(args[1] ?? 5);

type FromSmtp = { kind: 'ready'; port: number } | { kind: 'count'; count: number };

// the child: an SMTP server that accepts everything and reports its count on each request
async function smtp(): Promise<void> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 64,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', () => process.send!({ kind: 'count', count } satisfies FromSmtp));
  process.send!({ kind: 'ready', port: (server.server.address() as AddressInfo).port } satisfies FromSmtp);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (values: number[]) => `median ${median(values).toFixed(0)} ms (range ${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;

async function main(): Promise<void> {
  const { child, next } = forkService<FromSmtp>(import.meta.url, 'smtp');
  const ready = await next();
  if (ready.kind !== 'ready') throw new Error('the SMTP server did not start');
  const countAtSmtp = async () => {
    const answer = next();
    child.send('count');
    const message = await answer;
    return message.kind === 'count' ? message.count : -1;
  };

  const server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${ready.port}`, PUBLIC_URL: 'https://leagues.example.org', PUBLIC_HOST_ALIASES: '127.0.0.1' } });
  const s = await staffedLeague(server);
  const db = server.deps.db;
  const kinds = ['kickoff', 'score', 'final', 'moved', 'cancelled', 'reminder', 'news'];
  const follows = await db
    .insert(mailFollows)
    .values(Array.from({ length: followers }, (_, i) => ({ leagueId: s.league.id, address: `parent${i}@families.example.org`, kinds, confirmedAt: new Date() })))
    .returning({ id: mailFollows.id });
  await db.insert(mailFollowTeams).values(follows.map((f) => ({ followId: f.id, teamId: s.homeTeamId })));

  const delivered = async (target: number) => {
    for (;;) {
      if ((await countAtSmtp()) >= target) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const tapMs: number[] = [];
  const quietTapMs: number[] = [];
  const deliveryMs: number[] = [];
  const cpuMs: number[] = [];
  const loads: number[] = [];
  for (let run = 0; run <= runs; run++) {
    // a game of the followed team, live (its kickoff mailed and delivered before the timing)
    const game = await createGameVia(s.adminClient, s);
    const act = (id: number, body: Record<string, unknown>) => s.refereeClient.post<GameDto>(`/api/games/${id}/actions`, body);
    let target = (await countAtSmtp()) + followers;
    await act(game.id, { type: 'startGame' });
    await delivered(target);
    // a game nobody follows: the same tap without mail
    const quiet = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId, awayTeamId: s.awayTeamId });
    await act(quiet.id, { type: 'startGame' });

    loads.push(os.loadavg()[0]!);
    const quietStarted = performance.now();
    await act(quiet.id, { type: 'addScore', team: 'home', delta: 6 });
    const quietMs = performance.now() - quietStarted;

    target = (await countAtSmtp()) + followers;
    const tapStarted = performance.now();
    await act(game.id, { type: 'addScore', team: 'home', delta: 6 });
    const answered = performance.now();
    const cpu = process.cpuUsage();
    await delivered(target);
    const done = performance.now();
    const used = process.cpuUsage(cpu);
    const [queued] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'follow-score'));
    // the first round warms the code and the connections: not counted
    const label = run === 0 ? 'warm-up' : `run ${run}`;
    console.log(
      `${label}: tap ${(answered - tapStarted).toFixed(0)} ms (a tap no one follows ${quietMs.toFixed(0)} ms), the ${followers}th score mail accepted ${(done - answered).toFixed(0)} ms after the answer, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms; score rows in the outbox so far ${queued?.n ?? 0}`,
    );
    // the games end (their finals mailed) before the next run: one live game of the team at a time
    const finals = (await countAtSmtp()) + followers;
    for (const id of [game.id, quiet.id]) await act(id, { type: 'setStatus', status: 'completed' });
    await delivered(finals);
    if (run === 0) continue;
    tapMs.push(answered - tapStarted);
    quietTapMs.push(quietMs);
    deliveryMs.push(done - answered);
    cpuMs.push((used.user + used.system) / 1000);
  }
  console.log(`\none score to ${followers} mail followers, ${runs} runs (database: ${server.database.kind}, node ${process.version}, ${os.cpus().length} cores, load average ${loads.map((l) => l.toFixed(1)).join('/')})`);
  console.log(`  the referee's tap: ${summary(tapMs)}; the same tap, no followers: ${summary(quietTapMs)}`);
  console.log(`  answer to the last message accepted: ${summary(deliveryMs)}`);
  console.log(`  server CPU over that span: ${summary(cpuMs)}`);
  child.kill();
  await server.close();
}

runBench('smtp', smtp, main);
