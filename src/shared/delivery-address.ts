import { z } from 'zod';

/**
 * A delivery address as the diner entered it: the street, the area or postcode (what the delivery
 * zones price) and the optional directions for the rider. Every screen, mail and ticket that
 * names where an order goes writes it with `formatDeliveryAddress`, so none drops a part.
 */
export const DIRECTIONS_MAX_LENGTH = 200;

export const deliveryAddressTexts = {
  directions: 'Directions for the rider (optional)',
  directionsHint: 'A landmark, the gate or the floor: whatever helps the rider find your door.',
  directionsLength: `Please keep the directions to ${DIRECTIONS_MAX_LENGTH} characters.`,
  /** The whole address on one line: the place, then the directions. */
  withDirections: (place: string, directions: string) => `${place} (${directions})`,
} as const;

/** The directions field of every address form: optional, trimmed, blank meaning none. */
export const directionsSchema = z
  .string({ error: deliveryAddressTexts.directionsLength })
  .trim()
  .max(DIRECTIONS_MAX_LENGTH, deliveryAddressTexts.directionsLength)
  .optional();

export interface DeliveryAddressParts {
  address: string | null;
  /** Null on orders and saved addresses from before the area was kept apart. */
  area: string | null;
  directions: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** A stored directions value: what the diner typed, or null when they typed nothing. */
export const directionsOrNull = (value: string | null | undefined) => clean(value) || null;

/**
 * "7 Admiralty Road, Lekki Phase 1 (blue gate opposite the pharmacy)". The area is left out when
 * the street already names it as one of its parts, so an address typed whole ("14 Admiralty Way,
 * Lekki Phase 1, Lagos") does not name its area twice.
 */
export function formatDeliveryAddress(parts: DeliveryAddressParts): string {
  const street = clean(parts.address);
  const area = clean(parts.area);
  const repeats = street
    .toLowerCase()
    .split(',')
    .some((part) => area !== '' && part.trim() === area.toLowerCase());
  const place = [street, repeats ? '' : area].filter(Boolean).join(', ');
  const directions = clean(parts.directions);
  return directions ? deliveryAddressTexts.withDirections(place, directions) : place;
}

/** The same parts as an order, a payment and a kitchen ticket name them. */
export interface OrderDeliveryFields {
  deliveryAddress: string | null;
  deliveryArea: string | null;
  deliveryDirections: string | null;
}

/** An order's whole delivery address on one line (empty for a pickup). */
export const formatOrderDelivery = (order: OrderDeliveryFields) =>
  formatDeliveryAddress({
    address: order.deliveryAddress,
    area: order.deliveryArea,
    directions: order.deliveryDirections,
  });
