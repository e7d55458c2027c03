import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { GameStatus } from '../../../common/constants';
import type { PublicGameDto } from '../../../common/schemas/scoreboard';
import type { AppDeps } from '../../deps';
import { presentPublicGame } from '../games/present';
import { gamesOfLeague } from '../games/store';

// body and its gzip are made once per render, not once per poll
export type Snapshot = { body: string; gzipped: Buffer; etag: string; renderedAt: number };

// A snapshot is dropped by every change note of its league; this bound only catches changes that
// send no note (a team renamed) and refreshes the derived clock values now and then.
const MAX_AGE_MS = 60_000;

// The public game lists, serialized once per league and status and served as the same bytes to
// every poll until something in that league changes (issue 5: 304 for a poll that finds nothing new).
export class PublicGamesSnapshots {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly rendering = new Map<string, Promise<Snapshot>>();
  // bumped by every change: a render that started before the change is served once but not kept
  private readonly generations = new Map<number, number>();

  constructor(private readonly deps: AppDeps) {
    deps.live.changes.subscribe((note) => {
      if ('leagueId' in note) this.invalidate(note.leagueId);
    });
  }

  invalidate(leagueId: number): void {
    this.generations.set(leagueId, (this.generations.get(leagueId) ?? 0) + 1);
    for (const key of this.snapshots.keys()) if (key.startsWith(`${leagueId}:`)) this.snapshots.delete(key);
  }

  async get(leagueId: number, status: GameStatus | null): Promise<Snapshot> {
    const key = `${leagueId}:${status ?? 'all'}`;
    const cached = this.snapshots.get(key);
    if (cached && Date.now() - cached.renderedAt < MAX_AGE_MS) return cached;
    const generation = this.generations.get(leagueId) ?? 0;
    const renderKey = `${key}:${generation}`;
    // many polls arriving together share one render
    let pending = this.rendering.get(renderKey);
    if (!pending) {
      pending = this.render(leagueId, status)
        .then((snapshot) => {
          if ((this.generations.get(leagueId) ?? 0) === generation) this.snapshots.set(key, snapshot);
          return snapshot;
        })
        .finally(() => this.rendering.delete(renderKey));
      this.rendering.set(renderKey, pending);
    }
    return pending;
  }

  private async render(leagueId: number, status: GameStatus | null): Promise<Snapshot> {
    const now = Date.now();
    const rows = await gamesOfLeague(this.deps.db, leagueId, status ?? undefined);
    const games: PublicGameDto[] = rows.map((row) => presentPublicGame(row, now));
    const body = JSON.stringify(games);
    // the content decides the tag: a re-render of unchanged games keeps answering 304
    const etag = `"${crypto.createHash('sha1').update(body.replace(/"serverNow":\d+/g, '')).digest('base64url')}"`;
    return { body, gzipped: zlib.gzipSync(body), etag, renderedAt: now };
  }
}
