import { AppError } from '@server/errors';
import {
  type CheckoutSummary,
  checkoutTexts,
  type StartedPayment,
  type StartPaymentInput,
} from '@shared/checkout';
import { CURRENCY, DELIVERY_FEE_MINOR } from '@shared/constants';
import type { PublicUser } from '@shared/schemas/auth';
import type { CheckoutDeps } from './deps';

type QuoteDeps = Pick<CheckoutDeps, 'cart' | 'payments' | 'repo' | 'config'>;

/** What the diner is about to pay: the cart at the catalog's prices plus the delivery fee. */
export async function summary(
  { cart, payments }: QuoteDeps,
  user: PublicUser,
): Promise<CheckoutSummary> {
  const view = await cart.view(user.id);
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
    deliveryFeeMinor: DELIVERY_FEE_MINOR,
    totalMinor: view.subtotalMinor + DELIVERY_FEE_MINOR,
    currency: CURRENCY,
    provider: payments.providerInfo(),
  };
}

/**
 * Starts paying for the current cart: checks address, delivery option and cart, computes the
 * amount here (items at the catalog's prices x quantity, plus the delivery fee) and opens the
 * provider's transaction.
 */
export async function startPayment(
  { cart, payments, repo, config }: QuoteDeps,
  user: PublicUser,
  input: Required<StartPaymentInput>,
): Promise<StartedPayment> {
  const address = await repo.findAddress(user.id, input.addressId);
  if (!address) {
    throw new AppError('invalid', checkoutTexts.addressNotFound, {
      addressId: checkoutTexts.addressNotFound,
    });
  }
  const option = await repo.deliveryOption(user.id);
  if (!option) throw new AppError('invalid', checkoutTexts.selectDeliveryOption);
  const lines = await cart.linesForCheckout(user.id);
  if (lines.length === 0) throw new AppError('conflict', checkoutTexts.cartEmpty);
  if (lines.some((line) => !line.available))
    throw new AppError('conflict', checkoutTexts.cartUnavailable);
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const { payment, accessCode, authorizationUrl } = await payments.start({
    userId: user.id,
    email: input.email,
    customerName: input.fullName,
    amountMinor: itemsTotal + DELIVERY_FEE_MINOR,
    currency: CURRENCY,
    deliveryAddress: address.address,
    deliveryPhone: address.phoneNo,
    deliveryOption: option,
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
