import type { PaymentRow } from '@server/payments';
import type { AddressRequest, DeliveryOption, StartPaymentInput } from '@shared/checkout';
import { PICKUP_OPTION } from '@shared/constants';
import type { Fulfilment } from '@shared/fulfilment';
import type { GuestStartPayment, GuestSummaryQuery } from '@shared/guest-checkout';
import type { PublicUser } from '@shared/schemas/auth';
import type { CounterPayment, StaffOrderRequest } from '@shared/staff-orders';
import * as addresses from './addresses';
import { confirmDepositPayment, depositPaymentView, startDepositPayment } from './deposits';
import type { CheckoutDeps, SettlementDeps } from './deps';
import {
  abandonGuestTransfer,
  confirmGuestPayment,
  type GuestCart,
  guestPaymentView,
  guestPendingTransfers,
  guestSummary,
  startGuestPayment,
} from './guest-checkout';
import { placeInPersonOrder } from './in-person';
import {
  confirmLinkPayment,
  linkPaymentView,
  payLinkView,
  resendPaymentLink,
  startLinkPayment,
} from './payment-links';
import * as quote from './quote';
import { paidAtFormatter } from './receipts';
import { createRecoveryLoop, recoverPending } from './recovery';
import { assertWhen, whenOptions } from './schedule';
import { confirmPayment, type Origin, onSettlementNotice, paymentView, settle } from './settlement';
import { markStaffOrderPaid, placeStaffOrder } from './staff-orders';
import { abandonTransfer, pendingTransfers, refuseWhileTransferPending } from './transfers';

export type { CheckoutDeps } from './deps';

const fulfilmentOf = (option: string | null) => (option === PICKUP_OPTION ? 'pickup' : 'delivery');

export { RECOVERY_AFTER_MS } from './recovery';
export type { SettleOutcome } from './settlement';

/**
 * Checkout: addresses, the delivery option, starting a payment, and recording it once the provider
 * confirmed it. Recording happens in one database transaction, exactly once per reference, whoever
 * asks first: the diner's browser, the provider's webhook or the recovery loop. The work lives in
 * the modules imported above; this only binds them to their dependencies.
 */
export function createCheckoutService(checkoutDeps: CheckoutDeps) {
  const deps: SettlementDeps = {
    ...checkoutDeps,
    paidAtText: paidAtFormatter(checkoutDeps.config.timeZone),
  };
  const recovery = createRecoveryLoop(deps);
  deps.payments.onSettled((reference) => onSettlementNotice(deps, reference));

  return {
    summary: (user: PublicUser, addressId?: string) => quote.summary(deps, user, addressId),
    listAddresses: (user: PublicUser) => addresses.listAddresses(deps, user),
    addAddress: (user: PublicUser, input: AddressRequest) =>
      addresses.addAddress(deps, user, input),
    removeAddress: (user: PublicUser, id: string) => addresses.removeAddress(deps, user, id),
    updateAddress: (user: PublicUser, id: string, input: AddressRequest) =>
      addresses.updateAddress(deps, user, id, input),
    makeDefaultAddress: (user: PublicUser, id: string) =>
      addresses.makeDefaultAddress(deps, user, id),
    deliveryOption: (user: PublicUser) => addresses.deliveryOption(deps, user),
    saveDeliveryOption: (user: PublicUser, option: DeliveryOption) =>
      addresses.saveDeliveryOption(deps, user, option),
    /** Refused while a bank transfer for the cart awaits the bank (unless the diner abandoned it). */
    startPayment: async (
      user: PublicUser,
      input: StartPaymentInput & { fullName: string; email: string },
    ) => {
      await refuseWhileTransferPending(deps, { userId: user.id });
      // Nothing is charged for a time the kitchen cannot keep: ASAP while paused, closed
      // or full, a scheduled time that is not an offered slot (no option chosen yet:
      // quote.startPayment says so).
      const option = await deps.repo.deliveryOption(user.id);
      if (option) {
        const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : null;
        await assertWhen(deps, fulfilmentOf(option), scheduledFor, new Date());
      }
      return quote.startPayment(deps, user, input);
    },
    /** The cart as an order paid at pickup or on delivery, when the owner allows it (in-person.ts). */
    placeInPersonOrder: (
      user: PublicUser,
      input: StartPaymentInput & { fullName: string; email: string },
    ) => placeInPersonOrder(deps, user, input),
    /** Which in-person payments the owner allows now. */
    paymentOptions: async () => (await deps.settings.current()).payments,
    /** The checkout's "When" section: ASAP (or why not) and the slots, for the chosen option. */
    whenOptions: async (user: PublicUser, now: Date = new Date()) =>
      whenOptions(deps, fulfilmentOf(await deps.repo.deliveryOption(user.id)), now),
    pendingTransfers: (user: PublicUser) => pendingTransfers(deps, { userId: user.id }),
    abandonTransfer: (user: PublicUser, reference: string) =>
      abandonTransfer(deps, { userId: user.id }, reference),
    confirmPayment: (user: PublicUser, reference: string) =>
      confirmPayment(deps, { userId: user.id }, reference),
    payment: (user: PublicUser, reference: string) =>
      paymentView(deps, { userId: user.id }, reference),
    // Guest checkout (guest-checkout.ts): `guest` is the cookie's cart, if any.
    guestSummary: (guest: GuestCart | null, query: GuestSummaryQuery) =>
      guestSummary(deps, guest, query),
    guestWhenOptions: (fulfilment: Fulfilment, now: Date = new Date()) =>
      whenOptions(deps, fulfilment, now),
    startGuestPayment: (guest: GuestCart | null, input: GuestStartPayment) =>
      startGuestPayment(deps, guest, input),
    confirmGuestPayment: (guest: GuestCart | null, reference: string) =>
      confirmGuestPayment(deps, guest, reference),
    guestPayment: (guest: GuestCart | null, reference: string) =>
      guestPaymentView(deps, guest, reference),
    guestPendingTransfers: (guest: GuestCart | null) => guestPendingTransfers(deps, guest),
    abandonGuestTransfer: (guest: GuestCart | null, reference: string) =>
      abandonGuestTransfer(deps, guest, reference),
    settle: (payment: PaymentRow, origin: Origin) => settle(deps, payment, origin),
    recoverPending: (now?: Date) => recoverPending(deps, now),
    /** Staff take an order on the phone or at the counter, paid there. */
    placeStaffOrder: (staff: PublicUser, input: StaffOrderRequest) =>
      placeStaffOrder(deps, staff, input),
    /** What "When" offers a staff order: ASAP (or why online orders would refuse it) and the slots. */
    staffWhenOptions: (fulfilment: Fulfilment, now: Date = new Date()) =>
      whenOptions(deps, fulfilment, now),
    /** "Mark paid", with the customer's receipt in the same transaction (staff-orders.ts). */
    markStaffOrderPaid: (staff: PublicUser, orderId: string, method: CounterPayment) =>
      markStaffOrderPaid(deps, staff, orderId, method),
    // Card payment links (payment-links.ts): the diner's pay page and the resend.
    payLinkView: (token: string) => payLinkView(deps, token),
    startLinkPayment: (token: string) => startLinkPayment(deps, token),
    confirmLinkPayment: (token: string, reference: string) =>
      confirmLinkPayment(deps, token, reference),
    linkPaymentView: (token: string, reference: string) => linkPaymentView(deps, token, reference),
    resendPaymentLink: (orderId: string) => resendPaymentLink(deps, orderId),
    // Booking deposits (deposits.ts): the diner pays their booking's deposit.
    startDepositPayment: (user: PublicUser, reservationId: string) =>
      startDepositPayment(deps, user, reservationId),
    confirmDepositPayment: (user: PublicUser, reservationId: string, reference: string) =>
      confirmDepositPayment(deps, user, reservationId, reference),
    depositPaymentView: (user: PublicUser, reservationId: string, reference: string) =>
      depositPaymentView(deps, user, reservationId, reference),
    /** Runs the recovery loop now and then every minute (call once at start, like the mail loop). */
    start: recovery.start,
    stop: recovery.stop,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
