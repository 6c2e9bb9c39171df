import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Promo codes. `uses` counts the redemptions held or made (a payment under way holds its use), so
 * the total cap is kept by the database: the CHECK refuses a use past it, and a use is taken with
 * one conditional UPDATE, never read and then written.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as the diner's entry is compared. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount', 'free_delivery'] }).notNull(),
    percent: integer('percent'),
    amountMinor: integer('amount_minor'),
    minimumOrderMinor: integer('minimum_order_minor').notNull().default(0),
    /** The first and last day in the restaurant's calendar, and the instants they start and end. */
    firstDay: text('first_day'),
    lastDay: text('last_day'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    dishIds: text('dish_ids').array().notNull().default(sql`'{}'::text[]`),
    totalCap: integer('total_cap'),
    perCustomerCap: integer('per_customer_cap'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check(
      'promo_codes_value',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountMinor} is null)
        or (${t.kind} = 'amount' and ${t.amountMinor} > 0 and ${t.percent} is null)
        or (${t.kind} = 'free_delivery' and ${t.percent} is null and ${t.amountMinor} is null)`,
    ),
    check(
      'promo_codes_uses_within_cap',
      sql`${t.uses} >= 0 and (${t.totalCap} is null or ${t.uses} <= ${t.totalCap})`,
    ),
    check(
      'promo_codes_caps_positive',
      sql`coalesce(${t.totalCap}, 1) > 0 and coalesce(${t.perCustomerCap}, 1) > 0`,
    ),
    check(
      'promo_codes_days',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * One redemption per payment (`reference`): held while the payment is under way, redeemed when it
 * settles, released when it fails or is refused (its use given back).
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    /** `user:<id>` for an account, `email:<sha-256 of the address>` for a guest (customerKeyOf). */
    customerKey: text('customer_key').notNull(),
    reference: text('reference').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    status: text('status', { enum: ['held', 'redeemed', 'released'] })
      .notNull()
      .default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_reference_unique').on(t.reference),
    index('promo_redemptions_code_idx').on(t.promoCodeId, t.createdAt),
    check('promo_redemptions_discount', sql`${t.discountMinor} >= 0`),
  ],
);

/** Uses per customer and code, kept beside the redemptions so the per-customer cap is one UPSERT. */
export const promoCustomerUses = pgTable(
  'promo_customer_uses',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    customerKey: text('customer_key').notNull(),
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promoCodeId, t.customerKey] }),
    check('promo_customer_uses_positive', sql`${t.uses} >= 0`),
  ],
);
