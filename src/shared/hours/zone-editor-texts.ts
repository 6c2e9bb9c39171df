import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { formatMoney } from '@shared/money';

/** The words of the delivery zones editor on /admin/settings. */
export const zoneEditorTexts = {
  title: 'Delivery zones',
  intro:
    'Diners give an area or postcode with each address; an address is delivered to when a zone lists it (case, accents, spaces and punctuation do not matter).',
  limitToZones: 'Deliver only to the areas listed in zones',
  everywhere: `No zones: every address is delivered to at the standard fee of ${formatMoney(DELIVERY_FEE_MINOR)}, with no minimum order.`,
  noZones: 'No zones yet: delivery is off and diners can only pick up. Add a zone to deliver.',
  zone: (index: number) => `Zone ${index + 1}`,
  name: 'Zone name',
  areas: 'Areas or postcodes, one per line',
  fee: 'Delivery fee',
  minimum: 'Minimum order',
  freeAbove: 'Free delivery above',
  freeAboveHint: 'Optional: leave empty for never free.',
  estimate: 'Estimated delivery time (minutes)',
  remove: 'Remove zone',
  add: 'Add a zone',
} as const;
