import type { Config } from './config';
import type { Db } from './db/client';
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
  };
};
