import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { dishes } from './schema';

/**
 * Option groups of a dish: "Size" (required, exactly one), "Extras" (optional, up to
 * 3). The rules that use them are `shared/dish-options.ts`; orders keep their own copy of the
 * names and deltas picked, so editing or deleting a group never changes a past order.
 */
export const dishOptionGroups = pgTable(
  'dish_option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
  },
  (t) => [
    index('dish_option_groups_dish_idx').on(t.dishId, t.position),
    check(
      'dish_option_groups_range',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
);

/** One choice of a group, with what it adds to the dish's price (0 or negative allowed). */
export const dishOptionChoices = pgTable(
  'dish_option_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => dishOptionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    deltaMinor: integer('delta_minor').notNull().default(0),
    available: boolean('available').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /** Sold out, as on dishes: until `sold_out_until`, null = until turned back. */
    soldOut: boolean('sold_out').notNull().default(false),
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
  },
  (t) => [index('dish_option_choices_group_idx').on(t.groupId, t.position)],
);
