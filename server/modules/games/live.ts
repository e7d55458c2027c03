// What the app holds of live push (AppDeps.live): the live sockets (held in this process, or in the
// socket process, decision 037)
// and the feed of changes the games module emits: every note from the database (any instance's
// write), a game this process just wrote (right after its commit, so the fan-out can push it
// without waiting for the note and a re-read), and each game as the fan-out presented it to the
// scoreboards (so the public snapshots patch that one game in instead of re-reading the league).
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import { LiveChanges } from '../../live/changes';
import type { LiveSockets } from '../../live/sockets';
import type { LiveNote } from '../../live/notify';
import type { GameEventRow, GameRecord } from './store';

export type LiveChange =
  | LiveNote
  // events: what the write logged, pushed with it (no re-read for this process's sockets)
  | { kind: 'gameCommitted'; game: GameRecord; events: GameEventRow[]; receivedAt: number }
  | { kind: 'gamePresented'; leagueId: number; game: PublicGameDto };

export type GameChanges = LiveChanges<LiveChange>;

export type Live = { sockets: LiveSockets; changes: GameChanges };

// sockets: where they are held (create-deps.ts: this process's HeldSockets unless given)
export function createLive(sockets: LiveSockets): Live {
  return { sockets, changes: new LiveChanges<LiveChange>() };
}
