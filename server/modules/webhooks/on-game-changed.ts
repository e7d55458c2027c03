// Listens to deps.gameChanged (wired in create-deps.ts), in the game write's transaction (issue 50,
// decision 085): the events the change raises (events.ts) are written to the outbox for every
// webhook that hears them and the game's league, each carrying the game as the public API answers it
// (an instructional division's without its score). A change that raises no event costs nothing; one
// that raises some costs one query while no webhook hears it.
import type { Tx } from '../../db/client';
import type { AppDeps, GameChange } from '../../deps';
import { presentPublicGame } from '../games/present';
import { eventsOfChange } from './events';
import { leagueRefOf, queueDeliveries } from './queue-deliveries';
import { subscribersOf } from './store';

export function webhooksOnGameChanged(deps: Pick<AppDeps, 'now'>) {
  return async (tx: Tx, change: GameChange): Promise<void> => {
    const events = eventsOfChange(change);
    if (events.length === 0) return;
    const subscribers = await subscribersOf(tx, events, change.after.leagueId);
    if (subscribers.length === 0) return;
    const now = deps.now();
    const data = { league: leagueRefOf(change.after.league), game: presentPublicGame(change.after, now.getTime()) };
    const queued = events.map((event) => ({
      event,
      payload: { type: event, timestamp: now.toISOString(), data },
      webhookIds: subscribers.filter((webhook) => webhook.events.includes(event)).map((webhook) => webhook.id),
    }));
    await queueDeliveries(tx, queued, now);
  };
}
