import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { GAME_STATUSES, type GameStatus } from '../../../common/constants';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import { presentPublicGame } from '../games/present';
import { gamesOfLeague } from '../games/store';

// body and its gzip are made once per change, not once per poll
export type Snapshot = { body: string; gzipped: Buffer; etag: string; renderedAt: number };

// each game's JSON is kept, so a change re-serializes one game, not the list
type Entry = { game: PublicGameDto; json: string };
type Held = Snapshot & { entries: Entry[] };

// The derived clock values of games nobody touched are refreshed this often, and changes that send
// no note (none are known) are caught.
const MAX_AGE_MS = 60_000;

// the order of gamesOfLeague: kickoff, then id
const before = (a: PublicGameDto, b: PublicGameDto) => a.scheduledDate < b.scheduledDate || (a.scheduledDate === b.scheduledDate && a.id < b.id);

function pack(entries: Entry[], renderedAt: number): Held {
  const body = `[${entries.map((entry) => entry.json).join(',')}]`;
  // the content decides the tag: a re-render of unchanged games keeps answering 304
  const etag = `"${crypto.createHash('sha1').update(body.replace(/"serverNow":\d+/g, '')).digest('base64url')}"`;
  return { entries, body, gzipped: zlib.gzipSync(body), etag, renderedAt };
}

const entryOf = (game: PublicGameDto): Entry => ({ game, json: JSON.stringify(game) });

// The public game lists, serialized once per league and status and served as the same bytes to
// every poll until something in that league changes (issue 5: 304 for a poll that finds nothing
// new). A game the live fan-out pushes is patched into the lists it belongs to, in order, so a
// Saturday of score changes costs no re-reads (docs/decisions/017-saturday-load.md); anything else
// that changes a league (an import, a renamed team, a deleted game) drops its lists.
export class PublicGamesSnapshots {
  private readonly snapshots = new Map<string, Held>();
  private readonly rendering = new Map<string, Promise<Held>>();
  // bumped by every change: a render that started before the change is served once but not kept
  private readonly generations = new Map<number, number>();

  constructor(private readonly deps: AppDeps) {
    deps.live.changes.subscribe((change) => {
      switch (change.kind) {
        case 'gamePresented':
          return this.patch(change.leagueId, change.game);
        // a game's write or note: the fan-out's push (gamePresented) follows with the state; a
        // logged event does not show on the public lists
        case 'gameCommitted':
        case 'game':
        case 'events':
        case 'userSignedOut':
        case 'sessionEnded':
          return;
        default:
          this.invalidate(change.leagueId);
      }
    });
  }

  private bump(leagueId: number): void {
    this.generations.set(leagueId, (this.generations.get(leagueId) ?? 0) + 1);
  }

  private invalidate(leagueId: number): void {
    this.bump(leagueId);
    for (const key of this.snapshots.keys()) if (key.startsWith(`${leagueId}:`)) this.snapshots.delete(key);
  }

  private patch(leagueId: number, game: PublicGameDto): void {
    this.bump(leagueId);
    for (const status of [null, ...GAME_STATUSES]) {
      const key = `${leagueId}:${status ?? 'all'}`;
      const held = this.snapshots.get(key);
      if (!held) continue;
      const entries = held.entries.filter((entry) => entry.game.id !== game.id);
      if (status === null || game.status === status) {
        const at = entries.findIndex((entry) => before(game, entry.game));
        entries.splice(at === -1 ? entries.length : at, 0, entryOf(game));
      }
      this.snapshots.set(key, pack(entries, held.renderedAt));
    }
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

  private async render(leagueId: number, status: GameStatus | null): Promise<Held> {
    const now = Date.now();
    const rows = await gamesOfLeague(this.deps.db, leagueId, status ?? undefined);
    return pack(
      rows.map((row) => entryOf(presentPublicGame(row, now))),
      now,
    );
  }
}
