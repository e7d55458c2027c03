import type { PublicGameDto } from '../common/schemas/games/dto';
import type { Config } from './config';
import type { Db } from './db/client';
import type { GameEventRow, GameRecord, League } from './db/rows';
import type { TxEvent } from './db/tx-event';
import type { GameChangeDoor } from '../common/schemas/games/history';
import type { LiveChanges } from './live/changes';
import type { LiveNote } from './live/notify';
import type { LiveSockets } from './live/sockets';
import type { RateLimiter } from './http/rate-limiter';
import type { SignInThrottle } from './http/sign-in-throttle';

// What the routes and services need from the outside world; tests build their own. Its types come
// from below the modules (db/rows.ts, live/), so whatever imports it (plugins/, http/, live/, every
// module) depends on no module through it; create-deps.ts fills it with the modules' own classes.

// The feed of this process's live changes (the games module emits them): every note from the
// database (any instance's write), a game this process just wrote (right after its commit, so the
// fan-out can push it without waiting for the note and a re-read), and each game as the fan-out
// presented it to the scoreboards (so the public snapshots patch that one game in instead of
// re-reading the league).
export type LiveChange =
  | LiveNote
  // events: what the write logged, pushed with it (no re-read for this process's sockets)
  | { kind: 'gameCommitted'; game: GameRecord; events: GameEventRow[] }
  | { kind: 'gamePresented'; leagueId: number; game: PublicGameDto };

export type GameChanges = LiveChanges<LiveChange>;

// this process's live sockets (held here, or in the socket process: decision 037) and the feed
export type Live = { sockets: LiveSockets; changes: GameChanges };

// leagues by slug for the public reads, kept briefly (modules/leagues/public-leagues.ts)
export interface LeagueLookups {
  bySlug(slug: string): Promise<League | null>;
  // drops what is kept, at once (a league changed)
  forget(): void;
}

// A game's status, score, kickoff or field changed, or it was created or deleted: `before` is the game
// before the write (null: just created), `after` as the write leaves it (a deleted scheduled or live
// game is announced as cancelled).
// `via`: the door the change came through (issue 48: a season's publish mails each referee one list,
// not an offer per game).
export type GameChange = { before: GameRecord | null; after: GameRecord; via?: GameChangeDoor };

// Issue 46: what a module below games asks of a league's games, done through the games module's one
// door in the asker's transaction (modules/games/on-league-games.ts, wired by create-deps.ts): a field
// renamed (its games follow the name), the league's defaults synced onto its scheduled games (`changed`
// is filled with the ids of the games it changed), the league about to be deleted. `by`: the user asking.
export type ChangeAuthor = { id: number; username: string; firstName: string | null; lastName: string | null };
export type LeagueGamesRequest =
  | { kind: 'fieldRenamed'; leagueId: number; from: string; to: string; by: ChangeAuthor }
  | { kind: 'defaultsSynced'; league: League; by: ChangeAuthor; changed: number[] }
  | { kind: 'leagueDeleted'; leagueId: number; by: ChangeAuthor };

export type AppDeps = {
  config: Config;
  db: Db;
  sessionSecret: string;
  now: () => Date;
  limiters: {
    // sign-in, registration and reset; its counters are shared by every instance on PostgreSQL
    signIn: SignInThrottle;
    // the hot paths' limiters, in this process's memory (docs/decisions/005-sessions-and-rate-limits.md)
    apiKey: RateLimiter;
    publicPerAddress: RateLimiter;
  };
  // this process's live sockets (hub.disconnectUser) and the feed of game changes from all instances
  live: Live;
  publicLeagues: LeagueLookups;
  // a game became completed, its final result was corrected, or it was reopened: emitted by the games
  // module in the write's transaction, heard by fan scoring (modules/fans/on-game-result.ts)
  gameResultChanged: TxEvent<GameRecord>;
  // emitted by the games module in the write's transaction (and by the rainout's moves), heard by
  // the followers' Web Push (modules/follows/on-game-changed.ts, decision 048)
  gameChanged: TxEvent<GameChange>;
  // emitted by the fields and leagues modules, heard by the games module (its one door, issue 46)
  leagueGames: TxEvent<LeagueGamesRequest>;
};
