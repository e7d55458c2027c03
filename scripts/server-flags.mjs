// The Node flags the built server runs with: `npm start` (scripts/start.mjs), the footprint bench
// (bench/footprint.ts), the Saturday bench (bench/saturday/run.ts, the product and the bare durable
// server) and the field bench (bench/field.ts) all take them from here, so what is measured is what
// runs (decision 050). Plain Node ESM with no npm dependencies: start.mjs runs before `npm ci`.

// --liftoff-only: PGlite's WebAssembly (PostgreSQL) runs on the code of V8's baseline compiler,
// Liftoff, and is not compiled again by TurboFan when a function turns hot (V8's dynamic tiering).
// The second tier's code and its compilations' memory, which the process keeps, were 60-75 MB of an
// idle server; a referee's action is bound by its fsync, not by PostgreSQL's CPU, and no loss showed.
// JavaScript is compiled as before.
export const serverNodeFlags = ['--liftoff-only'];
