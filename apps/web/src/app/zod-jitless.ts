import type { $ZodConfig } from 'zod/v4/core';

/**
 * Zod compiles fast parsers with `new Function` when it may; under the app's content security
 * policy (no 'unsafe-eval') its probe for that is refused and reported as a violation. Jitless, it
 * neither probes nor compiles. The setting must hold before any schema is built, yet most pages
 * never load zod (their calls carry no schema: vite/contract-for-web.ts), so it is not set through
 * zod's `config()`, which would bring zod to every page: zod keeps its settings in this global
 * object, shared by every copy of it, and creates it only when it is not there yet
 * (`zod-jitless.test.ts` holds it to that).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
