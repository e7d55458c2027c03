import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { serverEnv, serverNodeFlags } from '../scripts/server-flags.mjs';

// Browser tests: the built app (`npm run build` first; `npm test` does it) served by
// `node dist/server/main.js` (with `npm start`'s Node flags) on a fresh PGlite database with the demo and e2e seeds,
// driven by Debian's Chromium at /usr/bin/chromium (Playwright's browser downloads are not used).

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3211);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

// One data directory per run. Playwright loads this file again in every worker process: only the
// process that picked the directory (the runner) resets it and removes it at the end.
let dataDir = process.env.FFL_E2E_DATA_DIR;
if (!dataDir) {
  dataDir = path.join(os.tmpdir(), `ffl-e2e-${process.pid}`);
  process.env.FFL_E2E_DATA_DIR = dataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const created = dataDir;
  process.on('exit', () => {
    try {
      fs.rmSync(created, { recursive: true, force: true });
    } catch {
      // the server may still hold files for a moment; os.tmpdir() is cleaned eventually
    }
  });
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  // One browser per two cores: each worker runs a Chromium (several processes, software rendering)
  // beside the server, and two of them on a 2-core machine starved pages past their 5 s waits (load
  // average 12-14, 'Loading game…' in 3 of 107 tests). On 2 cores that is one, serial, which never starves.
  workers: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: E2E_ORIGIN,
    headless: true,
    // A trace records the page all through every test, failing or not: on the control page, which
    // redraws five times a second, that tripled the suite's CPU (an axe run 14 s instead of 3 s) and
    // starved the 2-core CI machine into timeouts. The failure screenshot and error context stay;
    // PW_TRACE=1 records traces again when a failure needs one.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // with the Node flags `npm start` gives it (decision 050)
    command: ['node', '--enable-source-maps', ...serverNodeFlags, 'dist/server/main.js'].join(' '),
    cwd: repoRoot,
    url: `${E2E_ORIGIN}/api/leagues/by-slug`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      ...serverEnv,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded database, whatever the caller's environment says (empty = unset).
      DATABASE_URL: '',
      SEED_DEMO: '1',
      SEED_E2E: '1',
      SUPER_ADMIN_USERNAME: 'superadmin',
      SUPER_ADMIN_PASSWORD: 'superadmin-pass',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      NODE_ENV: 'production',
      // issue 38: the push service e2e/follow.spec.ts runs on a free port of this machine
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*',
      // issue 50: the webhook receiver e2e/webhooks.spec.ts runs on a free port of this machine
      WEBHOOK_ALLOW_HTTP_ORIGINS: 'http://127.0.0.1:*',
      // Request logs would drown the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
  },
});
