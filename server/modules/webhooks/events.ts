// The webhook events a game's change raises (issue 50, decision 085), pure: one change may raise
// several (a kickoff moved as it starts), in WEBHOOK_EVENTS' order.
//   game.started    scheduled -> live
//   game.score      a score changed, the game not just completed (the final carries it) nor cancelled;
//                   never for a game whose score is not public (an instructional division, decision
//                   082: its score stays hidden, and so does the fact that it changed)
//   game.final      -> completed (a game created completed, an import's, too)
//   game.moved      its kickoff or field changed, the game not cancelled
//   game.cancelled  -> cancelled (a deleted game is announced as cancelled; a game created cancelled is not)
import type { WebhookEvent } from '../../../common/schemas/webhooks';
import type { GameChange } from '../../deps';

export type GameWebhookEvent = Exclude<WebhookEvent, 'standings.changed'>;

export function eventsOfChange({ before, after }: GameChange): GameWebhookEvent[] {
  const events: GameWebhookEvent[] = [];
  const final = after.status === 'completed' && before?.status !== 'completed';
  if (before?.status === 'scheduled' && after.status === 'live') events.push('game.started');
  if (before && !final && after.status !== 'cancelled' && after.scoresPublic && (before.homeScore !== after.homeScore || before.awayScore !== after.awayScore)) events.push('game.score');
  if (final) events.push('game.final');
  if (before && after.status !== 'cancelled' && (before.scheduledDate.getTime() !== after.scheduledDate.getTime() || before.field !== after.field)) events.push('game.moved');
  if (before && before.status !== 'cancelled' && after.status === 'cancelled') events.push('game.cancelled');
  return events;
}
