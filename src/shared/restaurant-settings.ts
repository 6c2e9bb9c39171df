import { type BookingRules, bookingRulesSchema } from '@shared/booking-rules';
import { type PaymentOptions, paymentOptionsSchema } from '@shared/checkout-payments';
import { BUSINESS } from '@shared/constants';
import {
  deliveryZonesSchema,
  describeOpenState,
  type HoursSettings,
  hoursSettingsSchema,
  type OpenState,
  slotRefusalTexts,
} from '@shared/hours';
import { type StaffAlerts, staffAlertsSchema } from '@shared/staff-alerts';
import { z } from 'zod';

/**
 * The restaurant's settings as the owner edits them on /admin/settings: the
 * opening-hours rules of `@shared/hours` plus the restaurant's name, address and phone. The time
 * zone and currency stay deployment settings (environment), shown read-only.
 */

export const RESTAURANT_NAME_MAX = 80;
export const RESTAURANT_ADDRESS_MAX = 200;
export const RESTAURANT_PHONE_MAX = 40;

export const restaurantSettingsTexts = {
  nameRequired: `Please give the restaurant's name (at most ${RESTAURANT_NAME_MAX} characters).`,
  addressRequired: `Please give the restaurant's address (at most ${RESTAURANT_ADDRESS_MAX} characters).`,
  phoneInvalid: `Please give a phone number diners can call (digits, spaces, + ( ) -; at most ${RESTAURANT_PHONE_MAX} characters).`,
  saved: 'Settings saved.',
  ownerOnly: 'Only the owner can change the restaurant settings.',
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()-]{5,}$/;

export const restaurantDetailsSchema = z.strictObject({
  name: z
    .string({ error: restaurantSettingsTexts.nameRequired })
    .trim()
    .min(1, restaurantSettingsTexts.nameRequired)
    .max(RESTAURANT_NAME_MAX, restaurantSettingsTexts.nameRequired),
  address: z
    .string({ error: restaurantSettingsTexts.addressRequired })
    .trim()
    .min(1, restaurantSettingsTexts.addressRequired)
    .max(RESTAURANT_ADDRESS_MAX, restaurantSettingsTexts.addressRequired),
  phone: z
    .string({ error: restaurantSettingsTexts.phoneInvalid })
    .trim()
    .max(RESTAURANT_PHONE_MAX, restaurantSettingsTexts.phoneInvalid)
    .regex(PHONE_PATTERN, restaurantSettingsTexts.phoneInvalid),
});
export type RestaurantDetails = z.infer<typeof restaurantDetailsSchema>;

/**
 * What PUT /api/admin/settings takes: the details, the hours rules and the delivery zones, whole.
 * `zones: null` means no zones were set up: delivery anywhere at the standard fee, no minimum
 * (the store before zones); `[]` means delivery nowhere (pickup only).
 */
export const restaurantSettingsSchema = z.strictObject({
  details: restaurantDetailsSchema,
  hours: hoursSettingsSchema,
  zones: deliveryZonesSchema.nullable(),
  /** The booking rules; left out, the ones in force are kept. */
  bookings: bookingRulesSchema.optional(),
  /** The staff alerts; left out, the ones in force are kept. */
  alerts: staffAlertsSchema.optional(),
  /** The in-person payments allowed; left out, the ones in force are kept. */
  payments: paymentOptionsSchema.optional(),
});
export type RestaurantSettingsInput = z.infer<typeof restaurantSettingsSchema>;
/** The settings in force: the booking rules always present (their defaults until the owner saves). */
export type RestaurantSettings = Omit<
  RestaurantSettingsInput,
  'bookings' | 'alerts' | 'payments'
> & {
  bookings: BookingRules;
  alerts: StaffAlerts;
  payments: PaymentOptions;
};

/**
 * What PATCH /api/admin/settings takes: the sections the page saves on its own, each whole, the
 * rest kept as in force. `hours` names only its parts saved (the week, closures, slots); the pause
 * is never among them: it has its own endpoint, so no section's save can undo a pause meanwhile.
 */
export const restaurantSettingsPatchSchema = z.strictObject({
  details: restaurantDetailsSchema.optional(),
  hours: hoursSettingsSchema.omit({ pause: true }).partial().optional(),
  zones: deliveryZonesSchema.nullable().optional(),
  bookings: bookingRulesSchema.optional(),
  alerts: staffAlertsSchema.optional(),
  payments: paymentOptionsSchema.optional(),
});
export type RestaurantSettingsPatch = z.infer<typeof restaurantSettingsPatchSchema>;

/** What GET /api/admin/settings answers: the settings plus the read-only deployment settings. */
export const restaurantSettingsViewSchema = restaurantSettingsSchema.extend({
  bookings: bookingRulesSchema,
  alerts: staffAlertsSchema,
  payments: paymentOptionsSchema,
  timeZone: z.string(),
  currency: z.string(),
  updatedAt: z.string().nullable(),
});
export type RestaurantSettingsView = z.infer<typeof restaurantSettingsViewSchema>;

export const DEFAULT_RESTAURANT_DETAILS: RestaurantDetails = {
  name: BUSINESS.name,
  address: BUSINESS.street,
  phone: BUSINESS.phone,
};

/** Open around the clock: two touching periods a day (a period cannot end when it starts). */
const ALWAYS_PERIODS = [
  { start: '00:00', end: '12:00' },
  { start: '12:00', end: '00:00' },
];

/**
 * The hours of a restaurant nobody has set hours for: open around the clock, no pause, no lead
 * time. Also what tests, e2e and load runs use
 * (`RESTAURANT_HOURS=always`), since they order at any hour of the day.
 */
export const ALWAYS_OPEN_HOURS: HoursSettings = {
  hours: {
    default: {
      mon: ALWAYS_PERIODS,
      tue: ALWAYS_PERIODS,
      wed: ALWAYS_PERIODS,
      thu: ALWAYS_PERIODS,
      fri: ALWAYS_PERIODS,
      sat: ALWAYS_PERIODS,
      sun: ALWAYS_PERIODS,
    },
    delivery: null,
    pickup: null,
    reservations: null,
  },
  closures: [],
  leadTimeMinutes: 0,
  slotMinutes: 15,
  maxOrdersPerSlot: null,
  pause: { on: false, until: null },
};

/** One ordering service's state for diners: whether it takes ASAP orders now, and in words. */
export const serviceStatusSchema = z.object({
  open: z.boolean(),
  words: z.string(),
  /** Why an order started now is refused (null when it is taken), in the diner's words. */
  refusal: z.string().nullable(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** GET /api/restaurant/status: what the header, home page and checkout show diners. */
export const restaurantStatusSchema = z.object({
  delivery: serviceStatusSchema,
  pickup: serviceStatusSchema,
  /** Closures of today and the coming week ("Closed today (Public holiday)"). */
  notices: z.array(z.string()),
  /** The weekly hours in words for the contact page and footer ("Every day: 11:00–15:00 and …"). */
  hours: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type RestaurantStatus = z.infer<typeof restaurantStatusSchema>;

/**
 * The words an ASAP order is refused with, from `asapEstimate`'s reason and the open state:
 * "Online orders are paused until 18:30.", "We are closed now · opens Tue 11:00",
 * "Closed today (Public holiday) · opens Wed 11:00", or the closing-soon words.
 */
export function orderRefusalWords(
  reason: 'closed_hours' | 'closure' | 'paused' | 'closing_soon' | 'full',
  state: OpenState,
  now: Date,
  timeZone: string,
): string {
  if (reason === 'closing_soon' || reason === 'full') return slotRefusalTexts[reason];
  const words = describeOpenState(state, now, timeZone);
  if (reason === 'paused') return `${words}.`;
  if (reason === 'closed_hours') return words.replace(/^Closed/, 'We are closed now');
  return words;
}
