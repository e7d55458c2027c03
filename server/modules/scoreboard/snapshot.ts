import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { GameStatus } from '../../../common/constants';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import { divisionOfLeague, divisionsOfLeague } from '../divisions/store';
import { presentPublicGame } from '../games/present';
import { gamesOfLeague } from '../games/store';

// body and its gzip are made once per change, not once per poll
export type Snapshot = { body: string; gzipped: Buffer; etag: string; renderedAt: number };

// each game's JSON is kept, so a change re-serializes one game, not the list
type Entry = { game: PublicGameDto; json: string };
// which list: one status or all, one division's games or all (issue 34)
export type PublicGamesList = { status: GameStatus | null; divisionId: number | null };
export type Held = Snapshot & { entries: Entry[]; list: PublicGamesList };

const keyOf = (leagueId: number, list: PublicGamesList) => `${leagueId}:${list.status ?? 'all'}:${list.divisionId ?? 'all'}`;
const holds = (list: PublicGamesList, game: PublicGameDto) => (list.status === null || game.status === list.status) && (list.divisionId === null || game.divisionId === list.divisionId);

// The derived clock values of games nobody touched are refreshed this often, and changes that send
// no note (none are known) are caught.
const MAX_AGE_MS = 60_000;

// the order of gamesOfLeague: kickoff, then id
const before = (a: PublicGameDto, b: PublicGameDto) => a.scheduledDate < b.scheduledDate || (a.scheduledDate === b.scheduledDate && a.id < b.id);

export function pack(entries: Entry[], renderedAt: number, list: PublicGamesList): Held {
  const body = `[${entries.map((entry) => entry.json).join(',')}]`;
  // the content decides the tag: a re-render of unchanged games keeps answering 304
  const etag = `"${crypto.createHash('sha1').update(body.replace(/"serverNow":\d+/g, '')).digest('base64url')}"`;
  return { entries, body, gzipped: zlib.gzipSync(body), etag, renderedAt, list };
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
  // each league's division ids, read once per change of the league: a poll's division is checked
  // without a query, and lists are kept for the league's own divisions only
  private readonly divisionIds = new Map<number, Promise<Set<number>>>();

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
    this.divisionIds.delete(leagueId);
    for (const key of this.snapshots.keys()) if (key.startsWith(`${leagueId}:`)) this.snapshots.delete(key);
  }

  private patch(leagueId: number, game: PublicGameDto): void {
    this.bump(leagueId);
    for (const [key, held] of this.snapshots) {
      if (!key.startsWith(`${leagueId}:`)) continue;
      const entries = held.entries.filter((entry) => entry.game.id !== game.id);
      if (holds(held.list, game)) {
        const at = entries.findIndex((entry) => before(game, entry.game));
        entries.splice(at === -1 ? entries.length : at, 0, entryOf(game));
      }
      this.snapshots.set(key, pack(entries, held.renderedAt, held.list));
    }
  }

  // Issue 34: whether a division id of a poll is one of the league's.
  async isDivisionOf(leagueId: number, divisionId: number): Promise<boolean> {
    let ids = this.divisionIds.get(leagueId);
    if (!ids) {
      ids = divisionsOfLeague(this.deps.db, leagueId).then((rows) => new Set(rows.map((d) => d.id)));
      ids.catch(() => this.divisionIds.delete(leagueId));
      this.divisionIds.set(leagueId, ids);
    }
    if ((await ids).has(divisionId)) return true;
    // On PostgreSQL the note of a division just created reaches this process a moment after the
    // creator's answer: an id the kept set lacks is asked of the database before it is refused.
    if (!(await divisionOfLeague(this.deps.db, leagueId, divisionId))) return false;
    if (this.divisionIds.get(leagueId) === ids) this.divisionIds.delete(leagueId);
    return true;
  }

  // list.divisionId: one of the league's (isDivisionOf), checked by the caller
  async get(leagueId: number, list: PublicGamesList): Promise<Held> {
    const key = keyOf(leagueId, list);
    const cached = this.snapshots.get(key);
    if (cached && Date.now() - cached.renderedAt < MAX_AGE_MS) return cached;
    const generation = this.generations.get(leagueId) ?? 0;
    const renderKey = `${key}:${generation}`;
    // many polls arriving together share one render
    let pending = this.rendering.get(renderKey);
    if (!pending) {
      pending = this.render(leagueId, list)
        .then((snapshot) => {
          if ((this.generations.get(leagueId) ?? 0) === generation) this.snapshots.set(key, snapshot);
          return snapshot;
        })
        .finally(() => this.rendering.delete(renderKey));
      this.rendering.set(renderKey, pending);
    }
    return pending;
  }

  private async render(leagueId: number, list: PublicGamesList): Promise<Held> {
    const now = Date.now();
    const rows = await gamesOfLeague(this.deps.db, leagueId, list.status ?? undefined, list.divisionId);
    return pack(
      rows.map((row) => entryOf(presentPublicGame(row, now))),
      now,
      list,
    );
  }
}
