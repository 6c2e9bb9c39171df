import { orderLines, orders } from '@server/orders/schema';
import { DEMO_PIZZA_OPTIONS } from '@server/seed/demo-dishes';
import { createAdmin } from '@server/seed/factories';
import { cartViewSchema } from '@shared/cart';
import type { MenuItem } from '@shared/catalog';
import type { GroupSelection, OptionGroup } from '@shared/dish-options';
import { messages } from '@shared/messages';
import { SANDBOX_CARDS } from '@shared/payments';
import {
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const texts = messages.dishOptions;

/** Cart lines with choices and a note, priced by the server. */
describe.each(testDatabaseKinds())('cart lines with options on %s', (kind) => {
  let t: TestApp;
  let margherita: MenuItem;
  let admin: TestClient;

  const group = (name: string) => margherita.options?.find((g) => g.name === name) as OptionGroup;
  const choice = (groupName: string, name: string) =>
    group(groupName).choices.find((c) => c.name === name)?.id as string;
  const pick = (size: string, extras: string[] = []): GroupSelection[] => [
    { groupId: group('Size').id, choiceIds: [choice('Size', size)] },
    ...(extras.length > 0
      ? [{ groupId: group('Extras').id, choiceIds: extras.map((e) => choice('Extras', e)) }]
      : []),
  ];
  const add = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/cart/items', { dishId: margherita.id, ...body });

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    margherita = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds every demo pizza with Size and Extras, Medium the default', async () => {
    const pizzas = await t.services.catalog.menu({ category: 'Pizza' });
    expect(pizzas.length).toBeGreaterThan(3);
    for (const pizza of pizzas)
      expect(pizza.options?.map((g) => [g.name, g.required, g.minChoices, g.maxChoices])).toEqual([
        ['Size', true, 1, 1],
        ['Extras', false, 0, 3],
      ]);
    expect(group('Size').choices.map((c) => [c.name, c.deltaMinor, c.isDefault])).toEqual([
      ['Small', -100_000, false],
      ['Medium', 0, true],
      ['Large', 300_000, false],
    ]);
    const drinks = await t.services.catalog.menu({ category: 'Drinks' });
    expect(drinks[0]?.options).toBeUndefined();
  });

  it('prices a line as base + deltas, merges the same choices in any order and note, keeps others apart', async () => {
    const { client } = await readyCustomer(t);
    const base = margherita.priceMinor;
    const first = await add(client, {
      options: pick('Large', ['Extra mozzarella', 'Olives']),
      note: ' well done ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const line = cartViewSchema.parse(first.json()).items[0];
    expect(line).toMatchObject({
      unitPriceMinor: base + 300_000 + 80_000 + 50_000,
      note: 'well done',
    });
    expect(line?.choices.map((c) => c.name)).toEqual(['Large', 'Extra mozzarella', 'Olives']);

    // The same choices in another order and the same note: the quantity adds up.
    const reversed = pick('Large', ['Olives', 'Extra mozzarella']).reverse();
    const merged = cartViewSchema.parse(
      (await add(client, { options: reversed, note: 'well done', quantity: 2 })).json(),
    );
    expect(merged.items.map((l) => l.quantity)).toEqual([3]);

    // Another note, other choices, or the defaults: lines of their own.
    await add(client, { options: pick('Large', ['Extra mozzarella', 'Olives']), note: 'no basil' });
    await add(client, { options: pick('Small') });
    const view = cartViewSchema.parse((await add(client, {})).json());
    expect(view.items.map((l) => [l.quantity, l.unitPriceMinor, l.note])).toEqual([
      [3, base + 430_000, 'well done'],
      [1, base + 430_000, 'no basil'],
      [1, base - 100_000, ''],
      [1, base, ''],
    ]);
    expect(view.items[3]?.choices.map((c) => c.name)).toEqual(['Medium']);
    expect(view.subtotalMinor).toBe(4 * (base + 430_000) + (base - 100_000) + base);
  });

  it('refuses forged or out-of-rule choices and a note too long with 4xx and words, writing nothing', async () => {
    const { client } = await readyCustomer(t);
    const size = group('Size').id;
    const extras = group('Extras').id;
    const cases: Array<[GroupSelection[] | string, number, string]> = [
      [[{ groupId: 'forged', choiceIds: [] }], 400, texts.unknownGroup],
      [[{ groupId: size, choiceIds: ['forged-choice'] }], 400, texts.unknownChoice('Size')],
      // A choice of another group (Olives sent as a Size).
      [
        [{ groupId: size, choiceIds: [choice('Extras', 'Olives')] }],
        400,
        texts.unknownChoice('Size'),
      ],
      [
        [{ groupId: size, choiceIds: [choice('Size', 'Small'), choice('Size', 'Large')] }],
        400,
        texts.tooMany('Size', 1),
      ],
      [[{ groupId: extras, choiceIds: [choice('Extras', 'Olives')] }], 400, texts.required('Size')],
      [
        [
          ...pick('Large'),
          { groupId: extras, choiceIds: [choice('Extras', 'Olives'), choice('Extras', 'Olives')] },
        ],
        400,
        texts.duplicate('Olives'),
      ],
      ['x'.repeat(141), 400, texts.noteTooLong(140)],
    ];
    for (const [options, status, message] of cases) {
      const body = typeof options === 'string' ? { note: options } : { options };
      const response = await add(client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    // A price sent by the browser is refused by the schema.
    expect((await add(client, { unitPriceMinor: 1 })).statusCode).toBe(400);
    expect(cartViewSchema.parse((await client.get('/api/cart')).json()).items).toEqual([]);
  });

  it('stores a snapshot of the choices on the order; later menu edits change neither it nor its total; the kitchen ticket shows them', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    expect(
      (await add(client, { options: pick('Large', ['Olives']), note: 'well done' })).statusCode,
    ).toBe(201);
    const started = await startPayment(client, customer, addressId);
    const paid = await client.post('/api/payments/sandbox/charge', {
      accessCode: started.accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: FUTURE,
      cvv: '123',
    });
    expect(paid.json().data.status).toBe('success');
    expect((await verify(client, started.reference)).statusCode).toBe(200);

    const db = t.db.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.userId, customer.id));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const unit = margherita.priceMinor + 300_000 + 50_000;
    expect(
      lines.map((l) => [l.unitPriceMinor, l.note, l.choices.map((c) => [c.name, c.deltaMinor])]),
    ).toEqual([
      [
        unit,
        'well done',
        [
          ['Large', 300_000],
          ['Olives', 50_000],
        ],
      ],
    ]);
    expect(order!.subtotalMinor).toBe(unit);

    // The owner renames Large and raises Olives: the past order keeps what was paid.
    const edited = DEMO_PIZZA_OPTIONS.map((g) => ({
      ...g,
      id: group(g.name).id,
      choices: g.choices.map((c) => ({
        ...c,
        id: choice(g.name, c.name),
        name: c.name === 'Large' ? 'Family' : c.name,
        deltaMinor: c.name === 'Olives' ? 90_000 : c.deltaMinor,
      })),
    }));
    const saved = await admin.request('PUT', `/api/admin/dishes/${margherita.id}/options`, {
      groups: edited,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await client.get(`/api/orders/by-number/${order!.number}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().order.lines[0]).toMatchObject({
      unitPriceMinor: unit,
      note: 'well done',
      choices: [{ name: 'Large' }, { name: 'Olives' }],
    });
    const board = (await admin.get('/api/admin/kitchen')).json();
    const ticket = board.tickets.find((x: { orderId: string }) => x.orderId === order!.orderId);
    expect(ticket.lines).toEqual([
      { name: 'Margherita', quantity: 1, choices: ['Large', 'Olives'], note: 'well done' },
    ]);
    // Put the demo options back for the other tests.
    const restored = DEMO_PIZZA_OPTIONS.map((g) => ({
      ...g,
      id: group(g.name).id,
      choices: g.choices.map((c) => ({ ...c, id: choice(g.name, c.name) })),
    }));
    expect(
      (
        await admin.request('PUT', `/api/admin/dishes/${margherita.id}/options`, {
          groups: restored,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('marks a line unavailable when its choice runs out, and refuses adding that choice with 409', async () => {
    const { client } = await readyCustomer(t);
    expect((await add(client, { options: pick('Large', ['Chilli oil']) })).statusCode).toBe(201);
    const withoutChilli = DEMO_PIZZA_OPTIONS.map((g) => ({
      ...g,
      id: group(g.name).id,
      choices: g.choices.map((c) => ({
        ...c,
        id: choice(g.name, c.name),
        available: c.name !== 'Chilli oil',
      })),
    }));
    const saved = await admin.request('PUT', `/api/admin/dishes/${margherita.id}/options`, {
      groups: withoutChilli,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = cartViewSchema.parse((await client.get('/api/cart')).json());
    expect(view.items.map((l) => l.available)).toEqual([false]);
    expect(view.subtotalMinor).toBe(0);
    const refused = await add(client, { options: pick('Large', ['Chilli oil']) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(texts.unavailable('Chilli oil'));
  });

  it('refuses option groups an owner could not price (min above max, choices taking the price below zero)', async () => {
    const put = (groups: unknown) =>
      admin.request('PUT', `/api/admin/dishes/${margherita.id}/options`, { groups });
    const bad = await put([
      {
        name: 'Size',
        required: true,
        minChoices: 2,
        maxChoices: 1,
        choices: [{ name: 'A', deltaMinor: 0 }],
      },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['groups.0.minChoices']).toBe(
      'The minimum cannot be above the maximum.',
    );
    // Required with a minimum of 0 contradicts itself; the owner's editor says the same words.
    const requiredNone = await put([
      {
        ...DEMO_PIZZA_OPTIONS[0],
        minChoices: 0,
        id: undefined,
        choices: [{ name: 'A', deltaMinor: 0 }],
      },
    ]);
    expect(requiredNone.statusCode).toBe(400);
    expect(requiredNone.json().error.fields['groups.0.minChoices']).toBe(
      'A required group needs a minimum of at least 1.',
    );
    const negative = await put([
      {
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        choices: [{ name: 'Tiny', deltaMinor: -margherita.priceMinor - 1 }],
      },
    ]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toBe(texts.belowZero);
  });
});
