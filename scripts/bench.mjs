// `npm run bench`: the Saturday benchmark (issue 10). Installs what is missing, builds what changed,
// provides a PostgreSQL for the two-process part (DATABASE_URL when set, where the bench creates and
// later drops a fresh database; otherwise a throwaway server), then runs bench/saturday/run.ts,
// which writes bench/REPORT.md and bench/REPORT.json.
//   npm run bench               the whole scenario (about 12 minutes on 2 cores)
//   npm run bench -- --quick    a tenth of the spectators, short windows
//   npm run bench -- --smoke    300 spectators, one short window each against the product and the
//                               baseline, the report in a temporary directory (does the harness work?)
//   npm run bench -- --focus    only the 10,000-spectator windows (product and baseline, 30 s each),
//                               for trying a change; add --profile for the product's CPU profile
//   npm run bench -- --no-pg    skip the PostgreSQL part
import { StepError, aptInstall, ensureBuild, ensureDeps, findPgBin, installSignalCleanup, isDebian, isRoot, red, run, runCleanups, startThrowawayPostgres, step, warn } from './lib.mjs';

const args = process.argv.slice(2);
installSignalCleanup();
let code = 1;
try {
  await ensureDeps();
  await ensureBuild();
  let pgUrl = process.env.DATABASE_URL ?? '';
  if (!pgUrl && !args.includes('--no-pg')) {
    if (!findPgBin() && isRoot && isDebian) await aptInstall(['postgresql']);
    if (findPgBin()) {
      step('Starting a throwaway PostgreSQL for the two-process part');
      pgUrl = (await startThrowawayPostgres({ quiet: true })).url;
    } else {
      warn('No PostgreSQL server binaries: the two-process part is skipped (set DATABASE_URL to measure it).');
    }
  }
  const command = `${process.env.DATABASE_URL ? 'DATABASE_URL=... ' : ''}npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
  step(`Running the Saturday benchmark (${command})`);
  code = await run(process.execPath, ['--import', 'tsx', 'bench/saturday/run.ts', ...args.filter((a) => a !== '--no-pg')], {
    env: { ...process.env, BENCH_PG_URL: pgUrl, BENCH_COMMAND: command },
  });
} catch (err) {
  console.error(red(`npm run bench: ${err instanceof StepError ? err.message : (err?.stack ?? err)}`));
} finally {
  runCleanups();
}
process.exit(code);
