// Runs one command against a throwaway PostgreSQL server (the one `npm test` uses), then removes it.
//   node scripts/with-pg.mjs npx vitest run --project api
//   node scripts/with-pg.mjs -- psql "$TEST_DATABASE_URL" -c 'select 1'
// The command gets TEST_DATABASE_URL (and PG_URL) = postgres://postgres@127.0.0.1:<port>/postgres.
// Needs the PostgreSQL server binaries (Debian: apt-get install postgresql).
import { StepError, installSignalCleanup, red, run, runCleanups, startThrowawayPostgres } from './lib.mjs';

const argv = process.argv.slice(2);
if (argv[0] === '--') argv.shift();
if (argv.length === 0) {
  console.error('usage: node scripts/with-pg.mjs <command> [args...]');
  process.exit(2);
}

installSignalCleanup();
let code = 1;
try {
  const pg = await startThrowawayPostgres();
  console.log(`PostgreSQL is up at ${pg.url} (data in ${pg.dir})`);
  code = await run(argv[0], argv.slice(1), { env: { ...process.env, TEST_DATABASE_URL: pg.url, PG_URL: pg.url } });
} catch (err) {
  console.error(red(err instanceof StepError ? err.message : err?.stack ?? String(err)));
} finally {
  runCleanups();
}
process.exit(code);
