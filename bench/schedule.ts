// `npm run bench:schedule` (issue 19): the season builder at its largest usual size. 24 teams, a
// double round robin (552 games), 6 fields x 4 kickoff times on Saturdays, 4 referees assigned.
// Times POST /api/leagues/{slug}/schedule/preview on a real server (embedded database, in memory,
// real HTTP) and the pure generator alone; then publishes once. Then the largest season the limits
// allow (64 teams twice over, 4,032 games, 300 slots), preview and publish, each run in a fresh
// league while a visitor of another league reads its standings and teams back to back: their
// latency during the call (issue 33, decision 041). Writes bench/SCHEDULE-REPORT.md.
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
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const spreadOf = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} ms`;

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Loaded = { ms: number; reads: number[] };

// The largest allowed season in a fresh league of 64 teams and 11 fields, 300 slots on every weekday.
async function largestSeason(server: Server) {
  const league = await buildLeague(server, { timezone: 'America/New_York' });
  const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
  for (let i = 0; i < 4; i++) await buildUser(server, { role: 'referee', league });
  await server.deps.db.insert(teams).values(Array.from({ length: 64 }, (_, i) => ({ leagueId: league.id, name: `Team ${i + 1}` })));
  const fieldRows = await server.deps.db.insert(fields).values(Array.from({ length: 11 }, (_, i) => ({ leagueId: league.id, name: `Field ${i + 1}` }))).returning();
  const slots = fieldRows.flatMap((f) => [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => TIMES.map((time) => ({ weekday, time, fieldId: f.id })))).slice(0, 300);
  const body: SeasonBodyInput = { rounds: 2, startDate: '2027-01-02', slots, assignReferees: true, confirmOverlap: true };
  return { call: (what: 'preview' | 'publish') => admin.post<SeasonPreviewDto & SeasonPublishDto>(`/api/leagues/${league.slug}/schedule/${what}`, body) };
}

// Another league's visitor reads its standings and teams back to back while the call runs.
async function duringReads(server: Server, otherSlug: string, call: () => Promise<{ status: number }>, expected: number): Promise<Loaded> {
  const reads: number[] = [];
  let done = false;
  const reader = (async () => {
    for (let i = 0; !done; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/leagues/${otherSlug}/${i % 2 === 0 ? 'standings' : 'teams'}`);
      await res.arrayBuffer();
      if (!done) reads.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const res = await call();
  const ms = performance.now() - started;
  done = true;
  await reader;
  if (res.status !== expected) throw new Error(`the largest season answered ${res.status}`);
  return { ms, reads };
}

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

    const other = await buildLeague(server);
    await server.deps.db.insert(teams).values([{ leagueId: other.id, name: 'Hawks' }, { leagueId: other.id, name: 'Bears' }]);
    const idle = await duringReads(server, other.slug, () => new Promise((resolve) => setTimeout(() => resolve({ status: 200 }), 2000)), 200);
    const largest: { preview: Loaded; publish: Loaded }[] = [];
    for (let i = 0; i < runs; i++) {
      const season = await largestSeason(server);
      const previewed = await duringReads(server, other.slug, () => season.call('preview'), 200);
      const publishedLargest = await duringReads(server, other.slug, () => season.call('publish'), 201);
      largest.push({ preview: previewed, publish: publishedLargest });
    }
    const row = (label: string, pick: (run: { preview: Loaded; publish: Loaded }) => Loaded) => {
      const times = largest.map((run) => pick(run).ms);
      const p50s = largest.map((run) => quantile(pick(run).reads, 0.5));
      const p99s = largest.map((run) => quantile(pick(run).reads, 0.99));
      const counts = largest.map((run) => pick(run).reads.length);
      return `| ${label} | ${median(times).toFixed(0)} ms (${spreadOf(times)}) | ${median(p50s).toFixed(0)} ms (${spreadOf(p50s)}) | ${median(p99s).toFixed(0)} ms (${spreadOf(p99s)}) | ${median(counts)} | ${runs} |`;
    };

    const plan = preview!;
    const spread = (key: 'early' | 'late' | 'home') => Math.max(...plan.stats.map((s) => s[key])) - Math.min(...plan.stats.map((s) => s[key]));
    const lines = [
      '# Season builder benchmark (issue 19)',
      '',
      `Run: \`npm run bench:schedule\` (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, in-memory PGlite, real HTTP; load average at the end ${os.loadavg()[0]!.toFixed(1)}).`,
      '',
      'League: 24 teams, double round robin, 6 fields x 4 kickoff times (09:00, 10:15, 11:30, 12:45) on Saturdays from 2 Jan 2027, one blackout Saturday, 4 referees assigned.',
      '',
      '| measure | median | slowest | runs |',
      '|---|---|---|---|',
      `| POST /schedule/preview (HTTP, database reads, generator) | ${median(previews).toFixed(0)} ms | ${Math.max(...previews).toFixed(0)} ms | ${runs} |`,
      `| generator alone (buildSeason) | ${median(pure).toFixed(0)} ms | ${Math.max(...pure).toFixed(0)} ms | ${runs} |`,
      `| POST /schedule/publish (writes ${published.body.gamesCreated} games in transactions of 100) | ${publishMs.toFixed(0)} ms | | 1 |`,
      '',
      `Result: ${plan.games.length} games placed, ${plan.unscheduled.length} unscheduled; home-away spread ${spread('home')}, early-slot spread ${spread('early')}, late-slot spread ${spread('late')} (games per team).`,
      '',
      `Target: preview under ${LIMIT_MS} ms: ${Math.max(...previews) < LIMIT_MS ? 'met' : 'NOT met'} (slowest run ${Math.max(...previews).toFixed(0)} ms).`,
      '',
      '## The largest allowed season and another league\'s reads (issue 33, decision 041)',
      '',
      `64 teams, double round robin (4,032 games), 300 slots (11 fields x 4 times on every weekday), 4 referees; a fresh league each run. Meanwhile a visitor of another league reads its standings and teams back to back; read latency is each read's own time. Medians of ${runs} runs (spread: fastest-slowest run).`,
      '',
      '| call | its time | other league read p50 | read p99 | reads during | runs |',
      '|---|---|---|---|---|---|',
      `| no call (2 s, the reads alone) | | ${quantile(idle.reads, 0.5).toFixed(0)} ms | ${quantile(idle.reads, 0.99).toFixed(0)} ms | ${idle.reads.length} | 1 |`,
      row('POST /schedule/preview', (run) => run.preview),
      row('POST /schedule/publish', (run) => run.publish),
      '',
      `Bound: another league's read waits no more than 100 ms: read p99 during the preview ${median(largest.map((run) => quantile(run.preview.reads, 0.99))) < 100 ? 'met' : 'NOT met'}, during the publish ${median(largest.map((run) => quantile(run.publish.reads, 0.99))) < 100 ? 'met' : 'NOT met'} (medians of the runs' p99).`,
      '',
    ];
    fs.writeFileSync(REPORT, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await server.close();
  }
}

await main();
