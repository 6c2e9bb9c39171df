import { AppError } from '@server/errors';
import type { PaymentRow } from '@server/payments';
import type { StartedPayment } from '@shared/checkout';
import { CURRENCY } from '@shared/constants';
import type { DepositPaymentResponse } from '@shared/deposit-payments';
import { depositTexts } from '@shared/deposits';
import { paymentTexts } from '@shared/payments';
import { reservationTexts } from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import type { SettlementDeps } from './deps';
import { settle } from './settlement';

/** The diner's own booking, or a 404 worded like an unknown one (ids reveal nothing). */
async function ownBooking(deps: SettlementDeps, user: PublicUser, reservationId: string) {
  const found = await deps.deposits.booking(reservationId);
  if (!found || found.userId !== user.id)
    throw new AppError('not_found', reservationTexts.notFound);
  return found.reservation;
}

/**
 * "Pay the deposit": a card payment of exactly the booking's deposit through
 * the payments domain, as a checkout's, naming the booking instead of a cart. Refused once the
 * deposit is paid, or the hold ended or lapsed (a payment then would only be refunded).
 */
export async function startDepositPayment(
  deps: SettlementDeps,
  user: PublicUser,
  reservationId: string,
  now = new Date(),
): Promise<StartedPayment> {
  const booking = await ownBooking(deps, user, reservationId);
  const deposit = booking.deposit;
  if (!deposit) throw new AppError('conflict', depositTexts.notAwaiting);
  if (deposit.status !== 'awaiting')
    throw new AppError(
      'conflict',
      deposit.status === 'unpaid' ? depositTexts.released : depositTexts.alreadyPaid,
    );
  if (deposit.holdUntil && new Date(deposit.holdUntil).getTime() <= now.getTime())
    throw new AppError('conflict', depositTexts.released);
  const started = await deps.payments.start({
    userId: user.id,
    reservationId: booking.id,
    email: booking.email,
    customerName: `${booking.firstName} ${booking.lastName}`.trim(),
    amountMinor: deposit.amountMinor,
    currency: CURRENCY,
    deliveryAddress: '',
    deliveryPhone: booking.phone,
    deliveryOption: 'Booking deposit',
    // What is paid for is the booking's deposit, kept by the booking; the payment names it.
    lines: [],
    // Back from the provider's hosted page: the diner's bookings verify `?reference=`.
    callbackUrl: `${deps.config.appUrl}/user/reservations?deposit=${booking.id}`,
  });
  return {
    reference: started.payment.reference,
    accessCode: started.accessCode,
    authorizationUrl: started.authorizationUrl,
    amountMinor: started.payment.amountMinor,
    currency: started.payment.currency,
    provider: deps.payments.providerInfo(),
  };
}

/** One payment of the diner's booking's deposit, or a 404 as for an unknown one. */
async function depositPayment(
  deps: SettlementDeps,
  user: PublicUser,
  reservationId: string,
  reference: string,
): Promise<PaymentRow> {
  const payment = await deps.payments.findByReference(reference);
  if (!payment || payment.reservationId !== reservationId || payment.userId !== user.id)
    throw new AppError('not_found', paymentTexts.unknownReference);
  return payment;
}

async function viewOf(
  deps: SettlementDeps,
  user: PublicUser,
  reservationId: string,
  payment: PaymentRow,
): Promise<DepositPaymentResponse> {
  return {
    payment: {
      reference: payment.reference,
      status: payment.status,
      amountMinor: payment.amountMinor,
      reason: payment.reason,
    },
    reservation: await ownBooking(deps, user, reservationId),
  };
}

/** Back from the provider: verify and settle (settlement.ts decides), then say how it ended. */
export async function confirmDepositPayment(
  deps: SettlementDeps,
  user: PublicUser,
  reservationId: string,
  reference: string,
): Promise<DepositPaymentResponse> {
  const payment = await depositPayment(deps, user, reservationId, reference);
  const outcome = await settle(deps, payment, 'customer');
  if (outcome.kind === 'not_confirmed')
    throw new AppError('payment_failed', paymentTexts.notConfirmed);
  const now = (await deps.payments.findByReference(reference)) ?? payment;
  return viewOf(deps, user, reservationId, now);
}

/** How a deposit's payment ended (after a reload, or back from the provider's hosted page). */
export async function depositPaymentView(
  deps: SettlementDeps,
  user: PublicUser,
  reservationId: string,
  reference: string,
): Promise<DepositPaymentResponse> {
  return viewOf(
    deps,
    user,
    reservationId,
    await depositPayment(deps, user, reservationId, reference),
  );
}
