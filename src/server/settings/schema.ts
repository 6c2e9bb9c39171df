import type { BookingRules } from '@shared/booking-rules';
import type { PaymentOptions } from '@shared/checkout-payments';
import type { DeliveryZone, HoursSettings } from '@shared/hours';
import type { RestaurantDetails } from '@shared/restaurant-settings';
import type { StaffAlerts } from '@shared/staff-alerts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The restaurant's settings: one row (id 1), written by the owner on /admin/settings. The hours
 * rules are kept as JSON validated by `hoursSettingsSchema` on every write; `version` grows on
 * each write so another instance can tell its cached copy is old.
 */
export const restaurantSettings = pgTable(
  'restaurant_settings',
  {
    id: integer('id').primaryKey().default(1),
    details: jsonb('details').$type<RestaurantDetails>().notNull(),
    hours: jsonb('hours').$type<HoursSettings>().notNull(),
    /** The delivery zones, validated by `deliveryZonesSchema`; null = none set up. */
    deliveryZones: jsonb('delivery_zones').$type<DeliveryZone[]>(),
    /** The booking rules, validated by `bookingRulesSchema`; null = the defaults. */
    bookingRules: jsonb('booking_rules').$type<BookingRules>(),
    /** Staff alerts, validated by `staffAlertsSchema`; null = off. */
    staffAlerts: jsonb('staff_alerts').$type<StaffAlerts>(),
    /** Which in-person payments diners may choose, validated by `paymentOptionsSchema`; null = none. */
    paymentOptions: jsonb('payment_options').$type<PaymentOptions>(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that saved them last (null: written by the seed). */
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('restaurant_settings_one_row', sql`${t.id} = 1`)],
);
