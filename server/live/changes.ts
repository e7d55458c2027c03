// This process's feed of live changes, for the modules that keep something in memory per league
// or per game: every note from the database (any instance's write), a game this process just
// wrote (right after its commit, so the fan-out can push it without waiting for the note and a
// re-read), and each game as the fan-out presented it to the scoreboards (so the public snapshots
// patch that one game in instead of re-reading the league).
import type { PublicGameDto } from '../../common/schemas/games/dto';
import type { GameRecord } from '../modules/games/store';
import type { LiveNote } from './notify';

export type LiveChange =
  | LiveNote
  | { kind: 'gameCommitted'; game: GameRecord; receivedAt: number }
  | { kind: 'gamePresented'; leagueId: number; game: PublicGameDto };

export type LiveChangeListener = (change: LiveChange) => void;

export class LiveChanges {
  private readonly listeners = new Set<LiveChangeListener>();

  subscribe(listener: LiveChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: LiveChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (err) {
        console.error('live change listener failed:', err);
      }
    }
  }
}
