import { AppError } from '@server/errors';
import { formatMoney } from '@shared/money';
import { type PromoCodeInput, promoCodeInputSchema, promoTexts } from '@shared/promotions';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromotionsService, type PromotionsService } from './service';

const LAGOS = 'Africa/Lagos';
const by = { timeZone: LAGOS, by: null };
const input = (fields: Record<string, unknown>): PromoCodeInput =>
  promoCodeInputSchema.parse({ kind: 'percent', percent: 10, ...fields });
const order = (now: string, subtotalMinor = 500_000) => ({
  now: new Date(now),
  lines: [{ key: 'l1', dishId: '00000000-0000-4000-8000-000000000001', category: 'Pizza' }],
  subtotalMinor,
  delivery: true,
});

/** The AppError a promise is refused with (code and message), or null when it resolved. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe.each(testDatabaseKinds())('promo codes on %s', (kind) => {
  let test: TestDatabase;
  let promos: PromotionsService;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    promos = createPromotionsService(test.database.db);
  });
  afterAll(() => test.dispose());

  it('runs from the first day to the end of the last, on the restaurant’s calendar', async () => {
    await promos.create(input({ code: 'june', firstDay: '2026-06-01', lastDay: '2026-06-30' }), by);
    const at = (iso: string) => promos.verdict('JUNE', order(iso), formatMoney);
    // Lagos is UTC+1: its 1 June starts at 23:00 UTC on 31 May and its 30 June ends at 23:00 UTC.
    expect(await at('2026-05-31T22:59:00Z')).toMatchObject({
      ok: false,
      message: promoTexts.notYet('2026-06-01'),
    });
    expect(await at('2026-05-31T23:00:00Z')).toMatchObject({ ok: true });
    expect(await at('2026-06-30T22:59:00Z')).toMatchObject({ ok: true });
    expect(await at('2026-06-30T23:00:00Z')).toMatchObject({
      ok: false,
      message: promoTexts.expired,
    });
  });

  it('says why a code does not apply', async () => {
    await promos.create(
      input({ code: 'BIG-PIZZA', minimumOrderMinor: 1_000_000, categories: ['Pizza'] }),
      by,
    );
    await promos.create(input({ code: 'DRINKS', categories: ['Drinks'] }), by);
    const now = '2026-07-01T12:00:00Z';
    expect(await promos.verdict('nope', order(now), formatMoney)).toMatchObject({
      message: promoTexts.unknown,
    });
    expect(await promos.verdict('big-pizza', order(now), formatMoney)).toMatchObject({
      message: promoTexts.minimumNotMet(formatMoney(1_000_000)),
    });
    expect(await promos.verdict('BIG-PIZZA', order(now, 1_000_000), formatMoney)).toMatchObject({
      ok: true,
      discount: { kind: 'percent', bps: 1_000 },
    });
    expect(await promos.verdict('DRINKS', order(now), formatMoney)).toMatchObject({
      message: promoTexts.nothingEligible,
    });
  });

  it('refuses a second code of the same name', async () => {
    await promos.create(input({ code: 'TWICE' }), by);
    expect(await refusal(promos.create(input({ code: 'twice' }), by))).toEqual({
      code: 'conflict',
      message: promoTexts.codeTaken,
    });
  });

  it('gives exactly the cap of uses to payments made at once, and a 409 to the rest', async () => {
    await promos.create(input({ code: 'TEN', totalCap: 10 }), by);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        refusal(
          promos.hold({
            code: 'TEN',
            customer: { email: `diner${i}@example.com` },
            reference: `ten-${i}`,
            discountMinor: 5_000,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(10);
    expect(results.filter((r) => r !== null)).toEqual(
      Array.from({ length: 40 }, () => ({ code: 'conflict', message: promoTexts.exhausted })),
    );
    const [code] = (await promos.list()).filter((c) => c.code === 'TEN');
    expect(code?.uses).toBe(10);
    // The cap cannot go below the uses made.
    expect(await refusal(promos.update(code!.id, input({ code: 'TEN', totalCap: 9 }), by))).toEqual(
      {
        code: 'conflict',
        message: promoTexts.capBelowUses(10),
      },
    );
  });

  it('keeps the per-customer cap under parallel payments of one customer', async () => {
    await promos.create(input({ code: 'ONCE', perCustomerCap: 1 }), by);
    const hold = (reference: string, email = 'Ada@Example.com') =>
      refusal(promos.hold({ code: 'ONCE', customer: { email }, reference, discountMinor: 100 }));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => hold(`once-${i}`)));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r?.message === promoTexts.customerCapReached)).toHaveLength(7);
    // The same guest however the address is typed; another guest has their own use.
    expect(await hold('once-again', ' ada@example.COM ')).toMatchObject({
      message: promoTexts.customerCapReached,
    });
    expect(await hold('once-other', 'bola@example.com')).toBeNull();
  });

  it('holds once per payment, and gives a released use back exactly once', async () => {
    await promos.create(input({ code: 'ONE-LEFT', totalCap: 1, perCustomerCap: 1 }), by);
    const ada = { userId: '00000000-0000-4000-8000-00000000000a' };
    const hold = { code: 'ONE-LEFT', customer: ada, reference: 'pay-1', discountMinor: 100 };
    const first = await promos.hold(hold);
    // The same payment asking again (a retried request) keeps its one use.
    expect(await promos.hold(hold)).toEqual(first);
    expect(
      await refusal(
        promos.hold({ ...hold, reference: 'pay-2', customer: { email: 'bola@example.com' } }),
      ),
    ).toEqual({
      code: 'conflict',
      message: promoTexts.exhausted,
    });
    expect(await Promise.all([promos.release('pay-1'), promos.release('pay-1')])).toEqual(
      expect.arrayContaining([true, false]),
    );
    const [code] = (await promos.list()).filter((c) => c.code === 'ONE-LEFT');
    expect(code?.uses).toBe(0);
    // The use is back, for the same customer too.
    expect(await refusal(promos.hold({ ...hold, reference: 'pay-3' }))).toBeNull();
    expect(await promos.redeem('pay-3')).toBe(true);
    expect(await promos.redeem('pay-3')).toBe(false);
  });
});
