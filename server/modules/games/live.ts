// What the app holds of live push (AppDeps.live): the live sockets (held in this process, or in the
// socket process, decision 037) and the feed of changes the games module emits (the change kinds:
// LiveChange in server/deps.ts, typed from below the modules so any layer may listen).
import type { Live, LiveChange } from '../../deps';
import { LiveChanges } from '../../live/changes';
import type { LiveSockets } from '../../live/sockets';

// sockets: where they are held (create-deps.ts: this process's HeldSockets unless given)
export function createLive(sockets: LiveSockets): Live {
  return { sockets, changes: new LiveChanges<LiveChange>() };
}
