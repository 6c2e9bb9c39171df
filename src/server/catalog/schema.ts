import { ALLERGEN_CODES, DIET_CODES, SPICY_MAX } from '@shared/dietary';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `ARRAY['a','b']::text[]` of known codes, for the CHECKs that refuse any other code. */
const knownCodes = (codes: readonly string[]) =>
  sql.raw(`ARRAY[${codes.map((code) => `'${code}'`).join(', ')}]::text[]`);

/**
 * The menu's categories, in the owner's order (`position`). A hidden one keeps its dishes off the
 * menu. Dishes name their category (foreign key on the name, ON UPDATE CASCADE): a rename carries
 * every dish along in the same statement, and a category that still has dishes cannot be deleted.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(t.name),
    uniqueIndex('categories_name_folded_unique').on(sql`lower(${t.name})`),
    check('categories_name_length', sql`char_length(${t.name}) between 1 and 40`),
  ],
);

/** The restaurant's own dishes (the `local` catalog source). Prices are integer kobo. */
export const dishes = pgTable(
  'dishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A stable handle for seeded dishes, so the demo seed never inserts a dish twice. */
    slug: text('slug'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    area: text('area').notNull(),
    priceMinor: integer('price_minor').notNull(),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    available: boolean('available').notNull().default(true),
    /** Allergen and diet codes of `shared/dietary.ts`, spicy level 0..3. */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    diets: text('diets').array().notNull().default(sql`'{}'::text[]`),
    spicy: smallint('spicy').notNull().default(0),
    /** Sold out: marked by staff, until `sold_out_until` (null = until turned back). */
    soldOut: boolean('sold_out').notNull().default(false),
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** Portions left (null = not counted): a payment takes its quantity in one conditional update. */
    stock: integer('stock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dishes_slug_unique').on(t.slug),
    index('dishes_category_idx').on(t.category),
    check('dishes_price_positive', sql`${t.priceMinor} > 0`),
    check('dishes_allergens_known', sql`${t.allergens} <@ ${knownCodes(ALLERGEN_CODES)}`),
    check('dishes_diets_known', sql`${t.diets} <@ ${knownCodes(DIET_CODES)}`),
    check('dishes_spicy_range', sql`${t.spicy} between 0 and ${sql.raw(String(SPICY_MAX))}`),
    check('dishes_stock_range', sql`${t.stock} is null or ${t.stock} between 0 and 9999`),
  ],
);

/**
 * One row (id = 1). `revision` goes up with every change to the dishes, so each server instance
 * can tell with one tiny query whether its in-memory copy of the menu is still current.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  demoSeededAt: timestamp('demo_seeded_at', { withTimezone: true }),
});
