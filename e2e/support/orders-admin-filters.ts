import { expect, type Page } from '@playwright/test';
import { adminTexts } from '@shared/admin';
import type { OrderPage } from '@shared/orders';

/**
 * /admin/orders' stage, fulfilment and date filters (this run's day in the restaurant's zone):
 * each combination shows exactly what the server lists for it, the journey's own orders land
 * where they belong, and a reload keeps the filters (they live in the address).
 */
export async function expectListFilters(
  admin: Page,
  ids: { open: string; toDeliver: string; toCancel: string },
) {
  const shownIds = () =>
    admin
      .locator('[data-order-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id')));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  await admin.getByLabel(adminTexts.fromDate).fill(today);
  await admin.getByLabel(adminTexts.toDate).fill(today);
  for (const [stage, fulfilment, mine] of [
    ['canceled', 'delivery', [ids.toCancel]],
    ['completed', '', [ids.toDeliver]],
    ['active', 'delivery', [ids.open]],
    ['new', 'pickup', []],
  ] as const) {
    await admin.getByLabel(adminTexts.stageFilter).selectOption(stage);
    await admin.getByLabel(adminTexts.fulfilmentFilter).selectOption(fulfilment);
    await expect(admin).toHaveURL(new RegExp(`stage=${stage}`));
    const query = new URLSearchParams({ stage, from: today, to: today });
    if (fulfilment) query.set('fulfilment', fulfilment);
    const listed = async () =>
      (
        (await (await admin.request.get(`/api/admin/orders?${query}`)).json()) as OrderPage
      ).items.map((o) => o.orderId);
    // Other journeys place orders at the same time and the list follows them live, so compare the
    // screen with the server until both agree, rather than at one moment.
    await expect
      .poll(async () => {
        const [shown, expected] = [await shownIds(), await listed()];
        return JSON.stringify(shown) === JSON.stringify(expected);
      })
      .toBe(true);
    // This journey's own orders are found under the filter (searched by ID: other journeys'
    // newer orders may push them off the first page).
    for (const id of mine) {
      const found = new URLSearchParams(query);
      found.set('search', id);
      const page = (await (
        await admin.request.get(`/api/admin/orders?${found}`)
      ).json()) as OrderPage;
      expect(page.items.map((o) => o.orderId)).toContain(id);
    }
  }
  await admin.reload();
  await expect(admin.getByLabel(adminTexts.stageFilter)).toHaveValue('new');
  await expect(admin.getByLabel(adminTexts.fromDate)).toHaveValue(today);
}

/**
 * The first page of the list filtered by `filter` (its `description` shown) is what the server
 * lists for it; that page is returned. Other journeys place orders meanwhile and the list is not
 * live, so an order placed between the screen's read and ours tops our first page only: on a
 * difference the screen reads again (a reload keeps the
 * filter, which lives in the address), then the server is asked again.
 */
export async function expectFirstPageAsServed(
  admin: Page,
  filter: string,
  description: string,
): Promise<OrderPage> {
  let served: OrderPage | undefined;
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await admin.reload();
    await expect(admin.getByText(description)).toBeVisible();
    const answer = (await (
      await admin.request.get(`/api/admin/orders?filter=${filter}`)
    ).json()) as OrderPage;
    const cards = admin.locator('[data-order-id]');
    await expect(cards).toHaveCount(answer.items.length, { timeout: 5_000 });
    const shown = await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-order-id')),
    );
    expect(shown).toEqual(answer.items.map((o) => o.orderId));
    served = answer;
  }).toPass({ timeout: 60_000 });
  if (!served) throw new Error(`no answer for the filter ${filter}`);
  return served;
}
