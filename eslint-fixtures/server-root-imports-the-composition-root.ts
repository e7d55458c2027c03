// as: server/deps.ts
// expect: server/ (its root files) imports only rooms on its own floor or below
// Issue 46: the root files were both what every module reads (deps.ts) and what wires every module
// (app.ts, create-deps.ts, main.ts, now in app/): one room importing the modules and imported by them.
import type { createDeps } from './app/create-deps';

export type AppDeps = ReturnType<typeof createDeps>;
