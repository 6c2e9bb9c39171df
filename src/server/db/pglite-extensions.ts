import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions every embedded database loads: the migrations create them (pg_trgm
 * backs the order search indexes), so each PGlite that opens a data folder must know them.
 */
export const pgliteExtensions = { pg_trgm };
