/** Who may call what, part 1: accounts, newsletter, menu, media, cart and reservations. */

import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  cartOfA,
  customer,
  type Entry,
  everyone,
  isStaffCaller,
  json,
  newReservationOfA,
  orderLinkOf,
  reservationInput,
  reservationStatus,
  staff,
  unique,
} from './kit';

export const publicEntries: Record<string, Entry> = {
  // Accounts: public by nature; the session-changing ones get fresh sessions.
  'GET /api/auth/session': {
    expect: everyone(200),
    check: (c, role, response) => {
      const user = json(response).user;
      if (role === 'guest') expect(user).toBeNull();
      else expect(user.email).toBe(c.accounts[role].email);
    },
  },
  'POST /api/auth/signup': {
    expect: everyone(201),
    call: () => ({
      url: '/api/auth/signup',
      body: {
        username: `u${randomBytes(4).toString('hex')}`,
        email: unique('signup'),
        password: 'secret-123',
      },
    }),
  },
  'POST /api/auth/login': {
    expect: 'open',
    fresh: true,
    call: (c) => ({
      url: '/api/auth/login',
      body: { email: c.accounts.spare.email, password: c.accounts.spare.password },
    }),
    check: (_c, _r, response) => expect(response.statusCode).toBe(200),
  },
  'POST /api/auth/admin/login': {
    expect: 'open',
    fresh: true,
    call: (c) => ({
      url: '/api/auth/admin/login',
      body: { email: c.accounts.owner.email, password: c.accounts.owner.password },
    }),
    check: (_c, _r, response) => expect(response.statusCode).toBe(200),
  },
  'POST /api/auth/logout': { expect: 'open', fresh: true },
  'POST /api/auth/verify-email': {
    expect: 'open',
    call: () => ({ url: '/api/auth/verify-email', body: { token: 'x'.repeat(32) } }),
  },
  'POST /api/auth/resend-verification': {
    expect: 'open',
    call: () => ({ url: '/api/auth/resend-verification', body: { email: unique('resend') } }),
  },
  'POST /api/auth/password/forgot': {
    expect: 'open',
    call: () => ({ url: '/api/auth/password/forgot', body: { email: unique('forgot') } }),
  },
  'POST /api/auth/password/reset': {
    expect: 'open',
    call: () => ({
      url: '/api/auth/password/reset',
      body: { token: 'x'.repeat(32), password: 'new-secret-1' },
    }),
  },
  'POST /api/newsletter': {
    expect: 'open',
    call: () => ({ url: '/api/newsletter', body: { email: unique('news') } }),
  },

  // The menu and its pictures: public.
  'GET /api/menu/categories': { expect: 'open' },
  'GET /api/menu': { expect: 'open', call: () => ({ url: '/api/menu?category=Pasta' }) },
  'GET /media/dishes/{file}': {
    expect: 'open',
    call: () => ({ url: '/media/dishes/placeholder.svg' }),
  },
  // A picture of the public recipe database, proxied (this app is not configured for it: 404 for all).
  'GET /media/recipes/{file}': {
    expect: 'open',
    call: () => ({ url: '/media/recipes/unknown.jpg' }),
  },
  'GET /uploads/{file}': {
    expect: 'open',
    call: (c) => ({ url: c.ids.uploadUrl! }),
    check: (_c, _r, response) => expect(response.statusCode).toBe(200),
  },

  // The cart: each diner's own; a guest's is bound to a cookie.
  'GET /api/cart': {
    expect: { ...customer(200), guest: 200 },
    check: (c, role, response) => {
      const lineIds = (json(response).items ?? []).map((line: { id: string }) => line.id);
      if (role === 'b' || role === 'guest') expect(lineIds).not.toContain(c.ids.cartLine);
      if (role === 'a') expect(lineIds).toContain(c.ids.cartLine);
    },
  },
  'POST /api/cart/items': {
    expect: { ...customer(201), guest: 201 },
    call: (c) => ({ url: '/api/cart/items', body: { dishId: c.ids.dish } }),
  },
  'PATCH /api/cart/items/{lineId}': {
    expect: { ...customer(200, 404), guest: 404 },
    call: (c) => ({ url: `/api/cart/items/${c.ids.cartLine}`, body: { quantity: 7 } }),
    intact: async (c) =>
      expect((await cartOfA(c)).items.find((l) => l.id === c.ids.cartLine)?.quantity).not.toBe(7),
  },
  'POST /api/cart/accept-prices': {
    expect: { ...customer(200), guest: 200 },
    call: () => ({ url: '/api/cart/accept-prices', body: {} }),
  },
  'DELETE /api/cart/items/{lineId}': {
    expect: { ...customer(200, 404), guest: 404 },
    setup: async (c) => {
      const added = json(await c.clients.a.post('/api/cart/items', { dishId: c.ids.otherDish }));
      return {
        lineId: added.items.find((l: { dishId: string }) => l.dishId === c.ids.otherDish).id,
      };
    },
    call: (_c, _r, v) => ({ url: `/api/cart/items/${v.lineId}` }),
    intact: async (c, v) =>
      expect((await cartOfA(c)).items.some((l) => l.id === v.lineId)).toBe(true),
  },

  // A receipt's signed link: the token alone authorizes, whoever holds it.
  'GET /api/orders/by-link/{token}': {
    expect: everyone(200),
    call: (c) => ({ url: `/api/orders/by-link/${orderLinkOf(c, c.ids.order!)}` }),
    check: (c, _r, response) => expect(json(response).order.orderId).toBe(c.ids.order),
  },
  'GET /api/orders/by-link/{token}/events': {
    expect: everyone(200),
    stream: true,
    call: (c) => ({ url: `/api/orders/by-link/${orderLinkOf(c, c.ids.order!)}/events` }),
  },

  // Reservations.
  'GET /api/reservations/availability': { expect: 'open' },
  'POST /api/reservations': {
    expect: customer(201),
    call: () => ({ url: '/api/reservations', body: reservationInput() }),
  },
  'GET /api/reservations/mine': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).items.map((r: { id: string }) => r.id);
      if (role === 'b') expect(ids).not.toContain(c.ids.reservation);
      if (role === 'a') expect(ids).toContain(c.ids.reservation);
    },
  },
  'POST /api/reservations/{id}/cancel': {
    expect: customer(200, 404),
    setup: newReservationOfA,
    call: (_c, _r, v) => ({ url: `/api/reservations/${v.id}/cancel` }),
    intact: async (c, v) => expect(await reservationStatus(c, v.id!)).toBe('pending'),
  },
  'GET /api/admin/reservations': {
    ...staff('reservations.manage'),
    check: (_c, role, response) => {
      if (isStaffCaller(role)) expect(json(response).total).toBeGreaterThan(0);
    },
  },
  'POST /api/admin/reservations/{id}/confirm': {
    ...staff('reservations.manage'),
    setup: newReservationOfA,
    call: (_c, _r, v) => ({ url: `/api/admin/reservations/${v.id}/confirm` }),
    intact: async (c, v) => expect(await reservationStatus(c, v.id!)).toBe('pending'),
  },
};
