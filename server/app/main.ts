import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from '../config';
import { serveBackupRequests, startDailyBackups } from '../db/backup';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createFilesPrivately, tightenTree } from '../db/private-files';
import { clientDistFolder } from '../db/paths';
import { createDeps } from './create-deps';
import { connectionLimits } from '../http/connection-caps';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency';
import { SocketProcess } from '../live/socket-process';
import { HeldSockets, socketLimits, type LiveSockets, type SocketLimits } from '../live/sockets';
import { startLiveBridge } from '../modules/games/live-bridge';
import { deleteExpiredSessions } from '../auth/session-store';
import { raiseOpenFileLimit } from './open-file-limit';
import { loadSessionSecret } from '../secrets';
import { bootstrap, type BootstrapReport } from '../seed/bootstrap';

async function main(): Promise<void> {
  // the data dir is the owner's alone: nothing written from here on is readable by others, and what
  // an earlier run or a copy left readable is tightened (decision 020)
  createFilesPrivately();
  const config = loadConfig();
  const tightened = tightenTree(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  const report = await bootstrap(database.db, config);
  // before the socket process starts: it inherits the limit (decision 042)
  const openFileLimit = raiseOpenFileLimit({ info: (m) => console.log(m), warn: (m) => console.warn(m) });
  const limits = socketLimits(config.liveCaps, openFileLimit);
  console.log(`Live sockets: at most ${limits.caps.perAddress} per address and ${limits.caps.total} in all (${config.liveSockets === 'process' ? 'in the socket process' : 'in this process'})`);
  const connections = connectionLimits(config.connections, openFileLimit);
  console.log(
    `Connections: at most ${connections.perAddress ?? 'any number (TRUST_PROXY: the proxy caps its clients)'} per address and ${connections.total} in all; ` +
      `headers within ${connections.headersTimeoutMs / 1000} s, idle keep-alive ${connections.keepAliveTimeoutMs / 1000} s (decision 058)`,
  );
  const sockets = config.liveSockets === 'process' ? await startSocketProcess(limits) : new HeldSockets(limits);
  const deps = createDeps(config, database.db, loadSessionSecret(config.sessionSecret, config.dataDir), undefined, database.kind, sockets);
  const app = await buildApp(deps, { clientDir: clientDistFolder, logger: true, connections });
  if (tightened > 0) app.log.warn(`DATA_DIR ${config.dataDir}: ${tightened} files and folders were readable by other users; now the owner's only (0600 files, 0700 folders)`);
  const live = await startLiveBridge(database, deps, app.log);

  // expired sessions are refused on use, day-old idempotency keys are past any retry and closed
  // sign-in counter windows count for nothing; this only keeps the tables small
  const sweep = setInterval(() => {
    const now = new Date();
    deleteExpiredSessions(database.db, now).catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
    deleteExpiredIdempotencyKeys(database.db, now).catch((err: unknown) => app.log.warn({ err }, 'idempotency key sweep failed'));
    deps.limiters.signIn.sweep(now.getTime()).catch((err: unknown) => app.log.warn({ err }, 'sign-in counter sweep failed'));
  }, 60 * 60 * 1000);
  sweep.unref();

  // the embedded database's daily copy in DATA_DIR/backups (the last 7 kept), and `npm run backup`
  // served while this server holds the data dir (decision 020); PostgreSQL is backed up with pg_dump
  const dumpDataDir = database.dumpDataDir;
  const stopDailyBackups = dumpDataDir ? startDailyBackups(config.dataDir, dumpDataDir, app.log) : () => {};
  const stopBackupRequests = dumpDataDir ? await serveBackupRequests(config.dataDir, dumpDataDir, app.log) : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    stopDailyBackups();
    await stopBackupRequests();
    await app.close();
    await live.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // PUBLIC_URL builds every absolute link the server writes, this banner's too
  printWelcome(config.publicUrl, database.kind, config.dataDir, report);
}

// The socket process's program: dist/server/live/socket-process-entry.js beside the build's
// dist/server/main.js, server/live/socket-process-entry.ts beside this file's folder under `npm run
// dev` (forked with this process's Node flags, tsx's loader among them).
async function startSocketProcess(limits: SocketLimits): Promise<LiveSockets> {
  const extension = import.meta.url.slice(import.meta.url.lastIndexOf('.'));
  const entry = fileURLToPath(new URL(`${extension === '.ts' ? '../' : './'}live/socket-process-entry${extension}`, import.meta.url));
  return SocketProcess.start(entry, { debug: () => {}, warn: (obj, msg) => console.warn(msg, obj) }, { limits });
}

function printWelcome(url: string, kind: string, dataDir: string, report: BootstrapReport): void {
  const lines = [
    '',
    `Flag football leagues is running at ${url}`,
    `Database: ${kind === 'pglite' ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (report.superAdmin) {
    lines.push(`Super admin: ${report.superAdmin.username} / ${report.superAdmin.password ?? '(SUPER_ADMIN_PASSWORD)'}`);
    if (report.superAdmin.passwordFile) lines.push(`  (password shown once; also kept in ${report.superAdmin.passwordFile})`);
  }
  if (report.demoAccounts.length > 0) {
    lines.push(`Demo league: ${url}/demo  (sign in at ${url}/demo/login)`);
    for (const a of report.demoAccounts) lines.push(`  ${a.role.padEnd(8)} ${a.username} / ${a.password}`);
  }
  if (!report.firstStart) lines.push(`Sign in at ${url}/login (accounts were printed on the first start)`);
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
