// A new, empty database on a PostgreSQL server (the API tests' per-file database, the benchmark's
// fresh one), and the way to drop it again. Needs a role that may create databases.
import crypto from 'node:crypto';
import pg from 'pg';

async function runOn(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await runOn(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOn(serverUrl, `drop database if exists ${name} with (force)`) };
}
