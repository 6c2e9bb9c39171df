import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every customer name the orders carry, in lower case (`lower(customer_name)`), with how many
 * orders carry it: what the back office's search by name looks a term up in (lists.ts). A million orders hold a few thousand names, so the
 * trigram lookup reads this small table instead of the orders' own trigram lists, whose every
 * posting list ("ngo", "bru", …) runs to thousands of orders (4.5 of the 7 ms of the search
 * "Ngozi Bruno" at 1M orders); the orders of the names found then come by the name's btree.
 * Kept by statement triggers on `orders` in the writing transaction (drizzle/*_order_names.sql),
 * counted, so a name goes when no order carries it any more: the account deletion's anonymising
 * of a customer's orders takes their name out of it too.
 */
export const orderNames = pgTable(
  'order_names',
  {
    /** `lower(customer_name)`: the search ignores case, and `like` on it is cheaper than `ilike`. */
    name: text('name').primaryKey(),
    /** Orders carrying the name: the row goes when it reaches 0. */
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_names_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);
