import { AppError } from '@server/errors';
import type { CheckoutSummary, DeliveryOption, StartedPayment } from '@shared/checkout';
import { checkoutTexts } from '@shared/checkout';
import { PICKUP_OPTION } from '@shared/constants';
import { directionsOrNull } from '@shared/delivery-address';
import type {
  GuestPaymentResponse,
  GuestStartPayment,
  GuestSummaryQuery,
} from '@shared/guest-checkout';
import type { PendingTransfer } from '@shared/late-payments';
import { paymentTexts } from '@shared/payments';
import type { SettlementDeps } from './deps';
import { openPayment, summaryOf } from './quote';
import { assertWhen } from './schedule';
import { confirmPayment, paymentView } from './settlement';
import { abandonTransfer, pendingTransfers, refuseWhileTransferPending } from './transfers';

/** A guest's cart, named by the digest of its cookie's secret (the cart domain's owner). */
export type GuestCart = { guestKey: string };

const HOME_DELIVERY: DeliveryOption = 'Home Delivery';

/**
 * Guest checkout (docs/decisions/031-guest-checkout.md): the cart bound to the
 * guest's cookie, paid with a name, an e-mail and a phone instead of an account; delivery to a
 * typed address and area (nothing is saved). Everything else is the signed-in checkout's own code:
 * the same summary, the same checks at payment start (hours, zones, minimum, sold out, price
 * changes, money limit, the shown total) and the same settlement, whose payment names the guest's
 * cart instead of an account. A guest without a cookie has no cart: an empty summary, and a
 * payment start refused as for an empty cart.
 */
export async function guestSummary(
  deps: SettlementDeps,
  guest: GuestCart | null,
  query: GuestSummaryQuery,
): Promise<CheckoutSummary> {
  const view = guest ? await deps.cart.view(guest) : { items: [], subtotalMinor: 0 };
  const pickup = query.fulfilment === 'pickup';
  const area = query.area?.trim() || null;
  return summaryOf(deps, view, pickup, area ? { area } : null);
}

export async function startGuestPayment(
  deps: SettlementDeps,
  guest: GuestCart | null,
  input: GuestStartPayment,
): Promise<StartedPayment> {
  if (!guest) throw new AppError('conflict', checkoutTexts.cartEmpty);
  await refuseWhileTransferPending(deps, guest);
  const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : null;
  await assertWhen(deps, input.fulfilment, scheduledFor, new Date());
  const pickup = input.fulfilment === 'pickup';
  return openPayment(deps, {
    owner: guest,
    option: pickup ? PICKUP_OPTION : HOME_DELIVERY,
    // payments.delivery_address is required; a pickup has none (the order stores null).
    to: pickup
      ? { address: '', phone: input.phone, area: null, directions: null }
      : {
          address: input.address ?? '',
          phone: input.phone,
          area: input.area ?? null,
          directions: directionsOrNull(input.directions),
        },
    fullName: input.fullName,
    email: input.email,
    note: input.note,
    scheduledFor: input.scheduledFor,
    expectedTotalMinor: input.expectedTotalMinor,
  });
}

/** Where the guest follows each order the payment paid for: the page of its view-only link. */
function withOrderPaths(
  deps: SettlementDeps,
  payment: GuestPaymentResponse['payment'],
): GuestPaymentResponse {
  return { payment, orderPaths: payment.orderIds.map((id) => deps.orders.viewPath(id)) };
}

const ownerOrUnknown = (guest: GuestCart | null): GuestCart => {
  // No cookie, no payment of theirs: answered exactly as an unknown reference.
  if (!guest) throw new AppError('not_found', paymentTexts.unknownReference);
  return guest;
};

/** The guest's browser reports success: verified and recorded as for a signed-in diner. */
export async function confirmGuestPayment(
  deps: SettlementDeps,
  guest: GuestCart | null,
  reference: string,
): Promise<GuestPaymentResponse> {
  return withOrderPaths(deps, await confirmPayment(deps, ownerOrUnknown(guest), reference));
}

export async function guestPaymentView(
  deps: SettlementDeps,
  guest: GuestCart | null,
  reference: string,
): Promise<GuestPaymentResponse> {
  return withOrderPaths(deps, await paymentView(deps, ownerOrUnknown(guest), reference));
}

export const guestPendingTransfers = (
  deps: SettlementDeps,
  guest: GuestCart | null,
): Promise<PendingTransfer[]> => (guest ? pendingTransfers(deps, guest) : Promise.resolve([]));

export const abandonGuestTransfer = (
  deps: SettlementDeps,
  guest: GuestCart | null,
  reference: string,
) => abandonTransfer(deps, ownerOrUnknown(guest), reference);
