/** Who may call what, part 2: the payment sandbox, checkout, orders, the back office and dev mail. */

import { makePng, multipartBody } from '@test/support/images';
import { expect } from 'vitest';
import {
  customer,
  dishInput,
  type Entry,
  everyone,
  isStaffCaller,
  json,
  newOrderOfA,
  orderNumber,
  orderStage,
  orderStatus,
  staff,
} from './kit';

export const checkoutAdminEntries: Record<string, Entry> = {
  // The payment provider's sandbox: its API is public and authorised by the access code itself.
  'POST /api/payments/sandbox/checkout/request_inline': {
    expect: 'open',
    call: () => ({
      url: '/api/payments/sandbox/checkout/request_inline',
      body: { key: 'pk_wrong' },
    }),
  },
  'GET /api/payments/sandbox/transaction/verify_access_code/{accessCode}': {
    expect: 'open',
    call: () => ({ url: '/api/payments/sandbox/transaction/verify_access_code/no-such-code' }),
  },
  'POST /api/payments/sandbox/charge': {
    expect: 'open',
    call: () => ({
      url: '/api/payments/sandbox/charge',
      body: {
        accessCode: 'no-such-code',
        cardNumber: '4084084084084081',
        expiry: '12/30',
        cvv: '408',
      },
    }),
  },
  'POST /api/payments/sandbox/abandon': {
    expect: 'open',
    call: () => ({ url: '/api/payments/sandbox/abandon', body: { accessCode: 'no-such-code' } }),
  },
  'POST /api/payments/sandbox/transfers/confirm': {
    expect: 'open',
    call: () => ({
      url: '/api/payments/sandbox/transfers/confirm',
      body: { reference: 'no-such-reference' },
    }),
  },

  // Checkout: addresses, delivery option and payments are each customer's own.
  'GET /api/checkout': {
    expect: customer(200),
    check: (c, role, response) => {
      if (role === 'b') expect(response.body).not.toContain(c.ids.cartLine);
    },
  },
  'GET /api/checkout/when': { expect: customer(200) },
  'GET /api/checkout/addresses': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).addresses.map((a: { id: string }) => a.id);
      if (role === 'b') expect(ids).not.toContain(c.ids.address);
      if (role === 'a') expect(ids).toContain(c.ids.address);
    },
  },
  'POST /api/checkout/addresses': {
    expect: customer(201),
    call: () => ({
      url: '/api/checkout/addresses',
      body: { address: '1 Test Street, Lagos', phone: '0803 111 2222', area: 'Lagos Island' },
    }),
  },
  'DELETE /api/checkout/addresses/{id}': {
    expect: customer(200, 404),
    setup: async (c) => ({
      id: json(
        await c.clients.a.post('/api/checkout/addresses', {
          address: '2 Other Road, Lagos',
          phone: '0803 333 4444',
          area: 'Lagos Island',
        }),
      ).address.id,
    }),
    call: (_c, _r, v) => ({ url: `/api/checkout/addresses/${v.id}` }),
    intact: async (c, v) => {
      const ids = json(await c.clients.a.get('/api/checkout/addresses')).addresses.map(
        (a: { id: string }) => a.id,
      );
      expect(ids).toContain(v.id);
    },
  },
  'GET /api/checkout/delivery': { expect: customer(200) },
  'PUT /api/checkout/delivery': {
    expect: customer(200),
    call: () => ({ url: '/api/checkout/delivery', body: { option: 'Home Delivery' } }),
  },
  'POST /api/checkout/payments': {
    // B names A's address: refused as unknown (400), never charged to A.
    expect: customer(201, 400),
    call: (c) => ({
      url: '/api/checkout/payments',
      body: { addressId: c.ids.address, fullName: 'Ada Obi', email: c.accounts.a.email },
    }),
  },
  // What the owner allows to be paid in person: public, like the restaurant's open state.
  'GET /api/checkout/payment-options': { expect: everyone(200) },
  'POST /api/checkout/orders': {
    // Paying in person is off in the matrix's store: A is refused before anything is written
    // (409, or 400 without a delivery choice); B names A's address and gets no further.
    expect: customer(409, [400, 409]),
    call: (c) => ({
      url: '/api/checkout/orders',
      body: { addressId: c.ids.address, fullName: 'Ada Obi', email: c.accounts.a.email },
    }),
  },
  'GET /api/checkout/payments/{reference}': {
    // Another diner's reference answers 404, exactly as an unknown one.
    expect: customer(200, 404),
    call: (c) => ({ url: `/api/checkout/payments/${c.ids.payment}` }),
  },
  'POST /api/checkout/payments/{reference}/verify': {
    // A's unpaid payment is not confirmed by the provider (402); B and the others never reach it.
    expect: customer(402, 404),
    call: (c) => ({ url: `/api/checkout/payments/${c.ids.payment}/verify` }),
  },
  'GET /api/checkout/transfers': { expect: customer(200) },
  'POST /api/checkout/payments/{reference}/abandon': {
    // A abandons a payment of A's own (a fresh one); B is told the reference is unknown.
    expect: customer(200, 404),
    setup: async (c) => {
      // Something to pay for, whatever the entries before did to A's cart.
      await c.clients.a.post('/api/cart/items', { dishId: c.ids.otherDish });
      const started = await c.clients.a.post('/api/checkout/payments', {
        addressId: c.ids.address,
        fullName: 'Ada Obi',
        email: c.accounts.a.email,
      });
      expect(started.statusCode, started.body).toBe(201);
      return { reference: json(started).reference };
    },
    call: (_c, _role, vars) => ({ url: `/api/checkout/payments/${vars.reference}/abandon` }),
  },

  // Orders: the diner's own.
  'GET /api/orders/present': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).items.map((o: { orderId: string }) => o.orderId);
      if (role === 'b') expect(ids).not.toContain(c.ids.order);
      if (role === 'a') expect(ids).toContain(c.ids.order);
    },
  },
  'GET /api/orders/past': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).items.map((o: { orderId: string }) => o.orderId);
      if (role === 'b') expect(ids).not.toContain(c.ids.canceledOrder);
      if (role === 'a') expect(ids).toContain(c.ids.canceledOrder);
    },
  },
  'POST /api/orders/{orderId}/cancel': {
    expect: customer(200, 404),
    setup: newOrderOfA,
    call: (_c, _r, v) => ({ url: `/api/orders/${v.orderId}/cancel` }),
    intact: async (c, v) => expect(await orderStatus(c, v.orderId!)).toBe('paid'),
  },
  'GET /api/orders/events': { expect: customer(200), stream: true },
  'GET /api/orders/by-number/{number}': {
    // Another diner's order answers 404, exactly as an unknown number.
    expect: customer(200, 404),
    setup: async (c) => ({ number: String(await orderNumber(c, c.ids.order!)) }),
    call: (_c, _r, v) => ({ url: `/api/orders/by-number/${v.number}` }),
  },
  'POST /api/orders/{orderId}/reorder': {
    // A's order's dishes (seeded without menu ids) are skipped; B is told the order is unknown.
    expect: customer(200, 404),
    call: (c) => ({ url: `/api/orders/${c.ids.order}/reorder` }),
  },

  // The back office.
  'GET /api/admin/overview': { ...staff('reports.view') },
  'GET /api/admin/attention': { ...staff('orders.manage') },
  'GET /api/admin/orders': {
    ...staff('orders.manage'),
    check: (_c, role, response) => {
      if (isStaffCaller(role)) expect(json(response).total).toBeGreaterThan(0);
    },
    call: () => ({ url: '/api/admin/orders?filter=all' }),
  },
  'GET /api/admin/orders/delivered': { ...staff('orders.manage') },
  'GET /api/admin/orders/canceled': { ...staff('orders.manage') },
  'POST /api/admin/orders/{orderId}/deliver': {
    ...staff('orders.manage'),
    setup: newOrderOfA,
    call: (_c, _r, v) => ({ url: `/api/admin/orders/${v.orderId}/deliver` }),
    intact: async (c, v) => expect(await orderStatus(c, v.orderId!)).toBe('paid'),
  },
  'POST /api/admin/orders/{orderId}/refund': {
    ...staff('refunds.issue'),
    setup: async (c) => {
      // A canceled order whose refund is still owed (its payment is not one the provider knows).
      const { orderId } = await newOrderOfA(c);
      const canceled = await c.clients.a.post(`/api/orders/${orderId}/cancel`);
      expect(json(canceled).order.refundStatus).toBe('pending');
      return { orderId };
    },
    call: (_c, _r, v) => ({ url: `/api/admin/orders/${v.orderId}/refund` }),
  },
  'GET /api/admin/events': { ...staff('orders.watch'), stream: true },
  // The kitchen board and the stage steps.
  'GET /api/admin/kitchen': { ...staff('kitchen.board') },
  'GET /api/admin/kitchen/{orderId}': {
    ...staff('kitchen.board'),
    setup: newOrderOfA,
    call: (_c, _r, v) => ({ url: `/api/admin/kitchen/${v.orderId}` }),
  },
  'POST /api/admin/orders/{orderId}/transition': {
    ...staff('kitchen.board'),
    setup: newOrderOfA,
    call: (_c, _r, v) => ({
      url: `/api/admin/orders/${v.orderId}/transition`,
      body: { action: 'accept', estimate: { minutes: 20 } },
    }),
    intact: async (c, v) => expect(await orderStage(c, v.orderId!)).toBe('new'),
  },
  'POST /api/admin/orders/{orderId}/acknowledge': {
    ...staff('kitchen.board'),
    setup: newOrderOfA,
    call: (_c, _r, v) => ({ url: `/api/admin/orders/${v.orderId}/acknowledge` }),
  },
  'GET /api/admin/dishes': { ...staff('soldout.edit') },
  'POST /api/admin/dishes': {
    ...staff('menu.edit', 201),
    call: () => ({ url: '/api/admin/dishes', body: dishInput('Matrix Pasta') }),
  },
  // The route takes sold-out switches (kitchen too); a rename needs menu.edit, checked in the handler.
  'PATCH /api/admin/dishes/{id}': {
    permission: 'soldout.edit',
    expect: staff('menu.edit').expect,
    call: (c) => ({ url: `/api/admin/dishes/${c.ids.dish}`, body: { name: 'Renamed by someone' } }),
    intact: async (c) =>
      expect((await c.t.services.catalog.findItem(c.ids.dish!))?.name).toBe('Matrix Linguine'),
  },
  'PUT /api/admin/dishes/{id}/options': {
    ...staff('menu.edit'),
    call: (c) => ({
      url: `/api/admin/dishes/${c.ids.dish}/options`,
      body: {
        groups: [
          {
            name: 'Portion',
            required: true,
            minChoices: 1,
            maxChoices: 1,
            choices: [{ name: 'Matrix size', deltaMinor: 100, isDefault: true }],
          },
        ],
      },
    }),
    intact: async (c) =>
      expect((await c.t.services.catalog.findItem(c.ids.dish!))?.options).toBeUndefined(),
  },
  'DELETE /api/admin/dishes/{id}': {
    ...staff('menu.edit'),
    setup: async (c) => ({ id: (await c.t.services.catalog.addDish(dishInput('Doomed Dish'))).id }),
    call: (_c, _r, v) => ({ url: `/api/admin/dishes/${v.id}` }),
    intact: async (c, v) => expect(await c.t.services.catalog.findItem(v.id!)).not.toBeNull(),
  },
  'POST /api/admin/uploads': {
    ...staff('menu.edit', 201),
    call: () => {
      const form = multipartBody('image', 'dish.png', 'image/png', makePng(8, 8));
      return {
        url: '/api/admin/uploads',
        body: form.body,
        headers: { 'content-type': form.contentType },
      };
    },
  },

  // The development mailbox: only outside production (app.test.ts checks it is gone there), and
  // to a client elsewhere (these callers) only for a signed-in owner.
  'GET /api/dev/mails': { expect: { ...everyone(404), owner: 200 } },
};
