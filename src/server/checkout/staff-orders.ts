import { recordAudit } from '@server/audit';
import { priceRequest } from '@server/cart';
import { AppError } from '@server/errors';
import { directionsOrNull } from '@shared/delivery-address';
import { formatMoney, moneyLimitTexts, withinOrderLimit } from '@shared/money';
import type { Order } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { soldOutTexts } from '@shared/sold-out';
import {
  type CounterPayment,
  type StaffOrderRequest,
  staffOrderTexts,
  staffOrderWhenTexts,
} from '@shared/staff-orders';
import type { SettlementDeps } from './deps';
import { queuePaymentLinkMail } from './payment-links';
import { stockLinesOf } from './recording';
import { queueCounterReceipt, queueStaffOrderConfirmation } from './staff-order-mails';
import { slotFullRefusal, staffOrderSchedule } from './staff-order-when';
import { assertShownTotal, deliveryFeeToCharge } from './zones';

type StaffOrderDeps = SettlementDeps;

/**
 * An order staff take on the phone or at the counter. Priced here exactly like a
 * cart line (the dish's price and its choices' deltas by `priceRequest`, the same refusals), the
 * delivery fee by the zones as at checkout (same words when no zone delivers there), pickup free.
 * Paid at the counter or on delivery, so recorded awaiting payment: it enters the kitchen's New
 * column at once, and the sales figures count it once staff mark it paid (orders/mark-paid.ts).
 * Or paid by a card payment link mailed with it (payment-links.ts): settled by link-settlement.ts.
 * For a later time or as soon as possible, by the hours rules of staff-order-when.ts. With an
 * e-mail address, the customer's first mail (the confirmation with the live order link, or the
 * payment link) is written in the order's transaction.
 */
export async function placeStaffOrder(
  deps: StaffOrderDeps,
  staff: PublicUser,
  input: StaffOrderRequest,
): Promise<Order> {
  const lines = await pricedLines(deps, input);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (!withinOrderLimit(subtotal)) throw new AppError('conflict', moneyLimitTexts.orderTooLarge);
  const delivery = input.fulfilment === 'delivery' ? input.delivery : undefined;
  const terms = delivery
    ? await deliveryFeeToCharge(deps, { area: delivery.area }, subtotal)
    : null;
  const fee = terms?.feeMinor ?? 0;
  if (!withinOrderLimit(subtotal, fee))
    throw new AppError('conflict', moneyLimitTexts.orderTooLarge);
  assertShownTotal(subtotal + fee, input.expectedTotalMinor);

  const at = new Date();
  const { schedule, takenAnyway } = await staffOrderSchedule(deps, input.fulfilment, input, at);
  let counted = false;
  let mails: string[] = [];
  const { orderIds } = await deps.db
    .transaction(async (tx) => {
      // Sold out, or the last portions taken by a faster order: the same rule as a paid checkout.
      const stock = await deps.catalog.takeStock(tx, stockLinesOf(lines), at);
      if (stock.soldOut.length > 0)
        throw new AppError('conflict', soldOutTexts.checkoutRefused(stock.soldOut.join(', ')));
      counted = stock.counted;
      const recorded = await deps.orders.recordPaid(tx, {
        userId: null,
        email: input.customer.email,
        customerName: input.customer.name,
        customerPhone: input.customer.phone,
        paymentId: null,
        fulfilment: input.fulfilment,
        deliveryAddress: delivery?.address ?? null,
        deliveryArea: delivery?.area ?? null,
        deliveryDirections: directionsOrNull(delivery?.directions),
        deliveryEstimateMinutes: terms?.estimatedMinutes ?? null,
        note: input.note || null,
        lines,
        deliveryFeeMinor: fee,
        at,
        staff: {
          source: input.source,
          paymentMethod: input.payment,
          awaitingPayment: true,
          takenBy: staff.id,
        },
        schedule,
      });
      const [placed] = recorded.orderIds;
      const [number] = recorded.numbers;
      const [rowId] = recorded.ids;
      // A card payment link goes out with the order: its mail is written in this transaction.
      if (placed && number !== undefined && input.payment === 'payment_link')
        mails = (
          await queuePaymentLinkMail(deps, tx, {
            email: input.customer.email,
            customerName: input.customer.name,
            number,
            orderId: placed,
            lines: lines.map((line) => ({
              name: line.mealName,
              quantity: line.quantity,
              unitPriceMinor: line.unitPrice,
              choices: line.choices,
              note: line.note,
            })),
            deliveryFeeMinor: fee,
            totalMinor: subtotal + fee,
          })
        ).ids;
      else if (rowId)
        mails = await queueStaffOrderConfirmation(deps, tx, {
          orderRowId: rowId,
          email: input.customer.email,
          customerName: input.customer.name,
          at,
        });
      if (placed)
        await recordAudit(tx, {
          action: 'order.staff_place',
          subjectType: 'order',
          subjectId: placed,
          summary: `${input.source === 'phone' ? 'Phone' : 'Counter'} order for ${input.customer.name}: ${formatMoney(subtotal + fee)}, ${staffOrderTexts.paymentLabels[input.payment]}, unpaid${takenAnyway ? `, ${staffOrderWhenTexts.takenAnyway(takenAnyway)}` : ''}`,
          after: {
            fulfilment: input.fulfilment,
            totalMinor: subtotal + fee,
            payment: input.payment,
            scheduledFor: schedule.scheduledFor?.toISOString() ?? null,
            ...(takenAnyway ? { takenAnyway } : {}),
          },
        });
      return recorded;
    })
    .catch((error: unknown) => {
      throw slotFullRefusal(error, schedule.scheduledFor !== null) ?? error;
    });
  if (counted) deps.catalog.stockTaken();
  deps.mail.deliverSoon(mails);
  const orderId = orderIds[0];
  if (!orderId) throw new Error('The staff order was not written.');
  deps.log.info({ orderId, source: input.source, staff: staff.id }, 'staff order placed');
  // The kitchen board and the back office's lists hear of it like any new order (a scheduled one
  // goes to the Scheduled column without the chime).
  const type = schedule.stage === 'scheduled' ? 'order.scheduled' : 'order.paid';
  await deps.events
    .publish({ type, userId: '', orderIds: [orderId] })
    .catch((err) => deps.log.warn({ err }, 'order.paid event not published'));
  return deps.orders.orderForAdmin(orderId);
}

/**
 * "Mark paid" of a staff order paid at the counter or on delivery (orders/mark-paid.ts decides);
 * a customer who gave an e-mail address gets the receipt, written in the marking transaction.
 */
export function markStaffOrderPaid(
  deps: StaffOrderDeps,
  staff: PublicUser,
  orderId: string,
  method: CounterPayment,
) {
  return deps.orders.markPaid(staff, orderId, method, (tx, paid) =>
    queueCounterReceipt(deps, tx, paid, method),
  );
}

/** Each requested line at today's prices; an unknown, hidden or sold-out dish is refused by name. */
async function pricedLines(deps: StaffOrderDeps, input: StaffOrderRequest) {
  const items = await deps.catalog.findItems(input.lines.map((line) => line.dishId));
  return input.lines.map((line) => {
    const item = items.get(line.dishId);
    if (!item) {
      const message = staffOrderTexts.unknownDish(line.dishId);
      throw new AppError('invalid', message, { lines: message });
    }
    if (item.soldOut) throw new AppError('conflict', soldOutTexts.checkoutRefused(item.name));
    if (!item.available) throw new AppError('conflict', staffOrderTexts.dishUnavailable(item.name));
    const priced = priceRequest(item, line.options);
    return {
      dishId: item.id,
      mealName: item.name,
      mealImg: item.image.url,
      unitPrice: priced.unitPriceMinor,
      quantity: line.quantity,
      choices: priced.choices,
      note: line.note || null,
    };
  });
}
