// Listens to deps.gameChanged (wired in create-deps.ts), emitted in the game write's transaction:
// it only records what the game's followers are to be told (the outbox, committed or rolled back with
// the write); the sender (sender.ts) sends it after the commit, off the request's path (decision 048).
import type { Tx } from '../../db/client';
import type { GameChange } from '../../deps';
import { noticesOf } from './notices';
import { queueMessages } from './store';

export async function onGameChanged(tx: Tx, change: GameChange): Promise<void> {
  const messages = noticesOf(change);
  // a playoff game waiting on an earlier one has a side with no team yet (issue 36): only the known
  // team's followers are told (the outbox row names it for both sides)
  const [first, second = first] = [change.after.homeTeamId, change.after.awayTeamId].filter((id) => id !== null);
  if (messages.length > 0 && first !== undefined) await queueMessages(tx, { homeTeamId: first, awayTeamId: second! }, messages);
}
