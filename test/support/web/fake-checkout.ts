import {
  type CheckoutLine,
  type CheckoutSummary,
  checkoutTexts,
  type DeliveryOption,
  type SavedAddress,
} from '@shared/checkout';
import { CURRENCY, PICKUP_OPTION } from '@shared/constants';
import { deliveryTerms } from '@shared/delivery-terms';
import type { DeliveryZone } from '@shared/hours';
import { latePaymentTexts, type PendingTransfer } from '@shared/late-payments';
import { screen } from '@testing-library/react';
import { cartView } from './fake-cart';
import { type FetchStub, respond, respondError } from './fetch-stub';

export const checkoutLine = (
  name: string,
  unitPriceMinor: number,
  quantity = 1,
  available = true,
): CheckoutLine => ({
  lineId: `line-${name.toLowerCase().replace(/\W+/g, '-')}`,
  dishId: `dish-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  image: { url: '/img/dish.webp', width: 320, height: 240 },
  unitPriceMinor,
  quantity,
  lineTotalMinor: available ? unitPriceMinor * quantity : 0,
  available,
  choices: [],
  note: '',
});

/** The restaurant's pickup place, as the server's settings give it. */
export const PICKUP_PLACE = {
  address: 'Tavola, 14 Admiralty Way, Lekki Phase 1, Lagos (front counter)',
  note: 'Open for pickup every day, 11:00 to 22:00.',
};

/**
 * The order summary as the server prices it: the items, the delivery terms of `address` by `zones`
 * (null zones: the standard fee anywhere; none for pickup), the total.
 */
export function checkoutSummary(
  lines: CheckoutLine[],
  option: DeliveryOption | null = null,
  {
    zones = null,
    address = null,
  }: { zones?: DeliveryZone[] | null; address?: SavedAddress | null } = {},
): CheckoutSummary {
  const itemsTotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const pickup = option === PICKUP_OPTION;
  const delivery = pickup ? null : deliveryTerms(zones, address, itemsTotalMinor);
  const fee =
    !delivery || (delivery.refusal && delivery.refusal.reason !== 'below_minimum')
      ? 0
      : delivery.feeMinor;
  return {
    lines,
    itemsTotalMinor,
    deliveryFeeMinor: fee,
    totalMinor: itemsTotalMinor + fee,
    currency: CURRENCY,
    provider: { name: 'sandbox', displayName: 'Sandbox', publicKey: 'pk_test', checkout: 'frame' },
    fulfilment: pickup ? 'pickup' : 'delivery',
    pickup: PICKUP_PLACE,
    delivery,
  };
}

let addressCount = 0;
/**
 * Resolves once `address` is the chosen one, as the diner sees it before tapping anything: the
 * checkout chooses the default (else the newest) saved address in an effect once the addresses
 * arrive, so the choice follows the render that shows them.
 */
export const addressChosen = (address: SavedAddress) =>
  screen.findByRole('radio', { name: new RegExp(address.address), checked: true });

export const savedAddress = (
  address: string,
  phone = '+234 803 555 0147',
  area: string | null = 'Lekki Phase 1',
  isDefault = false,
): SavedAddress => ({
  id: `00000000-0000-4000-8000-${String(++addressCount).padStart(12, '0')}`,
  address,
  phone,
  area,
  directions: null,
  isDefault,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/**
 * The server's checkout, kept in memory: the summary (priced for the chosen option), the saved
 * addresses (newest first) and the delivery option, with the add/remove address and save option calls answering as the API does.
 */
export function fakeCheckout(
  stub: FetchStub,
  {
    lines,
    addresses = [],
    option = null,
    transfers = [],
    zones = null,
    payments = { payAtPickup: false, payOnDelivery: false },
  }: {
    lines: CheckoutLine[];
    addresses?: SavedAddress[];
    option?: DeliveryOption | null;
    /** The restaurant's delivery zones (null: none set up, the standard fee anywhere). */
    zones?: DeliveryZone[] | null;
    /** Bank transfers awaiting the bank; "Pay another way" removes one. */
    transfers?: PendingTransfer[];
    /** The in-person payments the owner allows (none by default). */
    payments?: { payAtPickup: boolean; payOnDelivery: boolean };
  },
) {
  const state = {
    lines,
    summary: checkoutSummary(lines, option, { zones, address: addresses[0] ?? null }),
    addresses: [...addresses],
    option,
    transfers: [...transfers],
    zones,
  };
  const quote = (addressId: string | null) => {
    const address =
      state.addresses.find((a) => a.id === addressId) ??
      state.addresses.find((a) => a.isDefault) ??
      state.addresses[0] ??
      null;
    state.summary = checkoutSummary(state.lines, state.option, { zones: state.zones, address });
    return state.summary;
  };
  stub
    .on('GET', '/api/checkout', ({ query }) => quote(query.get('addressId')))
    .on('GET', '/api/checkout/payment-options', () => payments)
    .on('GET', '/api/checkout/addresses', () => ({ addresses: state.addresses }))
    .on('GET', '/api/checkout/delivery', () => ({ option: state.option }))
    // Open now, ASAP ready in half an hour, and a couple of later slots.
    .on('GET', '/api/checkout/when', () => ({
      fulfilment: state.option === 'Pickup Station' ? 'pickup' : 'delivery',
      asap: { available: true, readyAt: new Date(Date.now() + 30 * 60_000).toISOString() },
      slots: [1, 2].map((h) =>
        new Date(Math.ceil(Date.now() / 3_600_000 + h) * 3_600_000).toISOString(),
      ),
      timeZone: 'Africa/Lagos',
      now: new Date().toISOString(),
    }))
    .on('POST', '/api/checkout/addresses', ({ body }) => {
      const input = body as { address: string; phone: string; area: string; directions?: string };
      // The first address saved becomes the default, as the database makes it.
      const first = !state.addresses.some((a) => a.isDefault);
      const address = {
        ...savedAddress(input.address, input.phone, input.area, first),
        directions: input.directions?.trim() || null,
      };
      state.addresses = [address, ...state.addresses];
      return respond(201, { address, message: checkoutTexts.addressAdded });
    })
    .on('DELETE', '/api/checkout/addresses/:id', ({ params }) => {
      const wasDefault = state.addresses.find((a) => a.id === params.id)?.isDefault;
      state.addresses = state.addresses.filter((a) => a.id !== params.id);
      const [newest] = state.addresses;
      if (wasDefault && newest) state.addresses[0] = { ...newest, isDefault: true };
      return { ok: true };
    })
    .on('PATCH', '/api/checkout/addresses/:id', ({ params, body }) => {
      const input = body as { address: string; phone: string; area: string };
      const found = state.addresses.find((a) => a.id === params.id);
      if (!found) return respondError(404, 'not_found', checkoutTexts.addressNotFound);
      const address = { ...found, ...input };
      state.addresses = state.addresses.map((a) => (a.id === found.id ? address : a));
      return { address, message: checkoutTexts.addressUpdated };
    })
    .on('PUT', '/api/checkout/addresses/:id/default', ({ params }) => {
      if (!state.addresses.some((a) => a.id === params.id))
        return respondError(404, 'not_found', checkoutTexts.addressNotFound);
      state.addresses = state.addresses.map((a) => ({ ...a, isDefault: a.id === params.id }));
      const address = state.addresses.find((a) => a.id === params.id);
      return { address, message: checkoutTexts.addressMadeDefault };
    })
    .on('PUT', '/api/checkout/delivery', ({ body }) => {
      state.option = (body as { option: DeliveryOption }).option;
      quote(null);
      return { option: state.option, message: checkoutTexts.deliveryUpdated };
    })
    // Removing a line from the checkout goes through the cart; the checkout is then quoted again.
    .on('DELETE', '/api/cart/items/:lineId', ({ params }) => {
      state.lines = state.lines.filter((line) => line.lineId !== params.lineId);
      return cartView([]);
    })
    .on('GET', '/api/checkout/transfers', () => ({ transfers: state.transfers }))
    .on('POST', '/api/checkout/payments/:reference/abandon', ({ params }) => {
      state.transfers = state.transfers.filter((w) => w.reference !== params.reference);
      return { ok: true, message: latePaymentTexts.abandoned };
    });
  return state;
}

/** A bank transfer awaiting the diner's bank. */
export const pendingTransfer = (reference: string, amountMinor: number): PendingTransfer => ({
  reference,
  amountMinor,
  currency: CURRENCY,
  method: 'Sandbox',
  createdAt: '2026-11-20T10:00:00.000Z',
});
