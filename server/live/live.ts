import { LiveChanges } from './changes';
import { LiveHub, type HubOptions } from './hub';

// What the app holds of live push (AppDeps.live): this process's sockets and the feed of notes.
export type Live = { hub: LiveHub; changes: LiveChanges };

export function createLive(options: Partial<HubOptions> = {}): Live {
  return { hub: new LiveHub(options), changes: new LiveChanges() };
}
