import type { Db } from '../db/client';

/** Placeholder until the catalog domain exists: seeds the demo dishes (idempotent). */
export async function seedDemoCatalog(_db: Db): Promise<void> {}
