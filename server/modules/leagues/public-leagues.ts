// Public reads (every scoreboard poll, every socket subscription) find their league by its slug.
// On a Saturday that is thousands of identical queries a second (bench/REPORT.md), so an answer is
// kept for a second at most, shared by the lookups that arrive together, and dropped at once when a
// league changes: by the writer right after its commit, and on every instance by the leagueChanged
// note the change publishes (docs/decisions/017-saturday-load.md).
import type { Db } from '../../db/client';
import type { GameChanges, LeagueLookups } from '../../deps';
import { leagueBySlug, type League } from './store';

const MAX_AGE_MS = 1_000;
// unknown slugs are remembered too; a scan of made-up slugs only ever costs this much memory
const MAX_ENTRIES = 10_000;

export class PublicLeagues implements LeagueLookups {
  private readonly entries = new Map<string, { league: League | null; at: number }>();
  private readonly pending = new Map<string, Promise<League | null>>();
  // bumped by every change: a lookup that started before it is answered but not kept
  private generation = 0;

  constructor(
    private readonly db: Db,
    changes: GameChanges,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {
    changes.subscribe((note) => {
      if (note.kind === 'leagueChanged') this.forget();
    });
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  bySlug(slug: string): Promise<League | null> {
    const key = slug.toLowerCase();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.maxAgeMs) return Promise.resolve(hit.league);
    const generation = this.generation;
    const pendingKey = `${generation}:${key}`;
    let lookup = this.pending.get(pendingKey);
    if (!lookup) {
      const at = Date.now();
      lookup = leagueBySlug(this.db, key)
        .then((league) => {
          if (generation === this.generation) {
            if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
            this.entries.set(key, { league, at });
          }
          return league;
        })
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, lookup);
    }
    return lookup;
  }
}
