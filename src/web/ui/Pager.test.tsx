import { pagingTexts as t } from '@shared/paging';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor } from '@testing-library/react';
import PastOrdersPage from '@web/orders/PastOrdersPage';
import { describe, expect, it } from 'vitest';

const orders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    fakeOrder(`TV-PAGE${String(from + i).padStart(4, '0')}`, { number: 1000 + from + i }),
  );

/** Three pages of a list of 9: the cursor names the page. */
const pages: Record<string, object> = {
  '': { items: orders(1, 4), start: 1, next: 'c2', prev: null },
  c2: { items: orders(5, 4), start: 5, next: 'c3', prev: 'c1' },
  c3: { items: orders(9, 1), start: 9, next: null, prev: 'p2' },
  p2: { items: orders(5, 4), start: 5, next: 'c3', prev: 'p1' },
};

describe('the pager of a keyset list', () => {
  it('walks Next / Previous / First through cursors in the address and says the range', async () => {
    fetchStub.on('GET', '/api/orders/past', (call) => ({
      pageSize: 4,
      total: 9,
      totalCapped: false,
      ...pages[call.query.get('cursor') ?? ''],
    }));
    const { events } = await renderScreen(<PastOrdersPage />, {
      path: '/user/past-orders',
      user: customer,
    });
    const range = await screen.findByText('Showing 1–4 of 9');
    expect(range).toHaveAttribute('aria-live', 'polite');
    const first = screen.getByRole('button', { name: t.firstLabel });
    const previous = screen.getByRole('button', { name: t.previousLabel });
    const next = screen.getByRole('button', { name: t.nextLabel });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await events.click(next);
    await screen.findByText('Showing 5–8 of 9');
    await events.click(screen.getByRole('button', { name: t.nextLabel }));
    await screen.findByText('Showing 9–9 of 9');
    // The last page's Next stays focusable but does nothing.
    const last = screen.getByRole('button', { name: t.nextLabel });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    await events.click(last);
    expect(screen.getByText('Showing 9–9 of 9')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: t.previousLabel }));
    await screen.findByText('Showing 5–8 of 9');
    await events.click(screen.getByRole('button', { name: t.firstLabel }));
    await screen.findByText('Showing 1–4 of 9');
    const asked = fetchStub.calls.filter((c) => c.path === '/api/orders/past');
    // First needs no cursor (the first page, still cached).
    expect(asked.map((c) => c.query.get('cursor'))).toEqual([null, 'c2', 'c3', 'p2']);
  });

  it('goes back to the first page when the server refuses the cursor in the address', async () => {
    fetchStub.on('GET', '/api/orders/past', (call) =>
      call.query.get('cursor')
        ? respondError(400, 'invalid', t.badCursor)
        : { pageSize: 4, total: 9, totalCapped: false, ...pages[''] },
    );
    await renderScreen(<PastOrdersPage />, {
      path: '/user/past-orders?cursor=stale',
      user: customer,
    });
    await screen.findByText('Showing 1–4 of 9');
  });

  it('says "10,000+" past the counting bound', async () => {
    fetchStub.on('GET', '/api/orders/past', {
      items: orders(1, 4),
      pageSize: 4,
      start: 1,
      total: 10_000,
      totalCapped: true,
      next: 'c2',
      prev: null,
    });
    await renderScreen(<PastOrdersPage />, { path: '/user/past-orders', user: customer });
    await waitFor(() => expect(screen.getByText('Showing 1–4 of 10,000+')).toBeInTheDocument());
  });
});
