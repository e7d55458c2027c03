import type { Config } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import { RateLimiter } from './plugins/rate-limiter';

export function createDeps(config: Config, db: Db, sessionSecret: string, now: () => Date = () => new Date()): AppDeps {
  return {
    config,
    db,
    sessionSecret,
    now,
    limiters: {
      loginPerAccount: new RateLimiter(config.rateLimit.loginPerAccount, config.rateLimit.windowMs),
      loginPerAddress: new RateLimiter(config.rateLimit.loginPerAddress, config.rateLimit.windowMs),
    },
  };
}
