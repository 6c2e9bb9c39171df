import type { CheckoutLine } from '@shared/checkout';
import { PICKUP_OPTION } from '@shared/constants';
import type { DeliveryZone } from '@shared/hours';
import { checkoutSummary, savedAddress } from './fake-checkout';
import type { FetchStub } from './fetch-stub';

/**
 * The server's guest checkout, kept in memory: the cookie cart's summary priced
 * for the way asked and the area typed (by `zones`; null: the standard fee anywhere), the "When"
 * offer and no waiting transfer.
 */
export function fakeGuestCheckout(
  stub: FetchStub,
  { lines, zones = null }: { lines: CheckoutLine[]; zones?: DeliveryZone[] | null },
) {
  stub
    .on('GET', '/api/checkout/guest', ({ query }) => {
      const pickup = query.get('fulfilment') === 'pickup';
      const area = query.get('area');
      return checkoutSummary(lines, pickup ? PICKUP_OPTION : 'Home Delivery', {
        zones,
        address: area ? savedAddress('typed', '+234 803 555 0199', area) : null,
      });
    })
    .on('GET', '/api/checkout/guest/when', ({ query }) => ({
      fulfilment: query.get('fulfilment') ?? 'delivery',
      asap: { available: true, readyAt: new Date(Date.now() + 30 * 60_000).toISOString() },
      slots: [],
      timeZone: 'Africa/Lagos',
      now: new Date().toISOString(),
    }))
    .on('GET', '/api/checkout/guest/transfers', () => ({ transfers: [] }));
}
