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
  else await services.settings.seed(DEMO_HOURS_SETTINGS, DEMO_DELIVERY_ZONES);
  return { customer: DEMO_CUSTOMER, admin: DEMO_ADMIN };
}
