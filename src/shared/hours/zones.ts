import {
  zoneSettingsTexts as texts,
  ZONE_AREAS_MAX,
  ZONE_NAME_MAX,
  zoneTexts,
} from '@shared/hours/texts';
import { INT32_MAX } from '@shared/money';
import { z } from 'zod';

/**
 * Delivery zones: named lists of areas and postcodes, each with its fee,
 * minimum order and estimated delivery time. An address belongs to the zone listing its area or
 * its postcode, compared without case, accents, spaces or punctuation ("Victoria-Island" is
 * "victoria island", "sw1a1aa" is "SW1A 1AA"); only whole names match, never a prefix.
 */

const amountSchema = z
  .number({ error: texts.amountInvalid })
  .int(texts.amountInvalid)
  .min(0, texts.amountInvalid)
  .max(INT32_MAX, texts.amountInvalid);

export const deliveryZoneSchema = z.strictObject({
  name: z.string().trim().min(1, texts.nameRequired).max(ZONE_NAME_MAX, texts.nameRequired),
  areas: z
    .array(z.string().trim().min(1, texts.areaEmpty).max(ZONE_NAME_MAX, texts.areaEmpty))
    .min(1, texts.areasRequired)
    .max(ZONE_AREAS_MAX, texts.areasRequired),
  feeMinor: amountSchema,
  minimumOrderMinor: amountSchema,
  /** Delivery is free when the dishes come to more than this; null = never free. */
  freeAboveMinor: amountSchema.min(1, texts.freeAboveInvalid).nullable(),
  estimatedMinutes: z
    .number({ error: texts.estimateInvalid })
    .int(texts.estimateInvalid)
    .min(1, texts.estimateInvalid)
    .max(600, texts.estimateInvalid),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** The comparable form of an area or postcode: lower case letters and digits only. */
export const areaKey = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The zones as the owner saves them: distinct names, and no area or postcode in two zones. */
export const deliveryZonesSchema = z
  .array(deliveryZoneSchema)
  .max(50)
  .superRefine((zones, ctx) => {
    const owner = new Map<string, string>();
    const names = new Set<string>();
    zones.forEach((zone, index) => {
      if (names.has(areaKey(zone.name))) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: texts.duplicateName(zone.name),
        });
      }
      names.add(areaKey(zone.name));
      for (const area of zone.areas) {
        const first = owner.get(areaKey(area));
        if (first !== undefined && first !== zone.name) {
          const message = texts.areaInTwoZones(area, first, zone.name);
          ctx.addIssue({ code: 'custom', path: [index, 'areas'], message });
        }
        if (first === undefined) owner.set(areaKey(area), zone.name);
      }
    });
  });

export interface ZoneAddress {
  area?: string | null;
  postcode?: string | null;
}

/** The zone that delivers to the address (the first listed, should two claim it), or null. */
export function zoneFor(zones: readonly DeliveryZone[], address: ZoneAddress): DeliveryZone | null {
  const wanted = [address.area, address.postcode]
    .map((value) => (value ? areaKey(value) : ''))
    .filter((key) => key !== '');
  if (wanted.length === 0) return null;
  return zones.find((zone) => zone.areas.some((area) => wanted.includes(areaKey(area)))) ?? null;
}

export type DeliveryQuote =
  | { ok: true; feeMinor: number; free: boolean; estimatedMinutes: number }
  | { ok: false; reason: 'below_minimum'; shortByMinor: number; message: string };

/** What delivering dishes worth `subtotalMinor` to `zone` costs, or why it is refused. */
export function deliveryQuote(zone: DeliveryZone, subtotalMinor: number): DeliveryQuote {
  if (subtotalMinor < zone.minimumOrderMinor) {
    const shortByMinor = zone.minimumOrderMinor - subtotalMinor;
    const message = zoneTexts.belowMinimum(zone.name, zone.minimumOrderMinor, shortByMinor);
    return { ok: false, reason: 'below_minimum', shortByMinor, message };
  }
  const free = zone.freeAboveMinor !== null && subtotalMinor > zone.freeAboveMinor;
  return {
    ok: true,
    feeMinor: free ? 0 : zone.feeMinor,
    free,
    estimatedMinutes: zone.estimatedMinutes,
  };
}

/** The words for an address no zone delivers to, offering pickup. */
export const notDeliveredMessage = (address: ZoneAddress): string =>
  zoneTexts.notDelivered(address.area?.trim() || address.postcode?.trim() || undefined);
