import { AppError } from '@server/errors';
import { checkoutTexts } from '@shared/checkout';
import { type DeliveryTerms, deliveryTerms } from '@shared/delivery-terms';
import { formatMoney } from '@shared/money';
import type { PublicUser } from '@shared/schemas/auth';
import type { CheckoutDeps } from './deps';
import type { AddressRow } from './repository';

type ZoneDeps = Pick<CheckoutDeps, 'repo' | 'settings'>;

/**
 * Delivery zones at checkout: the terms of the chosen saved address by the
 * zones in force, read on the server for the summary and again when the payment starts, so a
 * zone changed in between is charged as it is now (and the diner told if the total moved).
 */

/** The address the summary quotes: the one asked for, else the default (as the page picks). */
export async function quotedAddress(
  { repo }: ZoneDeps,
  user: PublicUser,
  addressId: string | undefined,
): Promise<AddressRow | null> {
  if (addressId) {
    const address = await repo.findAddress(user.id, addressId);
    // Another diner's address (or a removed one) is refused like at payment start: never quoted.
    if (!address)
      throw new AppError('invalid', checkoutTexts.addressNotFound, {
        addressId: checkoutTexts.addressNotFound,
      });
    return address;
  }
  const saved = await repo.listAddresses(user.id);
  return saved.find((a) => a.isDefault) ?? saved[0] ?? null;
}

export async function termsFor(
  { settings }: ZoneDeps,
  address: Pick<AddressRow, 'area'> | null,
  subtotalMinor: number,
): Promise<DeliveryTerms> {
  return deliveryTerms(await settings.deliveryZones(), address, subtotalMinor);
}

/** What the summary charges for delivery: the zone's fee, nothing while it cannot be delivered. */
export const chargedFee = (terms: DeliveryTerms): number =>
  terms.refusal && terms.refusal.reason !== 'below_minimum' ? 0 : terms.feeMinor;

/**
 * The payment start's re-check: refuses (409, in the diner's words) an address no zone delivers
 * to, one saved without its area, or dishes below the zone's minimum, and answers the fee to
 * charge by the zones in force now, never the browser's, with the zone's travel estimate the
 * order keeps (null without zones).
 */
export async function deliveryFeeToCharge(
  deps: ZoneDeps,
  address: Pick<AddressRow, 'area'>,
  subtotalMinor: number,
): Promise<{ feeMinor: number; estimatedMinutes: number | null }> {
  const terms = await termsFor(deps, address, subtotalMinor);
  if (terms.refusal) {
    const { message } = terms.refusal;
    throw new AppError('conflict', message, { addressId: message });
  }
  return { feeMinor: terms.feeMinor, estimatedMinutes: terms.estimatedMinutes };
}

/**
 * The browser says which total it showed; a different one now (a zone or a price edited
 * meanwhile) is refused with the new total rather than charged unseen.
 */
export function assertShownTotal(totalMinor: number, shownMinor: number | undefined): void {
  if (shownMinor !== undefined && shownMinor !== totalMinor)
    throw new AppError('conflict', checkoutTexts.totalChanged(formatMoney(totalMinor)));
}
