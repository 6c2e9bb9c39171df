import { orders } from '@server/orders/schema';
import { payments } from '@server/payments/schema';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { zonedDatePlusDays } from '@shared/zoned-time';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { guestPaid } from '@test/support/guest-checkout';
import { signedIn } from '@test/support/orders';
import { chargeSandbox } from '@test/support/payments';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DIRECTIONS = 'Blue gate opposite the pharmacy';
const WHOLE = `7 Admiralty Road, Lekki Phase 1 (${DIRECTIONS})`;

/**
 * A delivery keeps the whole address the diner entered (street, area, directions for the rider)
 * from the saved address or the guest form to the order, its ticket, its mails and the export.
 */
describe.each(testDatabaseKinds())('the whole delivery address on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let pizza: MenuItem;
  const db = () => t.db.database.db;
  const rowOf = async (orderId: string) =>
    (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
  const mailTo = async (email: string, kind: string) => {
    await t.services.mail.idle();
    return t.mails.sent.filter((m) => m.to === email && m.kind === kind).at(-1);
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    pizza = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
    owner = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a saved address keeps its directions, and its order, ticket, receipt and export show street, area and directions', async () => {
    const { customer, client } = await readyCustomer(t);
    const saved = await client.post('/api/checkout/addresses', {
      address: '7 Admiralty Road',
      phone: '+234 803 555 0147',
      area: 'Lekki Phase 1',
      directions: `  ${DIRECTIONS} `,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().address).toMatchObject({ area: 'Lekki Phase 1', directions: DIRECTIONS });
    const addressId = saved.json().address.id as string;
    const listed = (await client.get('/api/checkout/addresses')).json().addresses;
    expect(listed.find((a: { id: string }) => a.id === addressId)).toMatchObject({
      directions: DIRECTIONS,
    });

    await addToCart(client, pizza);
    const started = await startPayment(client, customer, addressId);
    expect((await chargeSandbox(client, started.accessCode)).statusCode).toBe(200);
    expect((await verify(client, started.reference)).statusCode).toBe(200);

    const [mine] = (await client.get('/api/orders/present')).json().items;
    expect(mine).toMatchObject({
      deliveryAddress: '7 Admiralty Road',
      deliveryArea: 'Lekki Phase 1',
      deliveryDirections: DIRECTIONS,
    });
    const board = (await owner.get('/api/admin/kitchen')).json();
    const ticket = board.tickets.find((x: { orderId: string }) => x.orderId === mine.orderId);
    expect(ticket).toMatchObject({ deliveryArea: 'Lekki Phase 1', deliveryDirections: DIRECTIONS });
    const listedForStaff = (await owner.get('/api/admin/orders')).json().items;
    expect(
      listedForStaff.find((o: { orderId: string }) => o.orderId === mine.orderId),
    ).toMatchObject({ deliveryArea: 'Lekki Phase 1', deliveryDirections: DIRECTIONS });
    expect((await mailTo(customer.email, 'order_receipt'))?.text).toContain(WHOLE);

    const day = (days: number) => zonedDatePlusDays(new Date(), days, 'Africa/Lagos');
    const csv = (
      await owner.get(`/api/admin/reports/export/orders?from=${day(-1)}&to=${day(1)}`)
    ).body.split('\r\n');
    const header = csv[0]!.split(',');
    const row = csv.find((line) => line.includes(mine.orderId))!.split(',');
    const at = (column: string) => row[header.indexOf(column)];
    expect(at('delivery_address')).toBe('7 Admiralty Road');
    expect(at('delivery_area')).toBe('Lekki Phase 1');
    expect(at('delivery_directions')).toBe(DIRECTIONS);
    // A leading + is quoted so a spreadsheet does not read it as a formula.
    expect(at('phone')).toBe("'+234 803 555 0147");
  });

  it('edits the directions of a saved address, and a blank one keeps none', async () => {
    const { client, addressId } = await readyCustomer(t);
    const edited = await client.request('PATCH', `/api/checkout/addresses/${addressId}`, {
      address: '14 Admiralty Way',
      phone: '+234 803 555 0147',
      area: 'Lekki Phase 1',
      directions: 'Third floor',
    });
    expect(edited.json().address.directions).toBe('Third floor');
    const cleared = await client.request('PATCH', `/api/checkout/addresses/${addressId}`, {
      address: '14 Admiralty Way',
      phone: '+234 803 555 0147',
      area: 'Lekki Phase 1',
      directions: '   ',
    });
    expect(cleared.json().address.directions).toBeNull();
  });

  it("a guest's order keeps the area and directions typed at checkout", async () => {
    const { answer, email } = await guestPaid(t, {
      address: '7 Admiralty Road',
      area: 'Lekki Phase 1',
      directions: DIRECTIONS,
    });
    const row = await rowOf(answer.payment.orderIds[0]!);
    expect(row).toMatchObject({
      deliveryAddress: '7 Admiralty Road',
      deliveryArea: 'Lekki Phase 1',
      deliveryDirections: DIRECTIONS,
    });
    expect((await mailTo(email, 'order_receipt'))?.text).toContain(WHOLE);
  });

  it('a phone order keeps the street, the area and the directions apart', async () => {
    const placed = await owner.post('/api/admin/orders', {
      lines: [{ dishId: pizza.id, quantity: 1 }],
      customer: { name: 'Ada Phone', phone: '+234 803 555 0100', email: 'ada.phone@example.com' },
      fulfilment: 'delivery',
      delivery: { address: '7 Admiralty Road', area: 'Lekki Phase 1', directions: DIRECTIONS },
      payment: 'cash',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await rowOf(placed.json().order.orderId);
    expect(row).toMatchObject({
      deliveryAddress: '7 Admiralty Road',
      deliveryArea: 'Lekki Phase 1',
      deliveryDirections: DIRECTIONS,
    });
    expect((await mailTo('ada.phone@example.com', 'order_placed'))?.text).toContain(WHOLE);
  });

  it('refuses an area or directions on a pickup order', async () => {
    const placed = await owner.post('/api/admin/orders', {
      lines: [{ dishId: pizza.id, quantity: 1 }],
      customer: { name: 'Ada Counter', phone: '+234 803 555 0100' },
      fulfilment: 'pickup',
      payment: 'cash',
    });
    const id = placed.json().order.orderId as string;
    for (const column of ['delivery_area', 'delivery_directions'])
      await expect(
        db()
          .execute(sql.raw(`update orders set ${column} = 'Lekki' where order_id = '${id}'`))
          .catch((error: Error & { cause?: Error }) => {
            throw new Error(`${error.message} ${error.cause?.message ?? ''}`);
          }),
      ).rejects.toThrow(/orders_fulfilment_shape/);
  });

  it("exports a diner's area and directions with their data and clears them with the account", async () => {
    const { customer, client } = await readyCustomer(t);
    const saved = await client.post('/api/checkout/addresses', {
      address: '7 Admiralty Road',
      phone: '+234 803 555 0147',
      area: 'Lekki Phase 1',
      directions: DIRECTIONS,
    });
    await addToCart(client, pizza);
    const started = await startPayment(client, customer, saved.json().address.id);
    expect((await chargeSandbox(client, started.accessCode)).statusCode).toBe(200);
    expect((await verify(client, started.reference)).statusCode).toBe(200);
    const exported = JSON.stringify((await client.get('/api/account/export')).json());
    expect(exported).toContain('"deliveryArea":"Lekki Phase 1"');
    expect(exported).toContain(`"directions":"${DIRECTIONS}"`);

    const [before] = await db().select().from(orders).where(eq(orders.userId, customer.id));
    const deleted = await client.post('/api/account/delete', { password: customer.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(before!.orderId)).toMatchObject({
      deliveryAddress: 'Removed',
      deliveryArea: null,
      deliveryDirections: null,
    });
    const [payment] = await db().select().from(payments).where(eq(payments.id, before!.paymentId!));
    expect(payment).toMatchObject({ deliveryArea: null, deliveryDirections: null });
  });
});
