// The Node flags the built server runs with: `npm start` (scripts/start.mjs), the footprint bench
// (bench/footprint.ts), the Saturday bench (bench/saturday/run.ts, the product and the bare durable
// server), the field bench (bench/field.ts) and the e2e server all take them from here, so what is
// measured is what runs (decision 050). Plain Node ESM with no npm dependencies: start.mjs runs
// before `npm ci`.

// --no-liftoff: PGlite's WebAssembly (PostgreSQL) is compiled once, by TurboFan, when a function is
// first called, instead of by Liftoff first and by TurboFan again once it turns hot (V8's dynamic
// tiering). The two tiers' code and the tier-up's compilations, whose memory malloc keeps, were
// about 30 MB of an idle server; the referee's action was not slower. JavaScript is compiled as before.
export const serverNodeFlags = ['--no-liftoff'];

// The environment the server process starts with, beside its own settings. MALLOC_MMAP_THRESHOLD_:
// glibc serves an allocation of 128 KiB or more from its own mapping, given back to the system when
// freed, instead of from an arena that keeps it (the threshold otherwise climbs as the process frees
// large blocks, so the compilers' buffers stay resident). 15-25 MB less idle; the referee's action
// was not slower (decision 050). Read by glibc when the process starts, so it must be in the
// spawned server's environment.
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: '131072' };
