import {
  type CheckoutLine,
  type CheckoutSummary,
  checkoutTexts,
  type DeliveryOption,
  type SavedAddress,
} from '@shared/checkout';
import { CURRENCY, DELIVERY_FEE_MINOR } from '@shared/constants';
import { type FetchStub, respond } from './fetch-stub';

export const checkoutLine = (
  name: string,
  unitPriceMinor: number,
  quantity = 1,
  available = true,
): CheckoutLine => ({
  dishId: `dish-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  image: { url: '/img/dish.webp', width: 320, height: 240 },
  unitPriceMinor,
  quantity,
  lineTotalMinor: available ? unitPriceMinor * quantity : 0,
  available,
});

/** The order summary as the server prices it: the items, the delivery fee and their total. */
export function checkoutSummary(lines: CheckoutLine[]): CheckoutSummary {
  const itemsTotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  return {
    lines,
    itemsTotalMinor,
    deliveryFeeMinor: DELIVERY_FEE_MINOR,
    totalMinor: itemsTotalMinor + DELIVERY_FEE_MINOR,
    currency: CURRENCY,
    provider: { name: 'sandbox', displayName: 'Sandbox', publicKey: 'pk_test', checkout: 'frame' },
  };
}

let addressCount = 0;
export const savedAddress = (address: string, phone = '+234 803 555 0147'): SavedAddress => ({
  id: `00000000-0000-4000-8000-${String(++addressCount).padStart(12, '0')}`,
  address,
  phone,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/**
 * The server's checkout, kept in memory: the summary, the saved addresses (newest first) and the
 * delivery option, with the add/remove address and save option calls answering as the API does.
 */
export function fakeCheckout(
  stub: FetchStub,
  {
    lines,
    addresses = [],
    option = null,
  }: { lines: CheckoutLine[]; addresses?: SavedAddress[]; option?: DeliveryOption | null },
) {
  const state = { summary: checkoutSummary(lines), addresses: [...addresses], option };
  stub
    .on('GET', '/api/checkout', () => state.summary)
    .on('GET', '/api/checkout/addresses', () => ({ addresses: state.addresses }))
    .on('GET', '/api/checkout/delivery', () => ({ option: state.option }))
    .on('POST', '/api/checkout/addresses', ({ body }) => {
      const input = body as { address: string; phone: string };
      const address = savedAddress(input.address, input.phone);
      state.addresses = [address, ...state.addresses];
      return respond(201, { address, message: checkoutTexts.addressAdded });
    })
    .on('DELETE', '/api/checkout/addresses/:id', ({ params }) => {
      state.addresses = state.addresses.filter((a) => a.id !== params.id);
      return { ok: true };
    })
    .on('PUT', '/api/checkout/delivery', ({ body }) => {
      state.option = (body as { option: DeliveryOption }).option;
      return { option: state.option, message: checkoutTexts.deliveryUpdated };
    });
  return state;
}
