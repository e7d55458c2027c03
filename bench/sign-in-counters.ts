// What one rate-limit hit costs in each store of http/rate-limit-counters.ts: in memory, and in
// PostgreSQL (one upsert of the three keys of a sign-in attempt). Decision 005 uses it to keep the
// public-read and API-key limiters in memory: the public read is the hottest route.
//   node scripts/with-pg.mjs npx tsx bench/sign-in-counters.ts
import { openDatabase } from '../server/db/client';
import { createScratchDatabase } from '../server/db/scratch';
import { databaseCounterStore, memoryCounterStore, type CounterStore } from '../server/http/rate-limit-counters';

const WINDOW_MS = 15 * 60_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// `clients` callers each hitting in turn, `perClient` times, on keys of `addresses` addresses.
async function measure(store: CounterStore, clients: number, perClient: number, addresses: number) {
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < perClient; i++) {
        const address = `10.0.${client}.${i % addresses}`;
        const t = performance.now();
        await store.add([`login:pair:acct${i % 50}:${address}`, `login:address:${address}`, `login:account:acct${i % 50}`], WINDOW_MS, Date.now());
        samples.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    hits: samples.length,
    perSecond: Math.round(samples.length / seconds),
    p50ms: Number(percentile(samples, 50).toFixed(3)),
    p99ms: Number(percentile(samples, 99).toFixed(3)),
  };
}

async function main(): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  rows.push({ store: 'memory', clients: 1, ...(await measure(memoryCounterStore(), 1, 50_000, 200)) });
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.PG_URL;
  if (!serverUrl) {
    console.log('no TEST_DATABASE_URL: PostgreSQL skipped (run under node scripts/with-pg.mjs)');
  } else {
    const scratch = await createScratchDatabase(serverUrl, 'ffl_bench_counters');
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 16 });
    try {
      const store = databaseCounterStore(database.db);
      await measure(store, 4, 200, 50); // warm-up: connections, plans
      rows.push({ store: 'postgres', clients: 1, ...(await measure(store, 1, 3000, 200)) });
      rows.push({ store: 'postgres', clients: 16, ...(await measure(store, 16, 500, 200)) });
    } finally {
      await database.close();
      await scratch.drop();
    }
  }
  console.table(rows);
}

await main();
