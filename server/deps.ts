import type { Config } from './config';
import type { Db } from './db/client';
import type { Live } from './live/live';
import type { PublicLeagues } from './modules/leagues/public-leagues';
import type { RateLimiter } from './plugins/rate-limiter';

// What the routes and services need from the outside world; tests build their own.
export type AppDeps = {
  config: Config;
  db: Db;
  sessionSecret: string;
  now: () => Date;
  limiters: {
    loginPerAccount: RateLimiter;
    loginPerAddress: RateLimiter;
    apiKey: RateLimiter;
    publicPerAddress: RateLimiter;
  };
  // this process's live sockets (hub.disconnectUser) and the feed of game changes from all instances
  live: Live;
  // leagues by slug for the public reads, kept briefly (modules/leagues/public-leagues.ts)
  publicLeagues: PublicLeagues;
};
