// Loaded by the router before any screen that may build a schema (app/router.tsx, withSchemas). zod 4 compiles object parsers with
// `new Function` when it may, and probes for that once; under the server's Content-Security-Policy
// (no 'unsafe-eval', decision 019) the probe is refused and the browser reports a violation, though
// zod then parses without it anyway. Saying so up front skips the probe.
import { config } from 'zod';

config({ jitless: true });
