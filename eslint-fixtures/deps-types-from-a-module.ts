// as: server/deps.ts
// expect: import no module
// deps.ts is imported by plugins/, http/ and live/: a type from a module here made them depend on it.
import type { Live } from './modules/games/live';

export type AppDeps = { live: Live };
