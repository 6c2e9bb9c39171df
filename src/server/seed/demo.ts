import type { BuiltApp } from '../app';
import { seedDemoCatalog } from '../catalog/demo-data';
import type { Database } from '../db/client';

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
}: {
  database: Database;
  services: BuiltApp['services'];
}) {
  await services.accounts.ensureAccount({ ...DEMO_CUSTOMER, role: 'customer' });
  await services.accounts.ensureAccount({ ...DEMO_ADMIN, role: 'admin' });
  await seedDemoCatalog(database.db);
  return { customer: DEMO_CUSTOMER, admin: DEMO_ADMIN };
}
