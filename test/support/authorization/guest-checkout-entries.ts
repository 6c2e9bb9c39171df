/** Who may call what: guest checkout and a guest's order joining an account. */

import { GUEST_CART_COOKIE } from '@server/cart';
import { orders } from '@server/orders/schema';
import { hashToken } from '@server/platform/tokens';
import { guestStartPaymentSchema } from '@shared/guest-checkout';
import { guestBody } from '@test/support/guest-checkout';
import { seedPaidOrders } from '@test/support/orders';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  type Ctx,
  dishInput,
  type Entry,
  type Outcome,
  orderLinkOf,
  ROLES,
  type Role,
  unique,
} from './kit';

/** A guest's own: the guest (by the cart cookie) `ok`; signed-in diners and staff 403. */
const guestOnly = (ok: number): Record<Role, Outcome> =>
  Object.fromEntries(ROLES.map((role) => [role, role === 'guest' ? ok : 403])) as Record<
    Role,
    Outcome
  >;

/**
 * The matrix's guest gets a cart bound to its cookie holding one dish of its own (other entries
 * hide or sell out the shared ones): whatever an earlier entry left in it is cleared first.
 */
async function guestCart(c: Ctx) {
  c.ids.guestDish ??= (await c.t.services.catalog.addDish(dishInput('Matrix Guest Pie'))).id;
  const cookie = c.clients.guest.cookies.get(GUEST_CART_COOKIE);
  if (cookie) await c.t.services.cart.clearForUser({ guestKey: hashToken(cookie) });
  const added = await c.clients.guest.post('/api/cart/items', { dishId: c.ids.guestDish });
  expect(added.statusCode, added.body).toBe(201);
  return { guestKey: hashToken(c.clients.guest.cookies.get(GUEST_CART_COOKIE) as string) };
}

/** A payment of the guest's cart, started through the service (no route's rate limit is spent). */
async function guestPayment(c: Ctx) {
  const body = guestStartPaymentSchema.parse(guestBody(unique('guestpay')));
  const started = await c.t.services.checkout.startGuestPayment(await guestCart(c), body);
  return { reference: started.reference };
}

/** A guest's paid order (no account) and its receipt link's token. */
async function guestOrder(c: Ctx) {
  const { orderIds } = await seedPaidOrders(c.t.db.database.db, {
    userId: null,
    email: unique('guestorder'),
  });
  return { orderId: orderIds[0]!, token: orderLinkOf(c, orderIds[0]!) };
}

const stillGuests = async (c: Ctx, v: Record<string, string>) => {
  const [row] = await c.t.db.database.db
    .select()
    .from(orders)
    .where(eq(orders.orderId, v.orderId!));
  expect(row?.userId).toBeNull();
};

export const guestCheckoutEntries: Record<string, Entry> = {
  'GET /api/checkout/guest': {
    expect: guestOnly(200),
    call: () => ({ url: '/api/checkout/guest?fulfilment=pickup' }),
  },
  'GET /api/checkout/guest/when': { expect: guestOnly(200) },
  'POST /api/checkout/guest/payments': {
    expect: guestOnly(201),
    setup: async (c) => {
      await guestCart(c);
      return {};
    },
    call: () => ({ url: '/api/checkout/guest/payments', body: guestBody(unique('guestpay')) }),
  },
  'GET /api/checkout/guest/payments/{reference}': {
    expect: guestOnly(200),
    setup: (c) => guestPayment(c),
    call: (_c, _r, v) => ({ url: `/api/checkout/guest/payments/${v.reference}` }),
  },
  // Not paid at the provider: the guest gets past the guard to "not confirmed" (402). Paying in
  // the setup would let the sandbox's delayed webhook empty the shared cart under later setups;
  // guest-settlement.test.ts records it.
  'POST /api/checkout/guest/payments/{reference}/verify': {
    expect: guestOnly(402),
    setup: guestPayment,
    call: (_c, _r, v) => ({ url: `/api/checkout/guest/payments/${v.reference}/verify` }),
  },
  'GET /api/checkout/guest/transfers': { expect: guestOnly(200) },
  'POST /api/checkout/guest/payments/{reference}/abandon': {
    expect: guestOnly(200),
    setup: (c) => guestPayment(c),
    call: (_c, _r, v) => ({ url: `/api/checkout/guest/payments/${v.reference}/abandon` }),
  },
  // The mailed link proves the right to the order: any signed-in diner holding it may add it.
  'POST /api/orders/by-link/{token}/join': {
    expect: { ...guestOnly(403), guest: 401, a: 200, b: 200 },
    setup: guestOrder,
    call: (_c, _r, v) => ({ url: `/api/orders/by-link/${v.token}/join` }),
    intact: stillGuests,
  },
  // A new account for the order's e-mail: for the signed-out holder of the link only.
  'POST /api/orders/by-link/{token}/account': {
    expect: guestOnly(201),
    fresh: true,
    setup: guestOrder,
    call: (_c, _r, v) => ({
      url: `/api/orders/by-link/${v.token}/account`,
      body: { username: 'Guest', password: 'secret-123' },
    }),
    intact: stillGuests,
  },
};
