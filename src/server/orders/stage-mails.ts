import { type MailMessage, renderMail } from '@server/mail';
import { formatOrderDelivery } from '@shared/delivery-address';
import { formatMoney } from '@shared/money';
import type { StageMail } from '@shared/order-stages';
import { orderTimes } from '@shared/order-times';
import { staffOrderMailTexts } from '@shared/staff-orders';
import type { OrderRow } from './repository';

/**
 * The diner's mails of the stages (docs/decisions/028-order-stages.md): Accepted with the estimate
 * on the restaurant's clock, Ready (pickup), Out for delivery, and Rejected/Canceled by the
 * restaurant with the reason and the amount refunded. Written in the transition's transaction.
 */
export interface StageMailInput {
  row: OrderRow;
  mail: StageMail;
  now: Date;
  timeZone: string;
  /** "See your order": the account's orders, or an order without an account its signed page. */
  action: { label: string; url: string };
  reason?: string;
  /** Pickup orders: where to collect them. */
  pickupAddress: string;
}

const subjects: Record<StageMail, (n: number) => string> = {
  accepted: (n) => `Your Tavola order #${n} is confirmed`,
  ready: (n) => `Your Tavola order #${n} is ready for pickup`,
  out_for_delivery: (n) => `Your Tavola order #${n} is on its way`,
  rejected: (n) => `Your Tavola order #${n} could not be taken`,
  canceled: (n) => `Your Tavola order #${n} has been canceled`,
};

function paragraphs(input: StageMailInput): string[] {
  const { row, mail } = input;
  const refunded = formatMoney(row.refundMinor ?? row.totalMinor);
  // A staff order: never paid (nothing owed), or paid in person (given back there); else a card.
  const refund = row.awaitingPayment
    ? staffOrderMailTexts.nothingCharged
    : row.paymentId === null
      ? staffOrderMailTexts.refundInPerson(refunded)
      : `Your payment of ${refunded} (dishes${row.deliveryFeeMinor ? ' and delivery fee' : ''}) is refunded in full to the card or account you paid with.`;
  const why = input.reason ? [`The restaurant's reason: ${input.reason}`] : [];
  switch (mail) {
    case 'accepted': {
      const times = orderTimes(row, input.now, input.timeZone);
      const when = times.ready ? `${times.ready.text} (${times.ready.zone}).` : '';
      return [
        `The restaurant has confirmed your order #${row.number}.`,
        `${row.fulfilment === 'pickup' ? 'It will be ready for pickup' : 'It will be ready in the kitchen'}: ${when}`,
        ...(times.window ? [`${times.window}.`] : []),
      ];
    }
    case 'ready':
      return [
        `Your order #${row.number} is ready.`,
        `Collect it at ${input.pickupAddress}; give your order number at the counter.`,
      ];
    case 'out_for_delivery': {
      // The rider sets off now: the window runs from the later of now and the ready time.
      const { window } = orderTimes({ ...row, leftAt: input.now }, input.now, input.timeZone);
      return [
        `A rider is bringing your order #${row.number} to ${
          row.deliveryAddress ? formatOrderDelivery(row) : 'you'
        }.`,
        ...(window ? [`${window}.`] : []),
      ];
    }
    case 'rejected':
      return [`Sorry: the restaurant could not take your order #${row.number}.`, ...why, refund];
    case 'canceled':
      return [`Sorry: the restaurant had to cancel your order #${row.number}.`, ...why, refund];
  }
}

/** The mail a transition sends the diner. */
export function stageMail(input: StageMailInput): MailMessage {
  const { row, mail } = input;
  const subject = subjects[mail](row.number);
  const refunds = (mail === 'rejected' || mail === 'canceled') && !row.awaitingPayment;
  const { html, text } = renderMail({
    title: subject.replace(/^Your Tavola order #\d+ /, 'Your order '),
    greeting: `Hello ${row.customerName},`,
    paragraphs: paragraphs(input),
    details: [
      ['Order', `#${row.number}`],
      ['Order ID', row.orderId],
      ...(refunds
        ? ([['Refund', formatMoney(row.refundMinor ?? row.totalMinor)]] as Array<[string, string]>)
        : []),
    ],
    action: input.action,
  });
  return {
    kind: `order_${mail}`,
    to: row.email,
    subject,
    html,
    text,
    params: {
      order_id: row.orderId,
      order_number: `#${row.number}`,
      ...(refunds ? { refund_amount: formatMoney(row.refundMinor ?? row.totalMinor) } : {}),
    },
  };
}
