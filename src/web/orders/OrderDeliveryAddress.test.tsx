import { orderPageTexts as p, orderTexts as t } from '@shared/orders';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, customer, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderDetailPage from './OrderDetailPage';
import { OrderItem } from './OrderItem';

const delivery = () =>
  fakeOrder('TV-ADDRESS01', {
    number: 1042,
    deliveryAddress: '7 Admiralty Road',
    deliveryArea: 'Lekki Phase 1',
    deliveryDirections: 'Blue gate opposite the pharmacy',
    deliveryPhone: '+234 803 555 0147',
  });
const WHOLE = t.deliveryTo(
  '7 Admiralty Road, Lekki Phase 1 (Blue gate opposite the pharmacy)',
  '+234 803 555 0147',
);

/** Where a delivery goes is said whole: street, area and the rider's directions. */
describe('the delivery address of an order', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it("on the diner's order page", async () => {
    fetchStub.on('GET', '/api/orders/by-number/:number', () => ({ order: delivery() }));
    await renderScreen(<OrderDetailPage />, {
      path: '/user/orders/1042',
      route: '/user/orders/:number',
      user: customer,
    });
    await screen.findByRole('heading', { name: p.title(1042) });
    expect(await screen.findByRole('article')).toHaveTextContent(WHOLE);
  });

  it("on the staff's order list", async () => {
    await renderScreen(<OrderItem order={delivery()} showCustomer />, {
      path: '/admin/orders',
      user: admin,
    });
    expect(screen.getByRole('article', { name: t.orderNumberLabel(1042) })).toHaveTextContent(
      WHOLE,
    );
  });
});
