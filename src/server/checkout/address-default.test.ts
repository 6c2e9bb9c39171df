import { createCustomer } from '@server/seed/factories';
import { checkoutTexts, type SavedAddress } from '@shared/checkout';
import type { PublicUser } from '@shared/schemas/auth';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutRepository } from './repository';
import { quotedAddress } from './zones';

/**
 * Saved addresses on the account page: editing one with the rules of saving
 * one, and the default address checkout preselects, of which the database keeps at most one per
 * customer (a partial unique index) whatever runs at once.
 */
describe.each(testDatabaseKinds())('saved addresses: edit and default on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signedIn = async () => {
    const customer = await createCustomer(t.services);
    const client = t.client();
    const login = await client.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(login.statusCode).toBe(200);
    const add = async (n: number) => {
      const answer = await client.post('/api/checkout/addresses', {
        address: `${n} Admiralty Way, Lekki Phase 1, Lagos`,
        phone: '+234 803 555 0147',
        area: 'Lekki Phase 1',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().address as SavedAddress;
    };
    const list = async () =>
      (await client.get('/api/checkout/addresses')).json().addresses as SavedAddress[];
    const defaults = async () => (await list()).filter((a) => a.isDefault).map((a) => a.id);
    return { customer, client, add, list, defaults };
  };

  it('makes the first address saved the default, and only the first', async () => {
    const { add, defaults } = await signedIn();
    const first = await add(1);
    const second = await add(2);
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    expect(await defaults()).toEqual([first.id]);
  });

  it('keeps one default when the first addresses are saved all at once', async () => {
    const { add, defaults } = await signedIn();
    await Promise.all(Array.from({ length: 6 }, (_, i) => add(i + 1)));
    expect(await defaults()).toHaveLength(1);
  });

  it('keeps exactly one default under 10 parallel "make default" calls', async () => {
    const { client, add, defaults } = await signedIn();
    const saved = [];
    for (let i = 0; i < 10; i++) saved.push(await add(i + 1));
    const answers = await Promise.all(
      saved.map((a) => client.request('PUT', `/api/checkout/addresses/${a.id}/default`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe(checkoutTexts.addressMadeDefault);
    }
    const left = await defaults();
    expect(left).toHaveLength(1);
    // The one left default is one the calls asked for; then one more call moves it.
    const other = saved.find((a) => a.id !== left[0])!;
    const moved = await client.request('PUT', `/api/checkout/addresses/${other.id}/default`);
    expect(moved.json().address).toMatchObject({ id: other.id, isDefault: true });
    expect(await defaults()).toEqual([other.id]);
  });

  it('makes the newest one left the default when the default is removed', async () => {
    const { client, add, defaults, list } = await signedIn();
    const first = await add(1);
    const second = await add(2);
    const third = await add(3);
    // Removing another address leaves the default alone.
    expect(
      (await client.request('DELETE', `/api/checkout/addresses/${second.id}`)).statusCode,
    ).toBe(200);
    expect(await defaults()).toEqual([first.id]);
    expect((await client.request('DELETE', `/api/checkout/addresses/${first.id}`)).statusCode).toBe(
      200,
    );
    expect(await defaults()).toEqual([third.id]);
    expect((await client.request('DELETE', `/api/checkout/addresses/${third.id}`)).statusCode).toBe(
      200,
    );
    expect(await list()).toEqual([]);
    // With none left, the next one saved is the default again.
    expect((await add(4)).isDefault).toBe(true);
  });

  it('quotes the default address at checkout when none is named, not the newest', async () => {
    const { customer, client, add } = await signedIn();
    const first = await add(1);
    const newest = await add(2);
    const repo = createCheckoutRepository(t.db.database.db);
    const user = { id: customer.id } as PublicUser;
    // Only the repository is read when no address is named.
    const deps = { repo } as Parameters<typeof quotedAddress>[0];
    expect((await quotedAddress(deps, user, undefined))?.id).toBe(first.id);
    await client.request('PUT', `/api/checkout/addresses/${newest.id}/default`);
    expect((await quotedAddress(deps, user, undefined))?.id).toBe(newest.id);
  });

  it('edits an address with the rules of saving one, and only its owner may', async () => {
    const { client, add, list } = await signedIn();
    const saved = await add(1);
    const edited = await client.request('PATCH', `/api/checkout/addresses/${saved.id}`, {
      address: '  9 Bourdillon Road, Ikoyi, Lagos ',
      phone: '+234 803 555 0199',
      area: 'Ikoyi',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: checkoutTexts.addressUpdated,
      address: {
        id: saved.id,
        address: '9 Bourdillon Road, Ikoyi, Lagos',
        phone: '+234 803 555 0199',
        area: 'Ikoyi',
        isDefault: true,
      },
    });
    expect((await list())[0]).toMatchObject({ address: '9 Bourdillon Road, Ikoyi, Lagos' });

    const refusals = [
      [{ address: 'x', phone: '+234 803 555 0199', area: 'Ikoyi' }, checkoutTexts.addressLength],
      [{ address: '9 Bourdillon Road', phone: '12', area: 'Ikoyi' }, checkoutTexts.phoneInvalid],
      [
        { address: '9 Bourdillon Road', phone: '+234 803 555 0199', area: '' },
        checkoutTexts.areaLength,
      ],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await client.request('PATCH', `/api/checkout/addresses/${saved.id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }

    // Another customer's address is unknown to this one: 404, and it stays as it was.
    const other = await signedIn();
    const theirs = await other.add(7);
    const foreign = await client.request('PATCH', `/api/checkout/addresses/${theirs.id}`, {
      address: '1 Hijack Street, Lagos',
      phone: '+234 803 555 0100',
      area: 'Ikoyi',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(checkoutTexts.addressNotFound);
    const notMine = await client.request('PUT', `/api/checkout/addresses/${theirs.id}/default`);
    expect(notMine.statusCode).toBe(404);
    expect(await other.list()).toEqual([theirs]);
  });
});
