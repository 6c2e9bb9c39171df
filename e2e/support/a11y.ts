import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@shared/payments';
import { addDays } from '@shared/reservations';
import { apiCall } from './api';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA, as axe-core tags them. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Only these fail an audit: the bar is "no serious or critical violation". */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until a screen has finished loading: its lazy chunk rendered a heading and no loading
 * spinner is left, so axe sees the page a visitor reads and not the placeholder before it.
 */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.spinner-wrap')).toHaveCount(0);
  // Images without dimensions or late fonts could still move things; one frame lets layout settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * Runs axe-core on the page (and every frame in it, such as the payment frame) and returns one
 * line per serious or critical violation: where it was seen, the rule, and the failing targets.
 * With `inFrame`, it also makes sure axe really looked inside a frame (its targets then name
 * the frame and the element in it).
 */
export async function axeProblems(
  page: Page,
  where: string,
  options: { inFrame?: boolean } = {},
): Promise<string[]> {
  const analyse = () => new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  let results = options.inFrame ? undefined : await analyse();
  if (!results) {
    // A frame that does not answer axe in time is left out of its results. On 2 cores shared
    // with the server and another browser, a pass can miss the payment frame just after it
    // redrew its errors: another pass looks again. Failing still
    // takes every pass in 30 s missing the frame.
    await expect(async () => {
      const pass = await analyse();
      const seenInFrame = [...pass.passes, ...pass.violations].some((rule) =>
        rule.nodes.some((node) => node.target.length > 1),
      );
      expect(seenInFrame, `${where}: axe-core did not analyse the frame`).toBe(true);
      results = pass;
    }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
  }
  if (!results) throw new Error(`${where}: axe-core gave no results`);
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => JSON.stringify(node.target)).join(', ');
      return `${where}: [${violation.impact}] ${violation.id} (${violation.help}) at ${targets}`;
    });
}

/** Fails with the list of serious and critical violations, if any. */
export async function expectAccessible(
  page: Page,
  where: string,
  options: { inFrame?: boolean } = {},
) {
  const problems = await axeProblems(page, where, options);
  expect(problems, `axe-core found blocking violations:\n${problems.join('\n')}`).toEqual([]);
}

/**
 * Audits each path in turn and fails once at the end with everything found, so one run lists
 * every page that needs work instead of stopping at the first.
 */
export async function auditRoutes(page: Page, role: string, paths: readonly string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    problems.push(...(await axeProblems(page, `${role} ${path}`)));
  }
  expect(problems, `axe-core found blocking violations:\n${problems.join('\n')}`).toEqual([]);
}

/** What has the keyboard focus, described for failure messages. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing (body)';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${name}`;
  });

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through a
 * page; fails if it is not reached within `max` presses (it is not in the tab order).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean } = {},
) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const max = options.max ?? 40;
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    const focused = await target.evaluate(
      (el) => el === document.activeElement || el.contains(document.activeElement),
      undefined,
      { timeout: 5_000 },
    );
    if (focused) return;
    await page.keyboard.press(key);
  }
  await expect(
    target,
    `not reached with ${max} × ${key}; focus is on ${await describeFocus(page)}`,
  ).toBeFocused({ timeout: 1 });
}

/**
 * Focus is trapped: tabbing forwards and backwards past the number of focusable elements (so
 * round the loop at least once each way) never leaves the dialog. Elements inside a frame are
 * not counted: give `presses` for a dialog holding one.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses?: number) {
  const tabbables = await dialog.evaluate(
    (el) =>
      [...el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
        .filter((e) => e.tabIndex >= 0 && !e.matches(':disabled'))
        .filter((e) => e.getClientRects().length > 0).length,
  );
  const count = presses ?? tabbables + 2;
  expect(count, 'a dialog with nothing to focus traps nothing').toBeGreaterThan(2);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `${key} #${i + 1} left the dialog for ${await describeFocus(page)}`).toBe(
        true,
      );
    }
  }
}

/**
 * A toast is announced: its text sits inside a live region (aria-live, role=alert or
 * role=status) that assistive technology reads out when content is added.
 */
export async function expectAnnounced(page: Page, text: string) {
  const message = page.getByText(text, { exact: true }).first();
  await expect(message).toBeVisible();
  const region = await message.evaluate((el) => {
    const live = el.closest('[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"]');
    return live
      ? (live.getAttribute('role') ?? `aria-live=${live.getAttribute('aria-live')}`)
      : null;
  });
  expect(region, `"${text}" is not inside a live region`).not.toBeNull();
}

export { apiCall } from './api';

interface Dish {
  id: string;
  name: string;
  priceMinor: number;
}

export async function dishesOf(request: APIRequestContext, category: string) {
  return (await apiCall<{ items: Dish[] }>(request, 'GET', `/api/menu?category=${category}`)).items;
}

/** Puts a dish in the cart and saves an address and a delivery option, ready for 'Proceed to pay'. */
export async function readyToPay(request: APIRequestContext, category = 'Pasta') {
  const [dish] = await dishesOf(request, category);
  await apiCall(request, 'POST', '/api/cart/items', { dishId: dish!.id, quantity: 1 });
  const { address } = await apiCall<{ address: { id: string } }>(
    request,
    'POST',
    '/api/checkout/addresses',
    {
      address: '14 Admiralty Way, Lekki Phase 1, Lagos',
      phone: '+234 803 555 0147',
      area: 'Lekki Phase 1',
    },
  );
  await apiCall(request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
  return { dish: dish!, addressId: address.id };
}

/** A paid order through the sandbox provider's API (what the checkout page and its frame do). */
export async function paidOrder(request: APIRequestContext, email: string, category = 'Pasta') {
  const { addressId } = await readyToPay(request, category);
  const started = await apiCall<{ reference: string; accessCode: string }>(
    request,
    'POST',
    '/api/checkout/payments',
    {
      addressId,
      fullName: 'Ada Obi',
      email,
    },
  );
  await apiCall(request, 'POST', '/api/payments/sandbox/charge', {
    accessCode: started.accessCode,
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/39',
    cvv: '408',
  });
  const { payment } = await apiCall<{ payment: { orderIds: string[] } }>(
    request,
    'POST',
    `/api/checkout/payments/${started.reference}/verify`,
  );
  return payment.orderIds[0]!;
}

/** A pending reservation some weeks ahead, in the restaurant's calendar. */
export async function pendingReservation(request: APIRequestContext, daysAhead = 20) {
  const { today } = await apiCall<{ today: string }>(
    request,
    'GET',
    '/api/reservations/availability',
  );
  const date = addDays(today, daysAhead);
  const { reservation } = await apiCall<{ reservation: { id: string } }>(
    request,
    'POST',
    '/api/reservations',
    {
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '0803 555 0147',
      date,
      time: '18:00',
      guests: 2,
    },
  );
  return reservation.id;
}

/**
 * A diner with something on every account page: an order in progress, a canceled (past) one, a
 * pending reservation and a dish in the cart.
 */
export async function customerWithHistory(request: APIRequestContext, email: string) {
  const present = await paidOrder(request, email, 'Pasta');
  const canceled = await paidOrder(request, email, 'Burger');
  await apiCall(request, 'POST', `/api/orders/${canceled}/cancel`);
  await pendingReservation(request);
  await readyToPay(request, 'Pizza');
  return { present, canceled };
}
