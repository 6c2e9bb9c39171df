import { AppError } from '@server/errors';
import { SlotFullError } from '@server/orders';
import { cartTexts } from '@shared/cart-view';
import { checkoutTexts, type StartPaymentInput } from '@shared/checkout';
import { checkoutPaymentTexts, inPersonAllowed } from '@shared/checkout-payments';
import { PICKUP_OPTION } from '@shared/constants';
import { directionsOrNull } from '@shared/delivery-address';
import { slotRefusalTexts } from '@shared/hours';
import type { PublicUser } from '@shared/schemas/auth';
import { soldOutTexts } from '@shared/sold-out';
import type { SettlementDeps } from './deps';
import { checkedCart } from './quote';
import { sameContents, stockLinesOf } from './recording';
import { assertWhen, scheduleOf } from './schedule';
import { queueStaffOrderConfirmation } from './staff-order-mails';
import { refuseWhileTransferPending } from './transfers';

type Payer = StartPaymentInput & { fullName: string; email: string };

/** The placed order, as the checkout page names it to the diner. */
export interface PlacedInPerson {
  orderId: string;
  number: number;
}

/**
 * A signed-in diner's cart as an order paid when it is handed over ("pay at pickup" / "pay on
 * delivery"), when the owner allows it for the diner's fulfilment. Nothing is charged: the order
 * is recorded awaiting payment like a phone order, so it is no sale until staff mark it paid and
 * the kitchen's ticket says how much to collect. The cart passes the same checks as a card
 * payment (sold out, prices seen, money limit, zones, the total shown, the chosen time), and the
 * stock, the slot, the order, the emptied cart and the confirmation mail are one transaction.
 */
export async function placeInPersonOrder(
  deps: SettlementDeps,
  user: PublicUser,
  input: Payer,
): Promise<PlacedInPerson> {
  const option = await deps.repo.deliveryOption(user.id);
  if (!option) throw new AppError('invalid', checkoutTexts.selectDeliveryOption);
  const fulfilment = option === PICKUP_OPTION ? 'pickup' : 'delivery';
  const { payments } = await deps.settings.current();
  if (!inPersonAllowed(payments, fulfilment))
    throw new AppError('conflict', checkoutPaymentTexts.notAllowed(fulfilment));
  await refuseWhileTransferPending(deps, { userId: user.id });
  const at = new Date();
  const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : null;
  await assertWhen(deps, fulfilment, scheduledFor, at);
  const to = await destinationOf(deps, user, input, fulfilment === 'pickup');

  const owner = { userId: user.id };
  const { lines, fee } = await checkedCart(deps, owner, to, input.expectedTotalMinor);
  const schedule = await scheduleOf(deps, { scheduledFor }, fulfilment, at);

  let counted = false;
  let mails: string[] = [];
  const placed = await deps.db
    .transaction(async (tx) => {
      // The cart must still hold what was checked; locked until commit so it cannot change now.
      const current = await deps.cart.lockLines(tx, owner);
      const checked = lines.map((line) => ({
        dishId: line.dishId,
        name: line.name,
        imageUrl: line.imageUrl,
        unitPriceMinor: line.unitPriceMinor,
        quantity: line.quantity,
        choices: line.choices,
        selectionKey: line.selectionKey,
        note: line.note,
      }));
      if (!sameContents(current, checked)) throw new AppError('conflict', cartTexts.pricesChanged);
      const stock = await deps.catalog.takeStock(tx, stockLinesOf(lines), at);
      if (stock.soldOut.length > 0)
        throw new AppError('conflict', soldOutTexts.checkoutRefused(stock.soldOut.join(', ')));
      counted = stock.counted;
      const recorded = await deps.orders.recordPaid(tx, {
        userId: user.id,
        email: input.email,
        customerName: input.fullName,
        customerPhone: to?.phone ?? input.contactPhone ?? '',
        paymentId: null,
        inPerson: true,
        fulfilment,
        deliveryAddress: to?.address ?? null,
        deliveryArea: to?.area ?? null,
        deliveryDirections: directionsOrNull(to?.directions ?? undefined),
        note: input.note || null,
        lines: lines.map((line) => ({
          dishId: line.dishId,
          mealName: line.name,
          mealImg: line.imageUrl,
          unitPrice: line.unitPriceMinor,
          quantity: line.quantity,
          choices: line.choices,
          note: line.note || null,
        })),
        deliveryFeeMinor: fee,
        at,
        schedule,
      });
      await deps.cart.clearForUser(owner, tx);
      const [rowId] = recorded.ids;
      if (rowId)
        mails = await queueStaffOrderConfirmation(deps, tx, {
          orderRowId: rowId,
          email: input.email,
          customerName: input.fullName,
          at,
        });
      return { orderId: recorded.orderIds[0]!, number: recorded.numbers[0]! };
    })
    .catch((error: unknown) => {
      if (error instanceof SlotFullError) throw new AppError('conflict', slotRefusalTexts.full);
      throw error;
    });
  if (counted) deps.catalog.stockTaken();
  deps.mail.deliverSoon(mails);
  deps.log.info({ orderId: placed.orderId, fulfilment }, 'order placed, to pay in person');
  await deps.events
    .publish({
      type: schedule.stage === 'scheduled' ? 'order.scheduled' : 'order.paid',
      userId: user.id,
      orderIds: [placed.orderId],
    })
    .catch((err) => deps.log.warn({ err }, 'order event not published'));
  return placed;
}

/** Delivery: the chosen saved address (its phone is the contact). Pickup: null, a phone asked. */
async function destinationOf(
  deps: SettlementDeps,
  user: PublicUser,
  input: Payer,
  pickup: boolean,
) {
  if (pickup) {
    if (!input.contactPhone)
      throw new AppError('invalid', checkoutTexts.contactPhoneRequired, {
        contactPhone: checkoutTexts.contactPhoneRequired,
      });
    return null;
  }
  const address = input.addressId ? await deps.repo.findAddress(user.id, input.addressId) : null;
  if (!address)
    throw new AppError('invalid', checkoutTexts.selectAddress, {
      addressId: checkoutTexts.selectAddress,
    });
  return {
    address: address.address,
    phone: address.phoneNo,
    area: address.area,
    directions: address.directions,
  };
}
