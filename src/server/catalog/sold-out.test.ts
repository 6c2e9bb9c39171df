import { testConfig } from '@server/config';
import { startOfNextDay } from '@shared/sold-out';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import type { TestApp } from '@test/support/test-app';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** Staff sold-out marks on the menu, on each database. */
describe.each(testDatabaseKinds())('sold-out marks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"for today" is back on the menu by itself at the next midnight, with no job', async () => {
    const [dish] = await t.services.catalog.menu({ category: 'Pasta' });
    const answer = await t.services.catalog.markDishSoldOut(dish!.id, { mode: 'today' });
    const until = startOfNextDay(new Date(), testConfig().timeZone);
    expect(answer).toEqual({ soldOut: true, soldOutUntil: until.toISOString(), stock: null });
    expect(await t.services.catalog.findItem(dish!.id)).toMatchObject({
      soldOut: true,
      soldOutUntil: until.toISOString(),
    });
    // The menu's copy ends when the mark does: a second past midnight the dish is on sale.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(until.getTime() + 1000));
    const item = await t.services.catalog.findItem(dish!.id);
    expect(item?.soldOut).toBeUndefined();
  });

  it('"until turned back" stays, a stock count of 0 is sold out, and "back on sale" clears both', async () => {
    const [dish] = await t.services.catalog.menu({ category: 'Drinks' });
    await t.services.catalog.markDishSoldOut(dish!.id, { mode: 'manual' });
    expect((await t.services.catalog.findItem(dish!.id))?.soldOutUntil).toBeNull();
    await t.services.catalog.markDishSoldOut(dish!.id, { mode: 'off', stock: 0 });
    expect(await t.services.catalog.findItem(dish!.id)).toMatchObject({ soldOut: true, stock: 0 });
    await t.services.catalog.markDishSoldOut(dish!.id, { mode: 'off' });
    const item = await t.services.catalog.findItem(dish!.id);
    expect(item?.soldOut).toBeUndefined();
    expect(item?.stock).toBeUndefined();
    await expect(
      t.services.catalog.markDishSoldOut(dish!.id, { stock: 10_000 } as never),
    ).rejects.toMatchObject({ code: 'invalid' });
  });

  it("a choice's mark survives the owner saving the dish's options again", async () => {
    const pizza = (await t.services.catalog.menu({ category: 'Pizza' })).find((d) => d.options)!;
    const olives = pizza.options![1]!.choices.find((c) => c.name === 'Olives')!;
    await t.services.catalog.markChoiceSoldOut(pizza.id, olives.id, { mode: 'manual' });
    const groups = pizza.options!.map((group) => ({
      id: group.id,
      name: group.name,
      required: group.required,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      choices: group.choices.map(({ id, name, deltaMinor, available, isDefault }) => ({
        id,
        name,
        deltaMinor,
        available,
        isDefault,
      })),
    }));
    await t.services.catalog.setDishOptions(pizza.id, { groups });
    const item = await t.services.catalog.findItem(pizza.id);
    expect(item?.options?.[1]?.choices.find((c) => c.id === olives.id)?.soldOut).toBe(true);
    await expect(
      t.services.catalog.markChoiceSoldOut(pizza.id, pizza.id, { mode: 'today' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
