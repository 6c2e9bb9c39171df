/**
 * zod compiles fast validators with `new Function` when it may, and probes for that when its
 * first object schema is built. Our Content-Security-Policy forbids eval, so in the browser the
 * probe only yields a policy-violation report: tell zod up front to validate without compiling.
 * zod keeps its settings on globalThis.__zod_globalConfig (so that every copy shares them); writing
 * there instead of importing zod keeps zod out of the first load. zod-jitless.test.ts checks zod
 * still reads it. The server does not import this and keeps the compiled validators.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
