// Listens to deps.gameChanged (wired in create-deps.ts), emitted in the game write's transaction:
// it only records what the game's followers are to be told (the outbox, committed or rolled back with
// the write); the sender (sender.ts) sends it after the commit, off the request's path (decision 048).
import type { Tx } from '../../db/client';
import type { GameChange } from '../../deps';
import { noticesOf } from './notices';
import { queueMessages } from './store';

export async function onGameChanged(tx: Tx, change: GameChange): Promise<void> {
  const messages = noticesOf(change);
  if (messages.length > 0) await queueMessages(tx, change.after, messages);
}
