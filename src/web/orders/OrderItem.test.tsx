import { formatMoney } from '@shared/money';
import { orderTexts as t } from '@shared/orders';
import { fakeOrder, orderLine } from '@test/support/web/fake-orders';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderItem } from './OrderItem';

const lines = [
  orderLine('Jollof Rice', 2500_00, 2),
  orderLine('Suya', 1500_00),
  orderLine('Chapman', 1200_00, 3),
];
const ITEMS = 2 * 2500_00 + 1500_00 + 3 * 1200_00;

const card = async (order: ReturnType<typeof fakeOrder>, showCustomer = false) => {
  await renderScreen(<OrderItem order={order} showCustomer={showCustomer} />, {
    path: '/user/present-orders',
    user: customer,
  });
  return screen.getByRole('article', { name: t.orderNumberLabel(order.number) });
};
/** The amount a person reads beside `label` in the totals. */
const amount = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the order card', () => {
  it('shows a delivery as one order: its number and ID, every line, the fee, the total and where it goes', async () => {
    const order = fakeOrder('TV-DELIVERY01', { number: 1042, lines, note: 'No pepper, please' });
    const item = await card(order);
    expect(within(item).getByRole('heading', { name: 'Order #1042' })).toBeVisible();
    expect(item).toHaveTextContent('TV-DELIVERY01');
    expect(
      within(item).getByRole('button', { name: `${t.copyOrderId} TV-DELIVERY01` }),
    ).toBeVisible();
    const rows = within(
      within(item).getByRole('list', { name: /Dishes of order #1042/ }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Jollof Rice2 × ${formatMoney(2500_00)}${formatMoney(5000_00)}`,
      `Suya1 × ${formatMoney(1500_00)}${formatMoney(1500_00)}`,
      `Chapman3 × ${formatMoney(1200_00)}${formatMoney(3600_00)}`,
    ]);
    expect(amount(item, t.subtotal)).toBe(formatMoney(ITEMS));
    expect(amount(item, t.deliveryFee)).toBe(formatMoney(500_00));
    expect(amount(item, t.total)).toBe(formatMoney(ITEMS + 500_00));
    expect(item).toHaveTextContent(t.deliveryTo('12 Marina Road, Lagos', '+234 803 555 0100'));
    expect(item).toHaveTextContent('No pepper, please');
    // The diner's own card does not repeat their name and phone; the back office's does.
    expect(item).not.toHaveTextContent('Ada Obi');
  });

  it('shows a pickup with no fee and the pickup place, and the customer for the back office', async () => {
    const order = fakeOrder('TV-PICKUP0001', { number: 1043, lines, fulfilment: 'pickup' });
    const item = await card(order, true);
    expect(within(item).getByText(t.noDeliveryFee)).toBeVisible();
    expect(within(item).queryByText(t.deliveryFee)).not.toBeInTheDocument();
    expect(amount(item, t.total)).toBe(formatMoney(ITEMS));
    expect(item).toHaveTextContent(t.pickupAt(order.pickup!.address));
    expect(item).toHaveTextContent(order.pickup!.note);
    expect(item).not.toHaveTextContent('Delivery to');
    expect(item).toHaveTextContent('Ada Obi');
    expect(within(item).getByRole('link', { name: '+234 803 555 0100' })).toHaveAttribute(
      'href',
      'tel:+234 803 555 0100',
    );
  });
});
