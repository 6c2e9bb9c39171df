import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * The PGlite extensions the app loads, one list for every place that opens the embedded database
 * (the database process of `pglite-host.ts` and the in-process one of the unit tests).
 */
export const pgliteExtensions: NonNullable<PGliteOptions['extensions']> = {};
