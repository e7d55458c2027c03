import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AppDeps } from './deps';
import type { LiveSockets } from './live/sockets';
import { createLive } from './modules/games/live';
import { PublicLeagues } from './modules/leagues/public-leagues';
import { databaseCounterStore, memoryCounterStore } from './plugins/rate-limit-counters';
import { RateLimiter } from './plugins/rate-limiter';
import { SignInThrottle } from './plugins/sign-in-throttle';

// `databaseKind` decides where the sign-in counters live: in the database on PostgreSQL (every
// instance shares them), in memory on the embedded database (one process). `sockets`: where the
// live sockets are held, this process unless given (main.ts gives the socket process, decision 037).
export function createDeps(
  config: Config,
  db: Db,
  sessionSecret: string,
  now: () => Date = () => new Date(),
  databaseKind: Database['kind'] = config.databaseUrl ? 'postgres' : 'pglite',
  sockets?: LiveSockets,
): AppDeps {
  const live = createLive(now, sockets);
  const limits = config.rateLimit;
  return {
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
  };
}
