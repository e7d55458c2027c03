// LISTEN for live notes: on PGlite through its own listen(), on PostgreSQL on one dedicated
// connection (a pooled one could not stay in LISTEN), reconnecting with backoff when it drops.
import pg from 'pg';
import type { ListenSource } from '../db/client';
import { LIVE_CHANNEL } from './notify';

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

export type ListenOptions = {
  onPayload: (payload: string) => void;
  // the connection came back after a loss: notes sent meanwhile are missing
  onReconnect: () => void;
  log: Log;
};

export type Listener = { close(): Promise<void> };

export async function listenForLiveNotes(source: ListenSource, options: ListenOptions): Promise<Listener> {
  if (source.kind === 'pglite') {
    const unlisten = await source.client.listen(LIVE_CHANNEL, options.onPayload);
    return {
      async close() {
        if (!source.client.closed) await unlisten();
      },
    };
  }
  const listener = new PostgresListener(source.url, options);
  await listener.connect();
  return listener;
}

const BACKOFF_MS = { first: 500, max: 30_000 };

class PostgresListener implements Listener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private backoffMs = BACKOFF_MS.first;

  constructor(
    private readonly url: string,
    private readonly options: ListenOptions,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload !== undefined) this.options.onPayload(message.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.backoffMs = BACKOFF_MS.first;
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.options.log.warn({ err }, 'live listener lost its PostgreSQL connection; reconnecting');
    client.end().catch(() => {});
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect()
        .then(() => {
          this.options.log.info({}, 'live listener reconnected');
          this.options.onReconnect();
        })
        .catch((err: unknown) => {
          this.options.log.warn({ err }, 'live listener could not reconnect');
          const failed = this.client;
          this.client = null;
          failed?.end().catch(() => {});
          this.backoffMs = Math.min(BACKOFF_MS.max, this.backoffMs * 2);
          this.retry();
        });
    }, this.backoffMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
