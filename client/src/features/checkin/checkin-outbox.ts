import type { CheckinDto } from '@common/schemas/rosters';
import type { SavedCheckin } from '@client/features/game-control/device-store';

// Issue 49 (decision 080): the check-in list of one game, kept on the phone until the server has it.
// Unlike the console's taps (action-journal.ts), a list is not a change but the whole sheet, so only
// the last one matters: each tap replaces the waiting list in the device store (IndexedDB, with the
// journal's taps, so it survives a reload and goes with a sign-out), and one sender sends it, one
// request at a time. Taps made without signal are sent once, as one list, when the signal returns.

export type CheckinSendOutcome =
  | { kind: 'applied'; sheet: CheckinDto }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unreachable' }
  | { kind: 'signedOut' };

export type CheckinStorage = {
  saveCheckin(entry: SavedCheckin): Promise<void>;
  savedCheckin(userId: number, gameId: number): Promise<SavedCheckin | undefined>;
  dropCheckin(entry: SavedCheckin): Promise<void>;
};

export type CheckinStatus = 'synced' | 'sending' | 'offline' | 'signedOut';
export type CheckinSnapshot = { waiting: SavedCheckin | null; status: CheckinStatus };

export type CheckinOutboxDeps = {
  gameId: number;
  userId: number;
  storage: CheckinStorage;
  send: (entry: SavedCheckin) => Promise<CheckinSendOutcome>;
  onApplied: (sheet: CheckinDto) => void;
  onRefused: (outcome: Extract<CheckinSendOutcome, { kind: 'refused' }>) => void;
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => () => void;
};

// the journal's delays (decision 023): short at first, then every 8 s at most
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export class CheckinOutbox {
  private snapshot: CheckinSnapshot = { waiting: null, status: 'synced' };
  private readonly listeners = new Set<() => void>();
  private saved: Promise<void> = Promise.resolve();
  private draining = false;
  private attempt = 0;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;
  private lastSavedAt = 0;

  constructor(private readonly deps: CheckinOutboxDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CheckinSnapshot => this.snapshot;

  private set(next: Partial<CheckinSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  // A list left by an earlier page (a reload, a phone that slept without signal) is sent first.
  async load(): Promise<void> {
    const saved = await this.deps.storage.savedCheckin(this.deps.userId, this.deps.gameId);
    if (this.stopped || !saved || this.snapshot.waiting) return;
    this.lastSavedAt = saved.savedAt;
    this.set({ waiting: saved });
    void this.drain();
  }

  // A tap: the whole list as it now stands replaces any list still waiting.
  save(present: readonly number[], override = false): SavedCheckin {
    // strictly increasing, so a list sent is never mistaken for the one that replaced it
    this.lastSavedAt = Math.max(Date.now(), this.lastSavedAt + 1);
    const entry: SavedCheckin = { gameId: this.deps.gameId, userId: this.deps.userId, present: [...present], override, savedAt: this.lastSavedAt };
    this.saved = this.saved.then(() => this.deps.storage.saveCheckin(entry)).catch((error: unknown) => console.error('check-in not kept on the device', error));
    this.set({ waiting: entry });
    this.wake();
    return entry;
  }

  // The signal is back (the browser's `online`, a retry's timer): send now.
  wake(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.listeners.clear();
  }

  private async drain(): Promise<void> {
    if (this.draining || this.stopped) return;
    this.draining = true;
    try {
      for (;;) {
        if (!this.snapshot.waiting || this.stopped) break;
        this.set({ status: 'sending' });
        // kept on the device before it goes, and the newest list by then
        await this.saved;
        const entry = this.snapshot.waiting;
        if (!entry || this.stopped) break;
        const outcome = await this.deps.send(entry).catch((): CheckinSendOutcome => ({ kind: 'unreachable' }));
        if (this.stopped) break;
        if (outcome.kind === 'unreachable' || outcome.kind === 'signedOut') {
          this.set({ status: outcome.kind === 'unreachable' ? 'offline' : 'signedOut' });
          if (outcome.kind === 'unreachable') this.retryLater();
          break;
        }
        this.attempt = 0;
        await this.deps.storage.dropCheckin(entry);
        const newer = this.snapshot.waiting !== entry;
        if (!newer) this.set({ waiting: null, status: 'synced' });
        if (outcome.kind === 'refused') this.deps.onRefused(outcome);
        // a newer list is sent next; the sheet it answers is the one to show
        else if (!newer) this.deps.onApplied(outcome.sheet);
      }
    } finally {
      this.draining = false;
    }
  }

  private retryLater(): void {
    const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)]!;
    this.attempt += 1;
    this.cancelTimer = (this.deps.setTimer ?? defaultTimer)(() => this.wake(), delay);
  }
}

// The list a screen shows: the waiting one over the server's sheet.
export function presentIds(sheet: CheckinDto | null | undefined, waiting: SavedCheckin | null): Set<number> {
  if (waiting) return new Set(waiting.present);
  if (!sheet) return new Set();
  return new Set([...sheet.home, ...sheet.away, ...sheet.others].filter((player) => player.present).map((player) => player.id));
}
