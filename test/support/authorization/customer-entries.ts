/** Who may call what: the customers (personal data, customers.view: owner and
 * manager) and the dashboard's "Now" panel (each half for the role that may see it). */

import { expect } from 'vitest';
import { type Ctx, type Entry, json, newOrderOfA, staff } from './kit';

/** Customer A, who has ordered (so is a customer). */
const customerA = async (ctx: Ctx) => {
  await newOrderOfA(ctx);
  return { id: ctx.accounts.a.id };
};

export const customerEntries: Record<string, Entry> = {
  'GET /api/admin/customers': {
    ...staff('customers.view'),
    setup: customerA,
    check: (ctx, _role, response) => {
      const ids = json(response).items.map((c: { id: string }) => c.id);
      expect(ids).toContain(ctx.accounts.a.id);
    },
  },
  'GET /api/admin/customers/{id}': {
    ...staff('customers.view'),
    setup: customerA,
    call: (_ctx, _role, vars) => ({ url: `/api/admin/customers/${vars.id}` }),
  },
  'GET /api/admin/customers/{id}/orders': {
    ...staff('customers.view'),
    setup: customerA,
    call: (_ctx, _role, vars) => ({ url: `/api/admin/customers/${vars.id}/orders` }),
  },
  'GET /api/admin/customers/{id}/bookings': {
    ...staff('customers.view'),
    setup: customerA,
    call: (_ctx, _role, vars) => ({ url: `/api/admin/customers/${vars.id}/bookings` }),
  },
  'GET /api/admin/now/orders': staff('orders.watch'),
  'GET /api/admin/now/bookings': staff('reservations.manage'),
};
