import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AppDeps, GameChange, LeagueGamesRequest } from '../deps';
import type { GameRecord } from '../db/rows';
import { TxEvent } from '../db/tx-event';
import { HeldSockets, socketLimits, type LiveSockets } from '../live/sockets';
import { onGameResult } from '../modules/fans/on-game-result';
import { mailFinalToFans } from '../modules/fans/mail-final';
import { advanceOnResult } from '../modules/brackets/advance';
import { onGameChanged } from '../modules/follows/on-game-changed';
import { mailFollowsOnGameChanged } from '../modules/follows/mail-follows-on-game-changed';
import { mailOnGameChanged } from '../modules/mail/on-game-changed';
import { offerMailOnGameChanged } from '../modules/crews/on-game-changed';
import { finalMailOnGameChanged } from '../modules/results/on-game-changed';
import { webhooksOnGameChanged } from '../modules/webhooks/on-game-changed';
import { webhooksOnGameResult } from '../modules/webhooks/on-game-result';
import { createLive } from '../modules/games/live';
import { onLeagueGames } from '../modules/games/on-league-games';
import { readOpenFileLimit } from './open-file-limit';
import { PublicLeagues } from '../modules/leagues/public-leagues';
import { databaseCounterStore, memoryCounterStore } from '../http/rate-limit-counters';
import { RateLimiter } from '../http/rate-limiter';
import { SignInThrottle } from '../http/sign-in-throttle';

// `databaseKind` decides where the sign-in counters live: in the database on PostgreSQL (every
// instance shares them), in memory on the embedded database (one process). `sockets`: where the
// live sockets are held, this process unless given (main.ts gives them, held to the open-file limit
// it raised: here, or in the socket process, decisions 037 and 042).
export function createDeps(
  config: Config,
  db: Db,
  sessionSecret: string,
  now: () => Date = () => new Date(),
  databaseKind: Database['kind'] = config.databaseUrl ? 'postgres' : 'pglite',
  sockets?: LiveSockets,
): AppDeps {
  const live = createLive(sockets ?? new HeldSockets(socketLimits(config.liveCaps, readOpenFileLimit()?.soft ?? null), {}, () => now().getTime()));
  const limits = config.rateLimit;
  const gameResultChanged = new TxEvent<GameRecord>();
  gameResultChanged.listen(onGameResult);
  // issue 36: a bracket game's result moves its teams on, in the same transaction
  gameResultChanged.listen((tx, game) => advanceOnResult(deps, tx, game));
  // issue 50: standings.changed to the webhooks that hear it, in the outbox of the write's transaction
  gameResultChanged.listen(webhooksOnGameResult({ now }));
  const gameChanged = new TxEvent<GameChange>();
  gameChanged.listen(onGameChanged);
  // issue 47: a referee's assignment, its removal, a moved or cancelled game, mailed to the referee
  gameChanged.listen(mailOnGameChanged({ publicUrl: config.publicUrl, secret: sessionSecret }));
  // issue 48: a game's new referee is offered the position: mailed with its Accept and Decline links
  gameChanged.listen(offerMailOnGameChanged({ publicUrl: config.publicUrl, secret: sessionSecret }));
  // issue 47: kickoff, score (one per 30 s), final, moved and cancelled, mailed to the game's teams' followers by email
  gameChanged.listen(mailFollowsOnGameChanged({ publicUrl: config.publicUrl, secret: sessionSecret }, now));
  // issue 47: a completed game's final score, mailed to the fans of its teams who asked for it
  gameChanged.listen(mailFinalToFans({ publicUrl: config.publicUrl, secret: sessionSecret }));
  // issue 49: a completed game's coaches are asked to agree or protest, by mail with signed links
  gameChanged.listen(finalMailOnGameChanged({ publicUrl: config.publicUrl, secret: sessionSecret }));
  // issue 50: a game's started, score, final, moved and cancelled events to the webhooks that hear them
  gameChanged.listen(webhooksOnGameChanged({ now }));
  const leagueGames = new TxEvent<LeagueGamesRequest>();
  const deps: AppDeps = {
    config,
    db,
    sessionSecret,
    now,
    limiters: {
      signIn: new SignInThrottle(
        databaseKind === 'postgres' ? databaseCounterStore(db) : memoryCounterStore(),
        {
          perAccountAddress: limits.loginPerAccountAddress,
          perAddress: limits.loginPerAddress,
          accountCeiling: limits.loginPerAccount,
          windowMs: limits.windowMs,
          maxDelayMs: limits.loginMaxDelayMs,
        },
        () => now().getTime(),
      ),
      apiKey: new RateLimiter(limits.apiKeyPerMinute, 60_000),
      publicPerAddress: new RateLimiter(limits.publicPerMinute, 60_000),
    },
    live,
    publicLeagues: new PublicLeagues(db, live.changes),
    gameResultChanged,
    gameChanged,
    leagueGames,
  };
  // issue 46: a renamed field, the league's defaults, a deleted league: through the games' one door
  leagueGames.listen(onLeagueGames(deps));
  return deps;
}
