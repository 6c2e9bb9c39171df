import { randomBytes } from 'node:crypto';
import type { MenuItem } from '@shared/catalog';
import type { StartedPayment } from '@shared/checkout';
import type { GroupSelection, OptionGroup } from '@shared/dish-options';
import type { GuestPaymentResponse, GuestStartPaymentInput } from '@shared/guest-checkout';
import { expect } from 'vitest';
import { chargeSandbox } from './payments';
import type { TestApp, TestClient } from './test-app';

/** A guest's checkout in tests: a cookie's cart paid with name, e-mail and phone. */

export const guestEmail = (label = 'guest') =>
  `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** The body of a guest's payment start: delivery to Ikoyi unless `changes` say otherwise. */
export const guestBody = (
  email: string,
  changes: Partial<GuestStartPaymentInput> = {},
): GuestStartPaymentInput => ({
  fulfilment: 'delivery',
  fullName: 'Ngozi Guest',
  email,
  phone: '+234 803 555 0199',
  address: '12 Bourdillon Road, Ikoyi, Lagos',
  area: 'Ikoyi',
  ...changes,
});

/** Margherita, Large, Extra mozzarella and Olives: the guest checkout journey's dish. */
export function margheritaChoices(margherita: MenuItem): GroupSelection[] {
  const group = (name: string) => margherita.options?.find((g) => g.name === name) as OptionGroup;
  const choice = (groupName: string, name: string) =>
    group(groupName).choices.find((c) => c.name === name)?.id as string;
  return [
    { groupId: group('Size').id, choiceIds: [choice('Size', 'Large')] },
    {
      groupId: group('Extras').id,
      choiceIds: [choice('Extras', 'Extra mozzarella'), choice('Extras', 'Olives')],
    },
  ];
}

/** A new guest (no session) with that Margherita, note "well done", in their cookie's cart. */
export async function guestWithMargherita(t: TestApp, ip?: string) {
  const [margherita] = await t.services.catalog.menu({ search: 'Margherita' });
  const client = t.client(ip);
  const added = await client.post('/api/cart/items', {
    dishId: margherita!.id,
    options: margheritaChoices(margherita!),
    note: 'well done',
  });
  expect(added.statusCode, added.body).toBe(201);
  return { client, margherita: margherita!, cart: added.json() as { subtotalMinor: number } };
}

export const startGuestPayment = (client: TestClient, body: unknown) =>
  client.post('/api/checkout/guest/payments', body);

export async function startedGuestPayment(
  client: TestClient,
  body: GuestStartPaymentInput,
): Promise<StartedPayment> {
  const response = await startGuestPayment(client, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const verifyGuest = (client: TestClient, reference: string) =>
  client.request('POST', `/api/checkout/guest/payments/${reference}/verify`);

/** The token of the order page link in the newest receipt mailed to `email`. */
export async function receiptToken(t: TestApp, email: string): Promise<string> {
  await t.services.mail.idle();
  const receipt = t.mails.sent.filter((m) => m.to === email && m.kind === 'order_receipt').at(-1);
  expect(receipt, `no receipt to ${email}`).toBeDefined();
  const url = /https?:\/\/[^\s/]+\/order\/([A-Za-z0-9_.-]+)/.exec(receipt!.text);
  expect(url, receipt!.text).not.toBeNull();
  return url![1]!;
}

/** A guest pays for that Margherita by card; the verified answer and the receipt's token. */
export async function guestPaid(t: TestApp, changes: Partial<GuestStartPaymentInput> = {}) {
  const { client, margherita } = await guestWithMargherita(t);
  const email = changes.email ?? guestEmail();
  const started = await startedGuestPayment(client, guestBody(email, changes));
  const charged = await chargeSandbox(client, started.accessCode);
  expect(charged.statusCode, charged.body).toBeLessThan(300);
  const verified = await verifyGuest(client, started.reference);
  expect(verified.statusCode, verified.body).toBe(200);
  const answer = verified.json() as GuestPaymentResponse;
  return { client, email, margherita, started, answer, token: await receiptToken(t, email) };
}
