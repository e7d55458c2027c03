import type { Config } from './config';
import type { Db } from './db/client';
import type { Live } from './modules/games/live';
import type { PublicLeagues } from './modules/leagues/public-leagues';
import type { RateLimiter } from './plugins/rate-limiter';
import type { SignInThrottle } from './plugins/sign-in-throttle';

// What the routes and services need from the outside world; tests build their own.
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
  // leagues by slug for the public reads, kept briefly (modules/leagues/public-leagues.ts)
  publicLeagues: PublicLeagues;
};
