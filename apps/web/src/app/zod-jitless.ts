import { config } from 'zod';

/**
 * Zod compiles fast parsers with `new Function` when it may; under the app's content security
 * policy (no 'unsafe-eval') its probe for that is refused and reported as a violation. Jitless, it
 * neither probes nor compiles. Bundled with zod (vite.config.ts), so it holds before any schema is built.
 * Called by its own name: the build takes every `z.…()` call for pure, and would drop `z.config(…)`.
 */
config({ jitless: true });
