// Every live note this process receives, from any instance, for modules that keep something in
// memory per league (the public scoreboard's snapshot): subscribe and drop what a note invalidates.
import type { LiveNote } from './notify';

export type LiveNoteListener = (note: LiveNote) => void;

export class LiveChanges {
  private readonly listeners = new Set<LiveNoteListener>();

  subscribe(listener: LiveNoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(note: LiveNote): void {
    for (const listener of this.listeners) {
      try {
        listener(note);
      } catch (err) {
        console.error('live change listener failed:', err);
      }
    }
  }
}
