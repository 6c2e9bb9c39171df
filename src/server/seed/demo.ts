import type { BuiltApp } from '@server/app';
import type { Database } from '@server/db/client';
import { DEMO_DELIVERY_ZONES, DEMO_HOURS_SETTINGS } from '@shared/hours';
import { ALWAYS_OPEN_HOURS } from '@shared/restaurant-settings';
import { seedDemoCatalog } from './demo-dishes';

export const DEMO_CUSTOMER = {
  email: 'diner@tavola.example',
  password: 'tavola-diner',
  username: 'Ada Diner',
};
export const DEMO_ADMIN = {
  email: 'admin@tavola.example',
  password: 'tavola-admin',
  username: 'Admin',
};

/** Idempotent demo data for `npm start`: the demo accounts (and, as domains grow, their demo rows). */
export async function seedDemoData({
  database,
  services,
  hours = 'demo',
}: {
  database: Database;
  services: BuiltApp['services'];
  /** `always`: open around the clock, for runs that order at any hour (RESTAURANT_HOURS). */
  hours?: 'demo' | 'always';
}) {
  await services.accounts.ensureAccount({ ...DEMO_CUSTOMER, role: 'customer' });
  await services.accounts.ensureAccount({ ...DEMO_ADMIN, role: 'owner' });
  await seedDemoCatalog(database.db);
  // `always` runs (tests, e2e, load) also deliver anywhere at the standard fee: no zones.
  if (hours === 'always') await services.settings.seed(ALWAYS_OPEN_HOURS, null);
  else {
    await services.settings.seed(DEMO_HOURS_SETTINGS, DEMO_DELIVERY_ZONES);
    // The demo restaurant books by tables; `always` runs keep seats per sitting.
    await seedDemoTables(services.reservations.tables);
  }
  return { customer: DEMO_CUSTOMER, admin: DEMO_ADMIN };
}

/** Eight tables inside and on the terrace, some pairs pushed together; only into an empty list. */
const DEMO_TABLES = [
  { name: 'T1', minSeats: 1, maxSeats: 2, area: 'Inside' },
  { name: 'T2', minSeats: 1, maxSeats: 2, area: 'Inside', joins: 'T1' },
  { name: 'T3', minSeats: 2, maxSeats: 4, area: 'Inside' },
  { name: 'T4', minSeats: 2, maxSeats: 4, area: 'Inside', joins: 'T3' },
  { name: 'T5', minSeats: 4, maxSeats: 6, area: 'Inside' },
  { name: 'P1', minSeats: 1, maxSeats: 2, area: 'Terrace' },
  { name: 'P2', minSeats: 2, maxSeats: 4, area: 'Terrace', joins: 'P1' },
  { name: 'P3', minSeats: 4, maxSeats: 8, area: 'Terrace' },
];

export async function seedDemoTables(tables: BuiltApp['services']['reservations']['tables']) {
  if ((await tables.list()).length > 0) return;
  const ids = new Map<string, string>();
  for (const { joins, ...table } of DEMO_TABLES) {
    const neighbour = joins ? ids.get(joins) : undefined;
    const added = await tables.add({ ...table, joinsWith: neighbour ? [neighbour] : [] });
    ids.set(added.name, added.id);
  }
}
