import { AppError } from '@server/errors';
import {
  type CheckoutSummary,
  checkoutTexts,
  type StartedPayment,
  type StartPaymentInput,
} from '@shared/checkout';
import { CURRENCY, deliveryFeeOf, PICKUP_OPTION } from '@shared/constants';
import { moneyLimitTexts, withinOrderLimit } from '@shared/money';
import type { PublicUser } from '@shared/schemas/auth';
import type { CheckoutDeps } from './deps';

type QuoteDeps = Pick<CheckoutDeps, 'cart' | 'payments' | 'repo' | 'config'>;

/** What the diner is about to pay: the cart at the catalog's prices plus the delivery fee (none for pickup). */
export async function summary(
  { cart, payments, repo, config }: QuoteDeps,
  user: PublicUser,
): Promise<CheckoutSummary> {
  const [view, option] = await Promise.all([cart.view(user.id), repo.deliveryOption(user.id)]);
  const fee = deliveryFeeOf(option);
  const lines = view.items.map((item) => ({
    dishId: item.dishId,
    name: item.name,
    image: item.image,
    unitPriceMinor: item.unitPriceMinor,
    quantity: item.quantity,
    lineTotalMinor: item.lineTotalMinor,
    available: item.available,
  }));
  return {
    lines,
    itemsTotalMinor: view.subtotalMinor,
    deliveryFeeMinor: fee,
    totalMinor: view.subtotalMinor + fee,
    currency: CURRENCY,
    provider: payments.providerInfo(),
    fulfilment: option === PICKUP_OPTION ? 'pickup' : 'delivery',
    pickup: { ...config.pickup },
  };
}

/** Where the order goes and whom to call: a saved address for delivery, a phone for pickup. */
async function destination(
  repo: QuoteDeps['repo'],
  user: PublicUser,
  input: StartPaymentInput,
  pickup: boolean,
): Promise<{ address: string; phone: string }> {
  if (pickup) {
    if (!input.contactPhone)
      throw new AppError('invalid', checkoutTexts.contactPhoneRequired, {
        contactPhone: checkoutTexts.contactPhoneRequired,
      });
    // payments.delivery_address is required; a pickup has none (the order stores null).
    return { address: '', phone: input.contactPhone };
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
  return { address: address.address, phone: address.phoneNo };
}

/**
 * Starts paying for the current cart: checks delivery option, address (delivery) or contact phone
 * (pickup) and cart, computes the amount here (items at the catalog's prices x quantity, plus the
 * delivery fee, none for pickup) and opens the provider's transaction.
 */
export async function startPayment(
  { cart, payments, repo, config }: QuoteDeps,
  user: PublicUser,
  input: StartPaymentInput & { fullName: string; email: string },
): Promise<StartedPayment> {
  const option = await repo.deliveryOption(user.id);
  const to = await destination(repo, user, input, option === PICKUP_OPTION);
  if (!option) throw new AppError('invalid', checkoutTexts.selectDeliveryOption);
  const fee = deliveryFeeOf(option);
  const lines = await cart.linesForCheckout(user.id);
  if (lines.length === 0) throw new AppError('conflict', checkoutTexts.cartEmpty);
  if (lines.some((line) => !line.available))
    throw new AppError('conflict', checkoutTexts.cartUnavailable);
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  // The hard gate of the money limit (issue 13, item 4): every amount this payment stores (the
  // payment, each order line, any refund) then fits the 32-bit amount columns. A 4xx, never a 500.
  if (!withinOrderLimit(itemsTotal)) throw new AppError('conflict', moneyLimitTexts.orderTooLarge);
  const { payment, accessCode, authorizationUrl } = await payments.start({
    userId: user.id,
    email: input.email,
    customerName: input.fullName,
    amountMinor: itemsTotal + fee,
    currency: CURRENCY,
    deliveryAddress: to.address,
    deliveryPhone: to.phone,
    deliveryOption: option,
    note: input.note ?? null,
    scheduledFor: input.scheduledFor ? new Date(input.scheduledFor) : null,
    lines: lines.map((line) => ({
      dishId: line.dishId,
      name: line.name,
      imageUrl: line.imageUrl,
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
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
