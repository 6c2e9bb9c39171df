import { DELIVERY_FEE_MINOR } from '@shared/constants';
import {
  type DeliveryZone,
  deliveryQuote,
  notDeliveredMessage,
  type ZoneAddress,
  zoneFor,
} from '@shared/hours/zones';
import { formatMoney } from '@shared/money';
import { z } from 'zod';

/**
 * What delivering this cart to this address costs, or why it cannot be
 * delivered: one pure rule the checkout summary shows and the payment start enforces. Zones are
 * the restaurant's settings; `null` zones mean none were ever set up, and then every address is
 * delivered to at the standard fee with no minimum (the store before zones,
 * docs/decisions/036-delivery-zones.md).
 */

export const deliveryTermsTexts = {
  noAddress: 'Please choose a delivery address.',
  noArea:
    'This address was saved without its area or postcode, so we cannot tell whether we deliver there. Add it again with its area, or choose pickup.',
  choosePickup: 'Choose pickup instead',
  addDishes: 'Add more dishes',
  zoneLine: (zone: string, minutes: number) => `Delivery to ${zone} · about ${minutes} min`,
  freeAbove: (amountMinor: number) => `Free delivery on orders above ${formatMoney(amountMinor)}.`,
  freeDelivery: 'Free delivery',
  minimum: (amountMinor: number) => `Minimum order ${formatMoney(amountMinor)}.`,
} as const;

export const DELIVERY_REFUSALS = [
  'no_address',
  'no_area',
  'not_delivered',
  'below_minimum',
] as const;
export type DeliveryRefusalReason = (typeof DELIVERY_REFUSALS)[number];

export const deliveryTermsSchema = z.object({
  /** The zone's name; null when the restaurant has no zones (delivery everywhere) or none matched. */
  zone: z.string().nullable(),
  feeMinor: z.number().int().nonnegative(),
  /** The zone waives its fee for this cart (above its free-delivery amount). */
  free: z.boolean(),
  minimumOrderMinor: z.number().int().nonnegative(),
  freeAboveMinor: z.number().int().nonnegative().nullable(),
  estimatedMinutes: z.number().int().positive().nullable(),
  refusal: z
    .object({
      reason: z.enum(DELIVERY_REFUSALS),
      message: z.string(),
      /** below_minimum: how much more the dishes must come to. */
      shortByMinor: z.number().int().nonnegative().nullable(),
    })
    .nullable(),
});
export type DeliveryTerms = z.infer<typeof deliveryTermsSchema>;

const refused = (
  reason: DeliveryRefusalReason,
  message: string,
  zone: DeliveryZone | null = null,
  shortByMinor: number | null = null,
): DeliveryTerms => ({
  zone: zone?.name ?? null,
  feeMinor: zone?.feeMinor ?? 0,
  free: false,
  minimumOrderMinor: zone?.minimumOrderMinor ?? 0,
  freeAboveMinor: zone?.freeAboveMinor ?? null,
  estimatedMinutes: zone?.estimatedMinutes ?? null,
  refusal: { reason, message, shortByMinor },
});

/**
 * The terms for delivering dishes worth `subtotalMinor` to `address` (null: none chosen). An
 * address saved before zones has no area and is refused while zones exist; one in no zone is
 * refused with the words offering pickup; below the zone's minimum says how much is missing.
 */
export function deliveryTerms(
  zones: readonly DeliveryZone[] | null,
  address: (ZoneAddress & { area: string | null }) | null,
  subtotalMinor: number,
): DeliveryTerms {
  // No zones: the fee is the same for every address, so it is known before one is chosen.
  if (zones === null) {
    return {
      zone: null,
      feeMinor: DELIVERY_FEE_MINOR,
      free: false,
      minimumOrderMinor: 0,
      freeAboveMinor: null,
      estimatedMinutes: null,
      refusal: null,
    };
  }
  if (!address) return refused('no_address', deliveryTermsTexts.noAddress);
  if (!address.area?.trim() && !address.postcode?.trim())
    return refused('no_area', deliveryTermsTexts.noArea);
  const zone = zoneFor(zones, address);
  if (!zone) return refused('not_delivered', notDeliveredMessage(address));
  const quote = deliveryQuote(zone, subtotalMinor);
  if (!quote.ok) return refused('below_minimum', quote.message, zone, quote.shortByMinor);
  return {
    zone: zone.name,
    feeMinor: quote.feeMinor,
    free: quote.free,
    minimumOrderMinor: zone.minimumOrderMinor,
    freeAboveMinor: zone.freeAboveMinor,
    estimatedMinutes: quote.estimatedMinutes,
    refusal: null,
  };
}
