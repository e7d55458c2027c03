// Spec 7 (Live push channel, /ws) and docs/decisions/016-live-push.md: the socket's messages both ways
// and its texts, shared by the server's hub and the client's live socket.
import { z } from 'zod';
import type { GameDto, GameEventDto, PublicGameDto } from './games/dto';

export const LIVE_LIMITS = {
  maxMessageBytes: 4096,
  maxSubscriptions: 20,
} as const;

export const leagueChannel = (slug: string) => `league:${slug}`;
export const gameChannel = (gameId: number) => `game:${gameId}`;

export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(120) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(120) }),
  z.object({ type: z.literal('ping') }),
]);

// gameUpdated carries the full game on a game channel and the public game on a league channel,
// there with the scoring plays the change logged, if any, and the undo of one (issue 37: the
// scoreboard drops the play it names) (one message per change, decision 032).
export type LiveServerMessage =
  | { type: 'gameUpdated'; data: (GameDto | PublicGameDto) & { plays?: GameEventDto[] } }
  | { type: 'eventCreated'; data: { gameId: number; event: GameEventDto } }
  | { type: 'gameDeleted'; data: { gameId: number; leagueId: number } }
  // issue 48: a game's crew changed (or its Game day alert went out): the league's Game day boards re-read it
  | { type: 'crewChanged'; data: { gameId: number; leagueId: number } }
  | { type: 'subscribed'; data: { channel: string } }
  | { type: 'unsubscribed'; data: { channel: string } }
  | { type: 'pong'; data: { serverNow: number } }
  | { type: 'error'; data: { message: string; channel?: string } };

export const LIVE_TEXT = {
  notJson: 'Messages must be JSON objects like {"type":"subscribe","channel":"league:demo"}',
  unknownMessage: 'Unknown message; send subscribe, unsubscribe or ping',
  unknownChannel: 'Channels are league:<slug> or game:<id>',
  tooManySubscriptions: `At most ${LIVE_LIMITS.maxSubscriptions} subscriptions per connection`,
  signInRequired: 'Sign in as a referee or admin of this league to follow a game',
  leagueNotFound: 'League not found',
  leagueSuspended: 'This league is suspended',
  gameNotFound: 'Game not found',
  notSubscribed: 'Not subscribed to that channel',
  // a refused upgrade (503 with Retry-After, decision 042): the scoreboard keeps polling meanwhile
  tooManyFromAddress: 'Too many live connections from your network. Scores still refresh every few seconds; try again later for live updates.',
  tooManyOnServer: 'The server holds as many live connections as it can. Scores still refresh every few seconds; try again later for live updates.',
} as const;
