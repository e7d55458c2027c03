// Issue 47 (decision 064): the cost of one league's evening-before reminders. A league has N
// confirmed mail followers (kind 'reminder') of one team and N fans (email and game reminders on) of
// another, both teams playing tomorrow; one check at 18:00 league time claims the day and queues
// 2N messages in one transaction. Measured: that check's time, per run (a fresh league each run;
// the previous one archived, so only the new one is due). Nothing is sent (no SMTP_URL): the cost
// is the queueing. The report gives the median and the range.
//   npx tsx bench/reminder-evening.ts [N] [RUNS]                        (PGlite)
//   node scripts/with-pg.mjs npx tsx bench/reminder-evening.ts [N] [RUNS]   (PostgreSQL)
import { eq, sql } from 'drizzle-orm';
import { FAN } from '../common/constants';
import { fanProfiles, leagues, mailFollows, mailFollowTeams, users } from '../server/db/schema';
import { createGameVia, staffedLeague } from '../server/modules/games/test-fixtures';
import { sendEveningReminders } from '../server/modules/reminders/evening-reminders';
import { startTestServer } from '../server/test/helpers';

const n = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 5);
const quiet = { info: () => {}, warn: () => {} };
// 18:00 EDT on Fri 6 Jun 2031
const SIX_PM = new Date('2031-06-06T22:00:00Z');

const server = await startTestServer({ build: { mail: { safetyPollMs: 3600_000 } } });
const times: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const s = await staffedLeague(server, { timezone: 'America/New_York' });
    await createGameVia(s.adminClient, s, { scheduledDate: '2031-06-07T13:00:00Z' });
    await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId, scheduledDate: '2031-06-07T18:00:00Z' });
    const follows = await server.deps.db
      .insert(mailFollows)
      .values(Array.from({ length: n }, (_, i) => ({ leagueId: s.league.id, address: `follower${i}-${s.league.id}@example.com`, kinds: ['reminder'], confirmedAt: new Date() })))
      .returning({ id: mailFollows.id });
    await server.deps.db.insert(mailFollowTeams).values(follows.map((f) => ({ followId: f.id, teamId: s.awayTeamId })));
    const fans = await server.deps.db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ username: `fan${i}-${s.league.id}`, passwordHash: 'x', email: `fan${i}-${s.league.id}@example.com`, role: 'fan' as const, leagueId: s.league.id })))
      .returning({ id: users.id });
    await server.deps.db.insert(fanProfiles).values(fans.map((u) => ({ leagueId: s.league.id, userId: u.id, displayName: 'Fan', favoriteTeamId: s.homeTeamId, notificationPreferences: { ...FAN.defaultNotificationPreferences } })));
    await server.deps.db.execute(sql`analyze`);
    const started = performance.now();
    const { mails } = await sendEveningReminders(server.deps, SIX_PM, quiet);
    times.push(performance.now() - started);
    console.log(`run ${run + 1}: ${mails} messages queued in ${times[run]!.toFixed(0)} ms`);
    await server.deps.db.update(leagues).set({ status: 'archived' }).where(eq(leagues.id, s.league.id));
  }
} finally {
  await server.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`${server.database.kind}, ${2 * n} messages a check: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, range ${sorted[0]!.toFixed(0)} to ${sorted[sorted.length - 1]!.toFixed(0)} ms (${runs} runs); ${(sorted[Math.floor(sorted.length / 2)]! / (2 * n)).toFixed(2)} ms a message`);
