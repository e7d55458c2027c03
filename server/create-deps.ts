import type { Config } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import { createLive } from './live/live';
import { PublicLeagues } from './modules/leagues/public-leagues';
import { RateLimiter } from './plugins/rate-limiter';

export function createDeps(config: Config, db: Db, sessionSecret: string, now: () => Date = () => new Date()): AppDeps {
  const live = createLive();
  return {
    config,
    db,
    sessionSecret,
    now,
    limiters: {
      loginPerAccount: new RateLimiter(config.rateLimit.loginPerAccount, config.rateLimit.windowMs),
      loginPerAddress: new RateLimiter(config.rateLimit.loginPerAddress, config.rateLimit.windowMs),
      apiKey: new RateLimiter(config.rateLimit.apiKeyPerMinute, 60_000),
      publicPerAddress: new RateLimiter(config.rateLimit.publicPerMinute, 60_000),
    },
    live,
    publicLeagues: new PublicLeagues(db, live.changes),
  };
}
