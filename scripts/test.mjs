// `npm test`: install what is missing, then run every test layer, failing fast:
//   typecheck, lint, unit, API on PGlite, API on a throwaway PostgreSQL, browser (Playwright + Chromium).
// As root on Debian it apt-get installs Chromium and PostgreSQL when they are missing.
// SKIP_E2E=1 / SKIP_PG=1 skip the browser / PostgreSQL suites explicitly (never silently).
// `npm test -- unit api` runs only the named steps (typecheck, lint, unit, api, api-pg, e2e).
import fs from 'node:fs';
import {
  CHROMIUM_PATH,
  StepError,
  aptInstall,
  bold,
  dim,
  ensureBuild,
  ensureDeps,
  findPgBin,
  green,
  installSignalCleanup,
  isDebian,
  isRoot,
  npmCmd,
  npxCmd,
  red,
  runCleanups,
  runOrThrow,
  startThrowawayPostgres,
  step,
  yellow,
} from './lib.mjs';

const flag = (name) => ['1', 'true', 'yes'].includes(String(process.env[name] ?? '').toLowerCase());
const skipE2E = flag('SKIP_E2E');
const skipPg = flag('SKIP_PG');

/** The environment of the test runs: never a database of the caller's. */
function testEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

const steps = [
  { id: 'install', title: 'dependencies (npm)', fn: () => ensureDeps() },
  { id: 'system', title: 'system packages (Chromium, PostgreSQL)', fn: ensureSystemPackages },
  { id: 'typecheck', title: 'typecheck (tsc)', fn: () => runOrThrow('Typecheck', npmCmd, ['run', 'typecheck']) },
  { id: 'lint', title: 'lint (eslint)', fn: () => runOrThrow('Lint', npmCmd, ['run', 'lint']) },
  {
    id: 'unit',
    title: 'unit tests (vitest, project unit)',
    fn: () => runOrThrow('Unit tests', npxCmd, ['vitest', 'run', '--project', 'unit'], { env: testEnv() }),
  },
  {
    id: 'api',
    title: 'API tests on PGlite (vitest, project api)',
    fn: () => runOrThrow('API tests on PGlite', npxCmd, ['vitest', 'run', '--project', 'api'], { env: testEnv() }),
  },
  { id: 'api-pg', title: 'API tests on PostgreSQL (vitest, project api)', skip: skipPg && 'SKIP_PG=1', fn: apiOnPostgres },
  { id: 'e2e', title: 'browser tests (playwright, chromium)', skip: skipE2E && 'SKIP_E2E=1', fn: browserTests },
];

async function ensureSystemPackages() {
  const missing = [];
  if (!skipE2E && !fs.existsSync(CHROMIUM_PATH)) missing.push({ pkg: 'chromium', what: `Chromium (${CHROMIUM_PATH})`, skip: 'SKIP_E2E=1' });
  if (!skipPg && !findPgBin()) missing.push({ pkg: 'postgresql', what: 'PostgreSQL server (initdb, pg_ctl)', skip: 'SKIP_PG=1' });
  if (missing.length === 0) return 'present';

  if (isRoot && isDebian) {
    await aptInstall(missing.map((m) => m.pkg));
    const still = missing.filter((m) => (m.pkg === 'chromium' ? !fs.existsSync(CHROMIUM_PATH) : !findPgBin()));
    if (still.length > 0) throw new StepError(`Still missing after apt-get install: ${still.map((m) => m.what).join(', ')}.`);
    return `installed ${missing.map((m) => m.pkg).join(', ')}`;
  }

  const lines = [
    '',
    '!'.repeat(78),
    'The full test suite needs software that is not installed here:',
    ...missing.map((m) => `  - ${m.what}`),
    '',
    isDebian
      ? `Install it with:  sudo apt-get install --no-install-recommends ${missing.map((m) => m.pkg).join(' ')}`
      : `Install ${missing.map((m) => m.pkg).join(' and ')} with your system's package manager` +
        (missing.some((m) => m.pkg === 'chromium') ? ` (Chromium must be at ${CHROMIUM_PATH})` : '') +
        '; for PostgreSQL, PG_BIN=<dir of initdb> points at a non-standard install.',
    `or skip those suites explicitly with:  ${missing.map((m) => m.skip).join(' ')} npm test`,
    '!'.repeat(78),
  ];
  console.error(red(lines.join('\n')));
  throw new StepError(`Missing: ${missing.map((m) => m.what).join(', ')} (not root, or not Debian: cannot install it).`);
}

async function apiOnPostgres() {
  step('Starting a throwaway PostgreSQL server');
  const pg = await startThrowawayPostgres();
  try {
    console.log(`PostgreSQL ${dim(`(${pg.bin})`)} is up at ${pg.url}, data in ${pg.dir}`);
    await runOrThrow('API tests on PostgreSQL', npxCmd, ['vitest', 'run', '--project', 'api'], {
      env: testEnv({ TEST_DATABASE_URL: pg.url }),
    });
  } finally {
    step('Stopping the throwaway PostgreSQL server');
    pg.stop();
  }
}

async function browserTests() {
  await ensureBuild({ force: true });
  await runOrThrow('Browser tests', npxCmd, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env: testEnv() });
}

// ---------------------------------------------------------------------------

function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

function printSummary(results, total) {
  const width = Math.max(...steps.map((s) => s.title.length));
  console.log(`\n${bold('npm test summary')}`);
  for (const s of steps) {
    const r = results.get(s.id);
    let mark;
    let text;
    if (!r) [mark, text] = [dim('-'), dim('not run')];
    else if (r.status === 'passed') [mark, text] = [green('✔'), green(`passed${r.note ? ` (${r.note})` : ''}`)];
    else if (r.status === 'skipped') [mark, text] = [yellow('○'), yellow(`SKIPPED (${r.note})`)];
    else if (r.status === 'not selected') [mark, text] = [dim('-'), dim('not selected')];
    else [mark, text] = [red('✘'), red(`FAILED: ${r.note}`)];
    const time = r?.ms !== undefined ? dim(`  ${formatDuration(r.ms)}`) : '';
    console.log(`  ${mark} ${s.title.padEnd(width)}  ${text}${time}`);
  }
  console.log(dim(`  total ${formatDuration(total)}`));
}

async function main() {
  installSignalCleanup();
  const selected = process.argv.slice(2).filter((a) => a !== '--');
  const known = new Set(steps.map((s) => s.id));
  const unknown = selected.filter((a) => !known.has(a));
  if (unknown.length > 0) {
    console.error(red(`Unknown step(s): ${unknown.join(', ')}. Steps: ${[...known].join(', ')}`));
    return 2;
  }
  // install and system always run; the rest are all, or the ones named.
  const wanted = (s) => s.id === 'install' || selected.length === 0 || selected.includes(s.id) ||
    (s.id === 'system' && selected.some((id) => id === 'api-pg' || id === 'e2e'));

  const results = new Map();
  const t0 = Date.now();
  let failed = false;
  for (const s of steps) {
    if (!wanted(s)) {
      results.set(s.id, { status: 'not selected' });
      continue;
    }
    if (s.skip) {
      console.log(`\n${yellow('==>')} ${yellow(`SKIPPING ${s.title}: ${s.skip} is set`)}`);
      results.set(s.id, { status: 'skipped', note: `${s.skip} is set` });
      continue;
    }
    step(s.title);
    const start = Date.now();
    try {
      const note = await s.fn();
      results.set(s.id, { status: 'passed', ms: Date.now() - start, note: typeof note === 'string' ? note : undefined });
    } catch (err) {
      const note = err instanceof StepError ? err.message : `${err?.stack ?? err}`;
      results.set(s.id, { status: 'failed', ms: Date.now() - start, note: note.split('\n')[0] });
      if (!(err instanceof StepError)) console.error(red(note));
      console.error(red(`\n${bold('npm test: FAILED at')} ${s.title}: ${note.split('\n')[0]}`));
      failed = true;
      break;
    }
  }
  runCleanups();
  printSummary(results, Date.now() - t0);
  if (failed) {
    console.log(red(bold('\nnpm test FAILED')));
    return 1;
  }
  const skipped = [...results.values()].some((r) => r.status === 'skipped');
  console.log(skipped ? yellow(bold('\nnpm test passed, WITH SKIPPED SUITES (see above)')) : green(bold('\nnpm test passed')));
  return 0;
}

process.exitCode = await main();
