import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PGlite extensions the app loads, one list for every place that opens the embedded database
 * (the database process of `pglite-host.ts`, the in-process one of the unit tests, backups): the
 * migrations create them (pg_trgm backs the order search indexes), so each PGlite that opens a
 * data folder must know them.
 */
export const pgliteExtensions: NonNullable<PGliteOptions['extensions']> = { pg_trgm };
