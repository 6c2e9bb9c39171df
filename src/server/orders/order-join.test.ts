import { DELETED_NAME } from '@server/accounts';
import { users } from '@server/accounts/schema';
import { GUEST_CART_COOKIE } from '@server/cart';
import { payments } from '@server/payments/schema';
import { createCustomer } from '@server/seed/factories';
import { orderLinkTexts } from '@shared/order-links';
import { addToCart, createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { guestEmail, guestPaid } from '@test/support/guest-checkout';
import { signedIn } from '@test/support/orders';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCustomers } from './customer-schema';
import { orders } from './schema';

/**
 * A guest's order joins an account from its page: a new account made there, or
 * the signed-in diner's; exactly once under races; "download my data" and "delete my account"
 * reach it afterwards. On each database.
 */
describe.each(testDatabaseKinds())('a guest order joining an account on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const orderRow = async (orderId: string) =>
    (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
  const paymentOf = async (id: string) =>
    (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
  const createAccount = (client: TestClient, token: string, username = 'Ngozi') =>
    client.post(`/api/orders/by-link/${token}/account`, { username, password: 'secret-123' });
  const join = (client: TestClient, token: string) =>
    client.post(`/api/orders/by-link/${token}/join`);
  const presentIds = async (client: TestClient) =>
    (await client.get('/api/orders/present'))
      .json()
      .items.map((o: { orderId: string }) => o.orderId);

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('"Create an account" on the mailed link: the order’s e-mail, verified, signed in, the order and payment in it', async () => {
    const paid = await guestPaid(t, { email: guestEmail('Mixed.Case') });
    const orderId = paid.answer.payment.orderIds[0]!;
    // The guest's next cart (same cookie) comes along, as at sign-in.
    const [drink] = await t.services.catalog.menu({ category: 'Drinks' });
    await addToCart(paid.client, drink!);

    const created = await createAccount(paid.client, paid.token);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      user: { email: paid.email.toLowerCase(), username: 'Ngozi', role: 'customer' },
      message: orderLinkTexts.accountCreated,
    });
    const session = (await paid.client.get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ email: paid.email.toLowerCase(), emailVerified: true });
    expect(paid.client.cookies.has(GUEST_CART_COOKIE)).toBe(false);
    expect((await paid.client.get('/api/cart')).json().items).toHaveLength(1);
    expect(await presentIds(paid.client)).toEqual([orderId]);

    const row = await orderRow(orderId);
    expect(row.userId).toBe(session.user.id);
    expect((await paymentOf(row.paymentId!)).userId).toBe(session.user.id);
    const [customer] = await db()
      .select()
      .from(orderCustomers)
      .where(eq(orderCustomers.userId, session.user.id));
    expect(customer).toMatchObject({ placed: 1, email: paid.email });
    // The page no longer offers it; a second try is refused and makes no second account.
    const again = await t.client().get(`/api/orders/by-link/${paid.token}`);
    expect(again.json().accountJoin).toBe('none');
    const twice = await createAccount(t.client(), paid.token, 'Someone');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(orderLinkTexts.joinedElsewhere);
  });

  it('the browser’s own after-payment link may view but not join: the receipt’s link is needed', async () => {
    const paid = await guestPaid(t);
    const viewToken = paid.answer.orderPaths[0]!.slice('/order/'.length);
    const refused = await createAccount(paid.client, viewToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(orderLinkTexts.mailedLinkOnly);
    const diner = await signedIn(t, await createCustomer(t.services));
    expect((await join(diner, viewToken)).statusCode).toBe(403);
    const forged = `${paid.token.slice(0, -4)}AAAA`;
    expect((await createAccount(t.client(), forged)).statusCode).toBe(404);
    expect((await join(diner, forged)).statusCode).toBe(404);
    expect((await orderRow(paid.answer.payment.orderIds[0]!)).userId).toBeNull();
    expect(await db().select().from(users).where(eq(users.email, paid.email))).toEqual([]);
  });

  it('an e-mail that has an account is told so; signed in, the diner adds the order once; another account cannot', async () => {
    const owner = await createCustomer(t.services);
    const paid = await guestPaid(t, { email: owner.email });
    const orderId = paid.answer.payment.orderIds[0]!;
    const exists = await createAccount(paid.client, paid.token);
    expect(exists.statusCode).toBe(409);
    expect(exists.json().error).toMatchObject({
      message: orderLinkTexts.accountExists,
      fields: { email: orderLinkTexts.accountExists },
    });
    expect(await db().select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);

    const client = await signedIn(t, owner);
    expect((await client.get(`/api/orders/by-link/${paid.token}`)).json().accountJoin).toBe('open');
    const joined = await join(client, paid.token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toBe(orderLinkTexts.joined);
    expect((await join(client, paid.token)).json().message).toBe(orderLinkTexts.alreadyYours);
    expect(await presentIds(client)).toContain(orderId);

    const other = await signedIn(t, await createCustomer(t.services));
    const taken = await join(other, paid.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(orderLinkTexts.joinedElsewhere);
    expect((await orderRow(orderId)).userId).toBe(owner.id);
    // Guests and staff cannot join; a signed-in diner makes no second account.
    expect((await join(t.client(), paid.token)).statusCode).toBe(401);
    expect((await createAccount(client, paid.token)).statusCode).toBe(403);
  });

  it('six accounts joining one order at once: exactly one wins, the order and its payment are its', async () => {
    const paid = await guestPaid(t);
    const orderId = paid.answer.payment.orderIds[0]!;
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createCustomer(t.services)));
    const clients = await Promise.all(accounts.map((a) => signedIn(t, a)));
    const answers = await Promise.all(clients.map((client) => join(client, paid.token)));
    const won = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [accounts[i]!] : []));
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(orderLinkTexts.joinedElsewhere);
    }
    const row = await orderRow(orderId);
    expect(row.userId).toBe(won[0]!.id);
    expect((await paymentOf(row.paymentId!)).userId).toBe(won[0]!.id);
    const counted = await db()
      .select({ n: sql<number>`sum(${orderCustomers.placed})::int` })
      .from(orderCustomers)
      .where(sql`${orderCustomers.userId} in ${accounts.map((a) => a.id)}`);
    expect(counted[0]!.n).toBe(1);
  });

  it('three "Create an account" at once on one link: one account, the order in it, the others refused', async () => {
    const paid = await guestPaid(t);
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => createAccount(t.client(), paid.token, name)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201))
      expect(answer.statusCode).toBe(409);
    const made = await db().select().from(users).where(eq(users.email, paid.email));
    expect(made).toHaveLength(1);
    expect((await orderRow(paid.answer.payment.orderIds[0]!)).userId).toBe(made[0]!.id);
  });

  it('joined, the order is in "download my data"; "delete my account" anonymises it and its payment', async () => {
    const paid = await guestPaid(t, { note: 'gate code 1234' });
    const orderId = paid.answer.payment.orderIds[0]!;
    expect((await createAccount(paid.client, paid.token)).statusCode).toBe(201);
    const exported = (await paid.client.get('/api/account/export')).json();
    expect(exported.parts.orders.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    expect(exported.parts.payments.map((p: { reference: string }) => p.reference)).toEqual([
      paid.started.reference,
    ]);

    const deleted = await paid.client.post('/api/account/delete', { password: 'secret-123' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ customerName: DELETED_NAME, customerPhone: '', note: null });
    expect(row.email).not.toBe(paid.email);
    const payment = await paymentOf(row.paymentId!);
    expect(payment).toMatchObject({ customerName: DELETED_NAME, deliveryPhone: '', note: null });
    expect(payment.email).not.toBe(paid.email);
    // The receipt's link still opens the order for the books' sake, with nothing personal left.
    const page = (await t.client().get(`/api/orders/by-link/${paid.token}`)).json();
    expect(page.accountJoin).toBe('none');
    expect(JSON.stringify(page)).not.toContain(paid.email);
    expect(JSON.stringify(page)).not.toContain('Ngozi Guest');
    // The address is free again: a new account may be made with it, but not from this order.
    expect((await createAccount(t.client(), paid.token)).statusCode).toBe(409);
  });
});
