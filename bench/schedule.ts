// `npm run bench:schedule` (issue 19): the season builder at its largest usual size. 24 teams, a
// double round robin (552 games), 6 fields x 4 kickoff times on Saturdays, 4 referees assigned.
// Times POST /api/leagues/{slug}/schedule/preview on a real server (embedded database, in memory,
// real HTTP) and the pure generator alone; then publishes once. Writes bench/SCHEDULE-REPORT.md.
//   npm run bench:schedule
//   npm run bench:schedule -- --runs 10
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gameLengthMs } from '../common/schedule/booking';
import { buildSeason } from '../common/schedule/season';
import type { SeasonBodyInput, SeasonPreviewDto, SeasonPublishDto } from '../common/schemas/schedule';
import { fields, teams } from '../server/db/schema';
import { buildLeague, buildUser, signIn, startTestServer } from '../server/test/helpers';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORT = path.join(ROOT, 'bench', 'SCHEDULE-REPORT.md');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const TIMES = ['09:00', '10:15', '11:30', '12:45'];
const LIMIT_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const server = await startTestServer();
  try {
    const league = await buildLeague(server, { timezone: 'America/New_York' });
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
    for (let i = 0; i < 4; i++) await buildUser(server, { role: 'referee', league });
    const teamRows = await server.deps.db.insert(teams).values(Array.from({ length: 24 }, (_, i) => ({ leagueId: league.id, name: `Team ${i + 1}` }))).returning();
    const fieldRows = await server.deps.db.insert(fields).values(Array.from({ length: 6 }, (_, i) => ({ leagueId: league.id, name: `Field ${i + 1}` }))).returning();
    const body: SeasonBodyInput = { rounds: 2, startDate: '2027-01-02', slots: TIMES.flatMap((time) => fieldRows.map((f) => ({ weekday: 6, time, fieldId: f.id }))), blackoutDates: ['2027-05-29'], assignReferees: true };

    const previews: number[] = [];
    let preview: SeasonPreviewDto | null = null;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await admin.post<SeasonPreviewDto>(`/api/leagues/${league.slug}/schedule/preview`, body);
      previews.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${JSON.stringify(res.body)}`);
      preview = res.body;
    }
    const pure: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      buildSeason({
        teamIds: teamRows.map((t) => t.id),
        rounds: 2,
        startDate: body.startDate,
        endDate: null,
        maxDays: 366,
        slots: body.slots.map((s) => ({ ...s, field: fieldRows.find((f) => f.id === s.fieldId)!.name })),
        blackoutDates: body.blackoutDates ?? [],
        teamBlackouts: [],
        timeZone: league.timezone,
        gameLengthMs: gameLengthMs({ totalPeriods: 4, periodDuration: 15, halftimeDuration: 300 }),
        existing: [],
        referees: [1, 2, 3, 4].map((id) => ({ id, unavailableDates: [] })),
      });
      pure.push(performance.now() - started);
    }
    const publishStarted = performance.now();
    const published = await admin.post<SeasonPublishDto>(`/api/leagues/${league.slug}/schedule/publish`, body);
    const publishMs = performance.now() - publishStarted;
    if (published.status !== 201) throw new Error(`publish answered ${published.status}`);

    const plan = preview!;
    const spread = (key: 'early' | 'late' | 'home') => Math.max(...plan.stats.map((s) => s[key])) - Math.min(...plan.stats.map((s) => s[key]));
    const lines = [
      '# Season builder benchmark (issue 19)',
      '',
      `Run: \`npm run bench:schedule\` (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, in-memory PGlite, real HTTP).`,
      '',
      'League: 24 teams, double round robin, 6 fields x 4 kickoff times (09:00, 10:15, 11:30, 12:45) on Saturdays from 2 Jan 2027, one blackout Saturday, 4 referees assigned.',
      '',
      '| measure | median | slowest | runs |',
      '|---|---|---|---|',
      `| POST /schedule/preview (HTTP, database reads, generator) | ${median(previews).toFixed(0)} ms | ${Math.max(...previews).toFixed(0)} ms | ${runs} |`,
      `| generator alone (buildSeason) | ${median(pure).toFixed(0)} ms | ${Math.max(...pure).toFixed(0)} ms | ${runs} |`,
      `| POST /schedule/publish (writes ${published.body.gamesCreated} games in one transaction) | ${publishMs.toFixed(0)} ms | | 1 |`,
      '',
      `Result: ${plan.games.length} games placed, ${plan.unscheduled.length} unscheduled; home-away spread ${spread('home')}, early-slot spread ${spread('early')}, late-slot spread ${spread('late')} (games per team).`,
      '',
      `Target: preview under ${LIMIT_MS} ms: ${Math.max(...previews) < LIMIT_MS ? 'met' : 'NOT met'} (slowest run ${Math.max(...previews).toFixed(0)} ms).`,
      '',
    ];
    fs.writeFileSync(REPORT, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await server.close();
  }
}

await main();
