// as: server/http/public-limit.ts
// expect: server/http/ imports only rooms on its own floor or below
// Issue 46: deps.ts names the limiters of http/ and the feeds of live/; http/ took AppDeps back from it.
import type { AppDeps } from '../deps';

export const publicLimiter = (deps: AppDeps) => deps.limiters.publicPerAddress;
