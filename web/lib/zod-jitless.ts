/**
 * The site's CSP has no 'unsafe-eval' (lambdas/security-headers.ts). zod compiles object parsers with
 * `new Function` when it may, and probes for that on first use; under the CSP the probe throws (zod then
 * parses without it) but Chromium still reports a CSP violation for every page that parses an object.
 * `jitless` skips the probe. It must be set before zod loads: zod keeps its configuration in this global
 * object (zod/v4/core `__zod_globalConfig`) and adopts one that is already there. main.tsx imports this
 * module first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
