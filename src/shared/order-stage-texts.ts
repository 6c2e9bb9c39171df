import type { Fulfilment } from './fulfilment';
import type { OrderActor, OrderStage } from './order-stages';

/** What a diner reads about a stage: a short label (progress, lists) and one sentence (order page). */
export interface DinerStageWords {
  label: string;
  detail: string;
}

const STAGE_NAMES: Record<OrderStage, string> = {
  scheduled: 'Scheduled',
  new: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  completed: 'Completed',
  rejected: 'Rejected',
  canceled: 'Canceled',
};

const REFUNDED = 'Your payment, delivery fee included, is refunded in full.';

/**
 * How the diner pays, for the words that speak of money: through the payment provider (online,
 * or a card payment link), not yet (a phone or counter order to pay at the counter or on
 * delivery), or in person (such an order, paid there).
 */
export type DinerPayment = 'provider' | 'unpaid' | 'in_person';

/** The money side of an order as its diner reads it (staff orders). */
export function dinerPaymentOf(order: {
  source?: string;
  paymentMethod?: string;
  awaitingPayment?: boolean;
}): DinerPayment {
  if (order.awaitingPayment) return 'unpaid';
  const inPerson = order.paymentMethod === 'cash' || order.paymentMethod === 'card_terminal';
  return order.source && order.source !== 'online' && inPerson ? 'in_person' : 'provider';
}

/** What a refused or canceled order owes its diner back, by how they paid. */
const owed = (payment: DinerPayment) =>
  payment === 'unpaid'
    ? 'Nothing was charged.'
    : payment === 'in_person'
      ? 'Your payment is given back to you in full, the way you paid it.'
      : REFUNDED;

/**
 * Every text of the order stages, written once for the server's refusals, the kitchen board and the
 * diner's order page (docs/decisions/028-order-stages.md).
 */
export const orderStageTexts = {
  /** The staff's names of the stages: board columns, back-office lists, 409 messages. */
  stageNames: STAGE_NAMES,
  /** The diner's words: warm and plain, and a stage reads differently for delivery and pickup. */
  dinerWords: (
    stage: OrderStage,
    fulfilment: Fulfilment,
    payment: DinerPayment = 'provider',
  ): DinerStageWords => {
    const pickup = fulfilment === 'pickup';
    const received =
      payment === 'unpaid' ? 'We have your order.' : 'We have your order and your payment.';
    switch (stage) {
      case 'scheduled':
        return {
          label: 'Scheduled',
          detail: `${received} The kitchen starts on it in time for the time you chose.`,
        };
      case 'new':
        return {
          label: 'Order received',
          detail: `${received} The restaurant will confirm it shortly.`,
        };
      case 'accepted':
        return { label: 'Confirmed', detail: 'The restaurant has confirmed your order.' };
      case 'preparing':
        return { label: 'Being prepared', detail: 'The kitchen is cooking your food.' };
      case 'ready':
        return pickup
          ? { label: 'Ready for pickup', detail: 'Your order is ready: collect it at the counter.' }
          : { label: 'Packed', detail: 'Your order is packed and waiting for the rider.' };
      case 'out_for_delivery':
        return { label: 'On its way', detail: 'A rider is bringing your order to you.' };
      case 'completed':
        return pickup
          ? { label: 'Picked up', detail: 'Enjoy your meal!' }
          : { label: 'Delivered', detail: 'Enjoy your meal!' };
      case 'rejected':
        return {
          label: 'Declined by the restaurant',
          detail: `The restaurant could not take this order. ${owed(payment)}`,
        };
      case 'canceled':
        return { label: 'Canceled', detail: `This order was canceled. ${owed(payment)}` };
    }
  },
  /** The kitchen board's buttons: the one next step, and the way out (before or after accepting). */
  steps: {
    release: 'Move to New',
    accept: 'Accept',
    start_preparing: 'Start preparing',
    mark_ready: 'Ready',
    send_out: 'Out for delivery',
    complete: 'Complete',
    reject: 'Reject',
    cancel: 'Cancel order',
  },
  /** Who made a change, as the staff's timeline shows it. */
  actorNames: { diner: 'Diner', staff: 'Staff', system: 'System' } satisfies Record<
    OrderActor,
    string
  >,
  timeline: {
    /** The diner's own timeline names who stopped an order. */
    canceledByYou: 'Canceled by you',
    canceledByRestaurant: 'Canceled by the restaurant',
    reason: (reason: string) => `Reason: ${reason}`,
  },
  /** Why a change is refused: the 409 (or 403, 400) message the screen shows as it is. */
  refusals: {
    already: (stage: OrderStage) => `This order is already ${STAGE_NAMES[stage]}.`,
    onlyRestaurant: {
      release: 'Only the restaurant can move an order to New.',
      accept: 'Only the restaurant can accept an order.',
      start_preparing: 'Only the restaurant can start preparing an order.',
      mark_ready: 'Only the restaurant can mark an order ready.',
      send_out: 'Only the restaurant can send an order out for delivery.',
      complete: 'Only the restaurant can complete an order.',
      reject: 'Only the restaurant can reject an order.',
    },
    systemCannotAct: 'Only the restaurant or the diner can change the stage of an order.',
    releaseIsAutomatic: 'A scheduled order moves to New by itself when its preparation is due.',
    scheduledNotDelivered:
      'This order is scheduled for later: the kitchen does not have it yet. It moves to New by itself when its preparation is due, and can be marked delivered from then on.',
    dinerCancelTooLate:
      'You can cancel only before the restaurant accepts the order. Call us and we will see what we can do.',
    pickupNotSentOut: 'Pickup orders are not sent out for delivery.',
    rejectAfterAccept: (stage: OrderStage) =>
      `This order is ${STAGE_NAMES[stage]}: once accepted, an order is canceled, not rejected.`,
    cancelNewOrder: (stage: OrderStage) =>
      `This order is ${STAGE_NAMES[stage]}: reject it instead (a reason is still needed).`,
    wrongStage: {
      release: (stage: OrderStage) =>
        `Only a Scheduled order moves to New; this one is ${STAGE_NAMES[stage]}.`,
      accept: (stage: OrderStage) =>
        `Only a New order can be accepted; this one is ${STAGE_NAMES[stage]}.`,
      start_preparing: (stage: OrderStage) =>
        `Only an Accepted order can start preparing; this one is ${STAGE_NAMES[stage]}.`,
      mark_ready: (stage: OrderStage) =>
        `Only an order being prepared can be marked ready; this one is ${STAGE_NAMES[stage]}.`,
      send_out: (stage: OrderStage) =>
        `Only a Ready order can be sent out for delivery; this one is ${STAGE_NAMES[stage]}.`,
      complete: (stage: OrderStage, fulfilment: Fulfilment) =>
        fulfilment === 'delivery'
          ? `A delivery order is completed once it is Out for delivery; this one is ${STAGE_NAMES[stage]}.`
          : `Only a Ready order can be completed; this one is ${STAGE_NAMES[stage]}.`,
    },
    reasonNeeded: 'Give the diner a reason of 3 to 200 characters.',
  },
  /** The ready-time estimate staff choose when accepting, and how it is shown. */
  estimate: {
    choose: 'Choose 10, 20, 30, 45 or 60 minutes, or a time.',
    clockFormat: 'Write the time on the 24-hour clock, e.g. 19:45.',
    tooSoon: 'Choose a time at least 5 minutes from now.',
    tooFar: 'Choose a time within the next 6 hours.',
    readyAround: (clock: string) => `Ready around ${clock}`,
    readyTomorrowAround: (clock: string) => `Ready tomorrow around ${clock}`,
    readyAroundOn: (clock: string, day: string) => `Ready around ${clock} on ${day}`,
  },
};
