import type { CartOwner } from '@server/cart';
import { AppError } from '@server/errors';
import { cartTexts } from '@shared/cart-view';
import {
  type CheckoutSummary,
  checkoutTexts,
  type DeliveryOption,
  type StartedPayment,
  type StartPaymentInput,
} from '@shared/checkout';
import { CURRENCY, PICKUP_OPTION } from '@shared/constants';
import { moneyLimitTexts, withinOrderLimit } from '@shared/money';
import type { PublicUser } from '@shared/schemas/auth';
import { soldOutTexts } from '@shared/sold-out';
import type { CheckoutDeps } from './deps';
import {
  assertShownTotal,
  chargedFee,
  deliveryFeeToCharge,
  quotedAddress,
  termsFor,
} from './zones';

type QuoteDeps = Pick<CheckoutDeps, 'cart' | 'payments' | 'repo' | 'config' | 'settings'>;

/** The cart's lines as the summary shows them (server prices, choices, notices). */
type CartView = Awaited<ReturnType<CheckoutDeps['cart']['view']>>;

/**
 * The summary of a cart for a fulfilment and, for delivery, the delivery zone terms of an address
 * (its area): the fee is the zone's, none for pickup. Signed-in diners and guests alike.
 */
export async function summaryOf(
  deps: QuoteDeps,
  view: Pick<CartView, 'items' | 'subtotalMinor'>,
  pickup: boolean,
  address: { area: string | null } | null,
): Promise<CheckoutSummary> {
  const { payments, config } = deps;
  const delivery = pickup ? null : await termsFor(deps, address, view.subtotalMinor);
  const fee = delivery ? chargedFee(delivery) : 0;
  const lines = view.items.map((item) => ({
    lineId: item.id,
    dishId: item.dishId,
    name: item.name,
    image: item.image,
    unitPriceMinor: item.unitPriceMinor,
    quantity: item.quantity,
    lineTotalMinor: item.lineTotalMinor,
    available: item.available,
    choices: item.choices,
    note: item.note,
    ...(item.previousUnitPriceMinor !== undefined
      ? { previousUnitPriceMinor: item.previousUnitPriceMinor }
      : {}),
  }));
  return {
    lines,
    itemsTotalMinor: view.subtotalMinor,
    deliveryFeeMinor: fee,
    totalMinor: view.subtotalMinor + fee,
    currency: CURRENCY,
    provider: payments.providerInfo(),
    fulfilment: pickup ? 'pickup' : 'delivery',
    pickup: { ...config.pickup },
    delivery,
  };
}

/**
 * What the diner is about to pay: the cart at the catalog's prices plus, for delivery, the fee of
 * the zone of `addressId` (default: the newest saved address) with its terms; pickup has no fee.
 */
export async function summary(
  deps: QuoteDeps,
  user: PublicUser,
  addressId?: string,
): Promise<CheckoutSummary> {
  const [view, option] = await Promise.all([
    deps.cart.view({ userId: user.id }),
    deps.repo.deliveryOption(user.id),
  ]);
  const pickup = option === PICKUP_OPTION;
  const address = pickup ? null : await quotedAddress(deps, user, addressId);
  return summaryOf(deps, view, pickup, address);
}

/** Where the order goes and whom to call: a saved address for delivery, a phone for pickup. */
async function destination(
  repo: QuoteDeps['repo'],
  user: PublicUser,
  input: StartPaymentInput,
  pickup: boolean,
): Promise<Destination> {
  if (pickup) {
    if (!input.contactPhone)
      throw new AppError('invalid', checkoutTexts.contactPhoneRequired, {
        contactPhone: checkoutTexts.contactPhoneRequired,
      });
    // payments.delivery_address is required; a pickup has none (the order stores null).
    return { address: '', phone: input.contactPhone, area: null, directions: null };
  }
  if (!input.addressId)
    throw new AppError('invalid', checkoutTexts.selectAddress, {
      addressId: checkoutTexts.selectAddress,
    });
  const address = await repo.findAddress(user.id, input.addressId);
  if (!address) {
    throw new AppError('invalid', checkoutTexts.addressNotFound, {
      addressId: checkoutTexts.addressNotFound,
    });
  }
  return {
    address: address.address,
    phone: address.phoneNo,
    area: address.area,
    directions: address.directions,
  };
}

/** Where a payment's order goes (the address, its area and directions for delivery) and whom to call. */
export interface Destination {
  address: string;
  phone: string;
  area: string | null;
  directions: string | null;
}

/** A checked request to pay for a cart: whose cart, where it goes, who pays, what was shown. */
export interface PaymentRequest {
  owner: CartOwner;
  option: DeliveryOption;
  to: Destination;
  fullName: string;
  email: string;
  note?: string;
  scheduledFor?: string;
  expectedTotalMinor?: number;
}

/**
 * Starts paying for the current cart: checks delivery option, address (delivery) or contact phone
 * (pickup) and cart, computes the amount here (items at the catalog's prices x quantity, plus the
 * zone's delivery fee, none for pickup) and opens the provider's transaction.
 */
export async function startPayment(
  deps: QuoteDeps,
  user: PublicUser,
  input: StartPaymentInput & { fullName: string; email: string },
): Promise<StartedPayment> {
  const option = await deps.repo.deliveryOption(user.id);
  const pickup = option === PICKUP_OPTION;
  const to = await destination(deps.repo, user, input, pickup);
  if (!option) throw new AppError('invalid', checkoutTexts.selectDeliveryOption);
  return openPayment(deps, { ...input, owner: { userId: user.id }, option, to });
}

/**
 * The cart a diner pays for, checked as every way of paying checks it: not empty, its dishes all
 * on sale at the prices the diner saw, within the money limit, deliverable to `to` by the zones in
 * force (null: pickup), adding up to the total the diner was shown. Refusals are 409s in words.
 */
export async function checkedCart(
  deps: Pick<QuoteDeps, 'cart' | 'repo' | 'settings'>,
  owner: CartOwner,
  to: Pick<Destination, 'area'> | null,
  expectedTotalMinor: number | undefined,
) {
  const lines = await deps.cart.linesForCheckout(owner);
  if (lines.length === 0) throw new AppError('conflict', checkoutTexts.cartEmpty);
  // A sold-out line is refused by name, before any money is asked for.
  const soldOut = lines.filter((line) => line.soldOut).map((line) => line.name);
  if (soldOut.length > 0)
    throw new AppError('conflict', soldOutTexts.checkoutRefused(soldOut.join(', ')));
  if (lines.some((line) => !line.available))
    throw new AppError('conflict', checkoutTexts.cartUnavailable);
  // A price the diner has not seen is never charged; the cart is left as it is.
  if (lines.some((line) => line.priceChanged))
    throw new AppError('conflict', cartTexts.pricesChanged);
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  // The hard gate of the money limit: every amount this payment stores (the
  // payment, each order line, any refund) then fits the 32-bit amount columns. A 4xx, never a 500.
  if (!withinOrderLimit(itemsTotal)) throw new AppError('conflict', moneyLimitTexts.orderTooLarge);
  // The fee, minimum and "do we deliver there" by the zones in force now.
  const delivery = to ? await deliveryFeeToCharge(deps, to, itemsTotal) : null;
  const fee = delivery?.feeMinor ?? 0;
  if (!withinOrderLimit(itemsTotal, fee))
    throw new AppError('conflict', moneyLimitTexts.orderTooLarge);
  assertShownTotal(itemsTotal + fee, expectedTotalMinor);
  return { lines, itemsTotal, delivery, fee };
}

/**
 * Prices the owner's cart now and opens the provider's transaction for it: the cart must hold
 * dishes all on sale at the prices the diner saw, within the money limit, deliverable by the zones
 * in force (fee and minimum), and add up to the total the diner was shown. Signed-in diners and
 * guests (whose payment names their cart's key instead of an account) alike.
 */
export async function openPayment(
  deps: QuoteDeps,
  request: PaymentRequest,
): Promise<StartedPayment> {
  const { payments, config } = deps;
  const { owner, option, to } = request;
  const pickup = option === PICKUP_OPTION;
  const { lines, itemsTotal, delivery, fee } = await checkedCart(
    deps,
    owner,
    pickup ? null : to,
    request.expectedTotalMinor,
  );
  const { payment, accessCode, authorizationUrl } = await payments.start({
    userId: 'userId' in owner ? owner.userId : null,
    guestKey: 'guestKey' in owner ? owner.guestKey : null,
    email: request.email,
    customerName: request.fullName,
    amountMinor: itemsTotal + fee,
    currency: CURRENCY,
    deliveryAddress: to.address,
    deliveryArea: to.area,
    deliveryDirections: to.directions,
    deliveryPhone: to.phone,
    deliveryOption: option,
    deliveryEstimateMinutes: delivery?.estimatedMinutes ?? null,
    note: request.note ?? null,
    scheduledFor: request.scheduledFor ? new Date(request.scheduledFor) : null,
    lines: lines.map((line) => ({
      dishId: line.dishId,
      name: line.name,
      imageUrl: line.imageUrl,
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      choices: line.choices,
      selectionKey: line.selectionKey,
      note: line.note,
    })),
    callbackUrl: `${config.appUrl}/checkout/payment`,
  });
  return {
    reference: payment.reference,
    accessCode,
    authorizationUrl,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    provider: payments.providerInfo(),
  };
}
