import { createCustomer } from '@server/seed/factories';
import { checkoutTexts, MAX_SAVED_ADDRESSES } from '@shared/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressDetails } from './schema';

/**
 * The saved-address cap holds under a burst of parallel requests: every request passes the
 * service's quick count at once, so only the database (a trigger counting under a lock per
 * customer) can keep the 21st out.
 */
const BURST = 30;

describe.each(testDatabaseKinds())('saved-address cap on %s', (kind) => {
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
    return { customer, client };
  };
  const saved = async (userId: string) =>
    (
      await t.db.database.db
        .select({ n: count() })
        .from(addressDetails)
        .where(eq(addressDetails.userId, userId))
    )[0]!.n;

  it(`keeps exactly ${MAX_SAVED_ADDRESSES} of ${BURST} parallel saves, refusing the rest clearly`, async () => {
    const { customer, client } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        client.post('/api/checkout/addresses', {
          address: `${i + 1} Admiralty Way, Lekki Phase 1, Lagos`,
          phone: '+234 803 555 0147',
          area: 'Lekki Phase 1',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(BURST - MAX_SAVED_ADDRESSES);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(checkoutTexts.tooManyAddresses);
    }
    expect(await saved(customer.id)).toBe(MAX_SAVED_ADDRESSES);

    // Removing one makes room for exactly one more.
    const [first] = (await client.get('/api/checkout/addresses')).json().addresses;
    expect((await client.request('DELETE', `/api/checkout/addresses/${first.id}`)).statusCode).toBe(
      200,
    );
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/checkout/addresses', {
          address: '99 Admiralty Way, Lekki Phase 1, Lagos',
          phone: '+234 803 555 0147',
          area: 'Lekki Phase 1',
        }),
      ),
    );
    expect(again.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(await saved(customer.id)).toBe(MAX_SAVED_ADDRESSES);
  });

  it("does not count one customer's addresses against another's", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const save = (client: typeof alice.client, i: number) =>
      client.post('/api/checkout/addresses', {
        address: `${i + 1} Ozumba Mbadiwe Avenue, Victoria Island, Lagos`,
        phone: '+234 803 555 0148',
        area: 'Victoria Island',
      });
    const answers = await Promise.all([
      ...Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => save(alice.client, i)),
      ...Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => save(bob.client, i)),
    ]);
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(await saved(alice.customer.id)).toBe(MAX_SAVED_ADDRESSES);
    expect(await saved(bob.customer.id)).toBe(MAX_SAVED_ADDRESSES);
  });
});
