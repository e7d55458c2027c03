// This process's feed of live changes, for the modules that keep something in memory per league
// or per game. The transport knows only that changes are emitted and listened to; what a change
// is belongs to the module that emits it (modules/games/live.ts: the database's notes, a game this
// process just wrote, a game as the fan-out presented it).
export type ChangeListener<Change> = (change: Change) => void;

export class LiveChanges<Change> {
  private readonly listeners = new Set<ChangeListener<Change>>();

  subscribe(listener: ChangeListener<Change>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: Change): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (err) {
        console.error('live change listener failed:', err);
      }
    }
  }
}
