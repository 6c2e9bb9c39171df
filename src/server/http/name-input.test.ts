import { users } from '@server/db/schema';
import { createCustomer, createStaff, customerInput } from '@server/seed/factories';
import { categoryTexts } from '@shared/categories';
import { messages } from '@shared/messages';
import { nameTexts } from '@shared/names';
import { staffOrderTexts } from '@shared/staff-orders';
import { dishInput } from '@test/support/authorization/kit';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Names are checked where they come in, by the shared schemas of their routes: a name with a
 * control or text-direction character, or with nothing visible, is a 400 naming the field, in
 * words the person can act on, and nothing is written.
 */
describe.each(testDatabaseKinds())('names entered over HTTP on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedIn(t, await createStaff(t.services, 'owner'), 'admin');
  });
  afterAll(() => t.close());

  const refusal = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    return (response.json() as { error: { code: string; fields: Record<string, string> } }).error;
  };

  it('refuses a sign-up whose name reverses the text after it, and makes no account', async () => {
    const input = customerInput({ username: 'Ada \u202Egnp.exe' });
    const error = refusal(await t.client().post('/api/auth/signup', input));
    expect(error.fields.username).toBe(nameTexts.direction);
    const made = await t.db.database.db.select().from(users).where(eq(users.email, input.email));
    expect(made).toEqual([]);
  });

  it('refuses an account name of zero-width characters only, as an empty one', async () => {
    const diner = await signedIn(t, await createCustomer(t.services));
    const response = await diner.request('PUT', '/api/account/profile', {
      username: '\u200B\u200D',
      phone: '',
    });
    expect(refusal(response).fields.username).toBe(messages.auth.usernameRequired);
  });

  it('refuses dish and category names with control or direction characters', async () => {
    const dish = await owner.post('/api/admin/dishes', dishInput('Suya\n<b>free</b>'));
    expect(refusal(dish).fields.name).toBe(nameTexts.control);
    const category = await owner.post('/api/admin/categories', { name: '\u2067Drinks\u2069' });
    expect(refusal(category).fields.name).toBe(nameTexts.direction);
    const blank = await owner.post('/api/admin/categories', { name: '\u3164' });
    expect(refusal(blank).fields.name).toBe(categoryTexts.nameNeeded);
  });

  it("refuses a phone order whose customer's name shows nothing", async () => {
    const response = await owner.post('/api/admin/orders', {
      lines: [{ dishId: 'any', quantity: 1 }],
      customer: { name: '\u2060\u200B', phone: '+234 803 555 0100' },
      fulfilment: 'pickup',
      payment: 'cash',
    });
    expect(refusal(response).fields['customer.name']).toBe(staffOrderTexts.nameRequired);
  });
});
