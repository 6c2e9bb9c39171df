/** Vocabulary of the authorization matrix (src/server/http/authorization-matrix.test.ts): callers,
 * expected outcomes, entries, and the rows an entry may need. */

import { randomBytes } from 'node:crypto';
import { orders } from '@server/orders/schema';
import { reservations } from '@server/reservations/schema';
import { can, type Permission, STAFF_ROLES, type StaffRole } from '@shared/permissions';
import { seedPaidOrders } from '@test/support/orders';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

/** The callers: a guest, each staff role, and two customers (B names A's rows). */
export type Role = 'guest' | StaffRole | 'b' | 'a';
export const ROLES: Role[] = ['guest', ...STAFF_ROLES, 'b', 'a'];
export const isStaffCaller = (role: Role): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);
export const succeeds = (outcome: Outcome) => typeof outcome === 'number' && outcome < 400;
/** The refused callers go first and the allowed ones last: a success may consume the row. */
export const callOrder = (expectation: Expectation): Role[] =>
  expectation === 'open'
    ? ROLES
    : [
        ...ROLES.filter((r) => !succeeds(expectation[r])),
        ...ROLES.filter((r) => succeeds(expectation[r])),
      ];
/** A status, or the statuses allowed (another customer's row: 403 or 404 both reveal nothing). */
export type Outcome = number | number[] | 'open';
export type Expectation = Record<Role, Outcome> | 'open';

export interface Ctx {
  t: TestApp;
  baseUrl: string;
  clients: Record<Role, TestClient>;
  accounts: Record<
    StaffRole | 'a' | 'b' | 'spare',
    { id: string; email: string; password: string }
  >;
  ids: Record<string, string>;
}
export interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface Entry {
  expect: Expectation;
  /** A back-office route: the permission it must declare (the expectation is derived from it). */
  permission?: Permission;
  /** The request; `vars` come from `setup`. Defaults to the documented path with ctx ids filled in. */
  call?: (ctx: Ctx, role: Role, vars: Record<string, string>) => Call;
  /** Fresh rows for this endpoint (e.g. an order to cancel), made again for each caller, so one
   * caller's success consumes nothing the next one needs. */
  setup?: (ctx: Ctx) => Promise<Record<string, string>>;
  /** After each refused call: the row must be as it was. */
  intact?: (ctx: Ctx, vars: Record<string, string>) => Promise<void>;
  /** Extra checks of one caller's successful answer (e.g. B's list holds none of A's rows). */
  check?: (ctx: Ctx, role: Role, response: { statusCode: number; body: string }) => void;
  /** Sign each caller in afresh (sign-in and sign-out endpoints change the session). */
  fresh?: boolean;
  /** A server-sent-event stream: called over real HTTP, only the status is compared. */
  stream?: boolean;
}

/** Every caller alike (an endpoint whose answer names the caller, such as the session). */
export const everyone = (status: number): Record<Role, Outcome> =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, Outcome>;
/** A customer's own data: 401 for guests, 403 for every staff role (staff cannot order or book). */
export const customer = (own: number, others: number | number[] = own): Record<Role, Outcome> => ({
  ...(Object.fromEntries(STAFF_ROLES.map((role) => [role, 403])) as Record<StaffRole, Outcome>),
  guest: 401,
  b: others,
  a: own,
});
/**
 * A back-office route needing `permission`: the statuses come from the permission table
 * (src/shared/permissions.ts): `ok` for each role holding it, 403 for the other roles and the
 * customers, 401 for guests.
 */
export const staff = (permission: Permission, ok = 200) => ({
  permission,
  expect: {
    ...(Object.fromEntries(
      STAFF_ROLES.map((role) => [role, can(role, permission) ? ok : 403]),
    ) as Record<StaffRole, Outcome>),
    guest: 401,
    b: 403,
    a: 403,
  } satisfies Record<Role, Outcome>,
});
export const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
export const weekAhead = () => {
  const day = new Date(Date.now() + 7 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
};
/** A booking; its mails go to the signed-in account's own address (there is no e-mail field). */
export const reservationInput = () => ({
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '0803 000 0000',
  date: weekAhead(),
  time: '20:00',
  guests: 2,
  specialRequests: '',
});
export const dishInput = (name: string) => ({
  name,
  description: 'A test dish.',
  category: 'Pasta' as const,
  area: 'Italian',
  priceMinor: 1500_00,
  image: { url: '/media/dishes/placeholder.svg', width: 480, height: 360 },
});
export const json = (response: { body: string }) => JSON.parse(response.body);

export async function orderStatus(ctx: Ctx, orderId: string) {
  const [row] = await ctx.t.db.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row?.status;
}
/** The short number of an order (the diner's order page address). */
export async function orderNumber(ctx: Ctx, orderId: string) {
  const [row] = await ctx.t.db.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row?.number;
}
/** The receipt's order-page token for an order (what its signed link carries). */
export const orderLinkOf = (ctx: Ctx, orderId: string) =>
  ctx.t.services.orders.pageLink(orderId).split('/order/')[1] as string;
/** Where the order is in the kitchen's workflow (its status stays `paid` through every active stage). */
export async function orderStage(ctx: Ctx, orderId: string) {
  const [row] = await ctx.t.db.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row?.stage;
}

export async function reservationStatus(ctx: Ctx, id: string) {
  const [row] = await ctx.t.db.database.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.status;
}
export const newOrderOfA = async (ctx: Ctx) => {
  const { orderIds } = await seedPaidOrders(ctx.t.db.database.db, {
    userId: ctx.accounts.a.id,
    email: ctx.accounts.a.email,
  });
  return { orderId: orderIds[0]! };
};
export const newReservationOfA = async (ctx: Ctx) => {
  const response = await ctx.clients.a.post('/api/reservations', reservationInput());
  expect(response.statusCode, response.body).toBe(201);
  return { id: json(response).reservation.id as string };
};
export const cartOfA = async (ctx: Ctx) =>
  json(await ctx.clients.a.get('/api/cart')) as { items: Array<{ id: string; quantity: number }> };
