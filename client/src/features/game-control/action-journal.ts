import type { GameAction } from '@common/game-rules';
import type { GameDto, GameErrorBody } from '@common/schemas/games/dto';
import { newerGame } from '@client/lib/game-cache';

// The referee's taps on one game, kept until the server has them (docs/decisions/023-offline-referee-journal.md).
// A tap is an entry at once: the screen shows it (optimistic-game.ts) and the storage keeps it
// through a reload. One sender sends the entries in tap order, one at a time, each with its own
// Idempotency-Key, so a retry after a lost answer is applied once. No signal: the entries wait and
// are sent when the network or the socket comes back, or at the next retry.

export type JournalEntry = {
  key: string; // the Idempotency-Key
  gameId: number;
  userId: number; // only this user's session sends it
  seq: number; // tap order on this device
  action: GameAction;
  tappedAt: number; // the server's time at the tap, as this device estimates it
  // The game version the tap was made on; raised by each of this device's earlier taps as the
  // server accepts them. An absolute action (set score, set down…) is sent with If-Match on it.
  basis: number;
};

export type SendOutcome =
  | { kind: 'applied'; game: GameDto }
  | { kind: 'refused'; status: number; body: GameErrorBody | null; error: Error }
  | { kind: 'unreachable' } // no answer, a gateway error or a busy server: try again later
  | { kind: 'signedOut' }; // 401: kept until the referee signs in again

export type JournalStorage = {
  entriesOf(gameId: number, userId: number): Promise<JournalEntry[]>;
  put(entry: JournalEntry): Promise<void>;
  remove(key: string): Promise<void>;
};

export type SyncStatus = 'synced' | 'sending' | 'offline' | 'signedOut';

export type JournalDeps = {
  gameId: number;
  userId: number;
  storage: JournalStorage;
  send: (entry: JournalEntry) => Promise<SendOutcome>;
  onApplied: (entry: JournalEntry, game: GameDto) => void;
  onRefused: (entry: JournalEntry, outcome: Extract<SendOutcome, { kind: 'refused' }>) => void;
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => () => void;
};

export type JournalSnapshot = {
  entries: readonly JournalEntry[];
  status: SyncStatus;
  // What the waiting entries apply to: the game the first of them was tapped on, replaced by each
  // answer of the server (never by an older one). null with no entry waiting.
  base: GameDto | null;
};

// Short at first (a blip), then every 8 s at most; the browser's `online` event and the live
// socket's reconnection cut the wait short (wake()).
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

// The journals of this page, so a sign-out can stop them all (decision 043).
const live = new Set<ActionJournal>();

// Sign-out: the waiting taps are deleted with the device's storage (the referee said so); no journal
// sends one afterwards, or keeps one in memory.
export function stopEveryJournal(): void {
  for (const journal of live) journal.stop();
}

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export class ActionJournal {
  private snapshot: JournalSnapshot = { entries: [], status: 'synced', base: null };
  private readonly listeners = new Set<() => void>();
  private readonly saved = new Map<string, Promise<void>>();
  private draining = false;
  // the entry on its way to the server (its request may be out), which only an undo of its event can take back
  private inFlight: string | null = null;
  private failures = 0;
  private wakeUp: (() => void) | null = null;
  private nextSeq = 0;
  private stopped = false;
  readonly loaded: Promise<void>;

  constructor(private readonly deps: JournalDeps) {
    live.add(this);
    // Entries left by an earlier page (a reload, a closed tab) go first, in their order.
    this.loaded = deps.storage.entriesOf(deps.gameId, deps.userId).then(
      (stored) => {
        if (stored.length === 0 || this.stopped) return;
        const sorted = [...stored].sort((a, b) => a.seq - b.seq);
        this.nextSeq = Math.max(this.nextSeq, sorted.at(-1)!.seq + 1);
        this.update({ entries: [...sorted, ...this.snapshot.entries] });
        this.drain();
      },
      (error: unknown) => console.error('Could not read the waiting actions', error),
    );
  }

  getSnapshot = (): JournalSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  // A tap: kept at once, sent in its turn. `seen` is the game the referee saw when tapping.
  add(entry: Omit<JournalEntry, 'seq' | 'basis' | 'gameId' | 'userId'>, seen: GameDto): JournalEntry {
    const base = this.snapshot.base ?? seen;
    // increasing across reloads too: the page's clock in µs, past the last entry kept
    const seq = Math.max(Date.now() * 1000, this.nextSeq);
    this.nextSeq = seq + 1;
    const full: JournalEntry = { ...entry, gameId: this.deps.gameId, userId: this.deps.userId, seq, basis: base.version };
    this.saved.set(full.key, this.persist(full));
    this.update({ entries: [...this.snapshot.entries, full], base });
    this.drain();
    return full;
  }

  // Issue 37: the undo of a tap not sent yet takes it out of the journal (and off the device), so
  // the server never sees it: no request for it and none for its undo. False when it is already on
  // its way or gone: its event is then undone like any other.
  withdraw(key: string): boolean {
    if (this.inFlight === key || !this.snapshot.entries.some((entry) => entry.key === key)) return false;
    const saving = this.saved.get(key) ?? Promise.resolve();
    this.saved.delete(key);
    // removed after its own put, which may still be on its way to the storage
    void saving.then(() => this.deps.storage.remove(key)).catch((error: unknown) => console.error('Could not clear a withdrawn action', error));
    this.update({ entries: this.snapshot.entries.filter((entry) => entry.key !== key) });
    return true;
  }

  // The network or the socket came back, or the referee signed in again: try now.
  wake(): void {
    if (this.snapshot.status === 'signedOut') this.update({ status: this.snapshot.entries.length > 0 ? 'sending' : 'synced' });
    this.failures = 0;
    this.wakeUp?.();
    this.drain();
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  stop(): void {
    this.stopped = true;
    live.delete(this);
    this.update({ entries: [], status: 'synced' });
    this.wakeUp?.();
  }

  private persist(entry: JournalEntry): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return this.deps.storage.put(entry).catch((error: unknown) => console.error('Could not keep an action on this device', error));
  }

  private update(change: Partial<JournalSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    if (next.entries.length === 0) next.base = null;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      await this.loaded;
      for (let entry = this.snapshot.entries[0]; entry; entry = this.snapshot.entries[0]) {
        if (this.snapshot.status === 'signedOut' || this.stopped) return;
        if (this.snapshot.status !== 'offline') this.update({ status: 'sending' });
        // on the device before it goes: a reload after this point replays it with the same key
        this.inFlight = entry.key;
        await this.saved.get(entry.key);
        const outcome = await this.deps.send(entry).finally(() => (this.inFlight = null));
        if (this.stopped) return;
        if (outcome.kind === 'unreachable') {
          this.update({ status: 'offline' });
          await this.pause();
          continue;
        }
        if (outcome.kind === 'signedOut') {
          this.update({ status: 'signedOut' });
          return;
        }
        this.failures = 0;
        this.forget(entry);
        if (outcome.kind === 'applied') {
          // the taps after it were made on a game that included it
          const entries = this.snapshot.entries.map((e) => ({ ...e, basis: outcome.game.version }));
          for (const e of entries) this.saved.set(e.key, this.persist(e));
          this.update({ entries, base: newerGame(this.snapshot.base, outcome.game), status: 'sending' });
          this.deps.onApplied(entry, outcome.game);
        } else {
          const base = outcome.body?.game ? newerGame(this.snapshot.base, outcome.body.game) : this.snapshot.base;
          this.update({ base });
          this.deps.onRefused(entry, outcome);
        }
      }
      this.update({ status: 'synced' });
    } finally {
      this.draining = false;
    }
  }

  private forget(entry: JournalEntry): void {
    this.saved.delete(entry.key);
    void this.deps.storage.remove(entry.key).catch((error: unknown) => console.error('Could not clear a sent action', error));
    this.update({ entries: this.snapshot.entries.filter((e) => e.key !== entry.key) });
  }

  private pause(): Promise<void> {
    const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
    const ms = delays[Math.min(this.failures, delays.length - 1)]!;
    this.failures += 1;
    const setTimer = this.deps.setTimer ?? defaultTimer;
    return new Promise((resolve) => {
      const cancel = setTimer(() => finish(), ms);
      const finish = () => {
        cancel();
        this.wakeUp = null;
        resolve();
      };
      this.wakeUp = finish;
    });
  }
}
