import type { Db } from '@server/db/client';
import { CART_QUANTITY_MAX } from '@shared/constants';
import type { ChosenOption } from '@shared/dish-options';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cartItems } from './schema';

export type CartRow = typeof cartItems.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction of the caller (checkout clears the cart inside its own). */
export type DbExecutor = Db | Tx;

/** A cart line as checkout compares it with what was paid for. */
export interface LockedLine {
  dishId: string;
  quantity: number;
  selectionKey: string;
  note: string;
}

export interface NewLine {
  userId: string;
  dishId: string;
  name: string;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  unitPriceMinor: number;
  /** The price the diner saw when adding (today's unit price). */
  seenUnitPriceMinor: number;
  quantity: number;
  selectionKey: string;
  choices: ChosenOption[];
  note: string;
}

/**
 * All database access of the cart. Every statement is scoped by user id, so a line id copied from
 * another customer's cart matches nothing.
 */
export function createCartRepository(db: Db) {
  return {
    /** The user's lines, oldest first; `lock` holds them until the caller's transaction ends. */
    async listLines(
      userId: string,
      options: { executor?: DbExecutor; lock?: boolean } = {},
    ): Promise<CartRow[]> {
      const query = (options.executor ?? db)
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return options.lock ? await query.for('update') : await query;
    },

    /** What the cart holds (dish and quantity, nothing else), locked until the caller's transaction ends. */
    lockContents(executor: DbExecutor, userId: string): Promise<LockedLine[]> {
      return executor
        .select({
          dishId: cartItems.dishId,
          quantity: cartItems.quantity,
          selectionKey: cartItems.selectionKey,
          note: cartItems.note,
        })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .for('update');
    },

    /**
     * Adds a dish, or raises the quantity of the line that already holds it (same dish, same
     * choices, same note), in one statement.
     * Returns undefined when the new quantity would pass the maximum (the line is left unchanged).
     */
    async addOrIncrement(line: NewLine): Promise<CartRow | undefined> {
      const [row] = await db
        .insert(cartItems)
        .values(line)
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.dishId, cartItems.selectionKey, cartItems.note],
          set: {
            choices: sql`excluded.choices`,
            quantity: sql`${cartItems.quantity} + excluded.quantity`,
            name: sql`excluded.name`,
            imageUrl: sql`excluded.image_url`,
            imageWidth: sql`excluded.image_width`,
            imageHeight: sql`excluded.image_height`,
            unitPriceMinor: sql`excluded.unit_price_minor`,
            // Adding it again from the menu, the diner saw today's price: the whole line is at it.
            seenUnitPriceMinor: sql`excluded.seen_unit_price_minor`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_QUANTITY_MAX}`,
        })
        .returning();
      return row;
    },

    async setQuantity(
      userId: string,
      lineId: string,
      quantity: number,
    ): Promise<CartRow | undefined> {
      const [row] = await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
        .returning();
      return row;
    },

    /**
     * "Accept new prices" (issue 17 item 6): each named line of the user now seen at the given
     * unit price, in one statement. Returns how many lines were updated.
     */
    async confirmPrices(
      userId: string,
      prices: { lineId: string; unitPriceMinor: number }[],
    ): Promise<number> {
      if (prices.length === 0) return 0;
      const values = sql.join(
        prices.map((p) => sql`(${p.lineId}::uuid, ${p.unitPriceMinor}::integer)`),
        sql`, `,
      );
      const rows = await db
        .update(cartItems)
        .set({ seenUnitPriceMinor: sql`seen.price`, updatedAt: new Date() })
        .from(sql`(values ${values}) as seen(line_id, price)`)
        .where(and(eq(cartItems.userId, userId), sql`${cartItems.id} = seen.line_id`))
        .returning({ id: cartItems.id });
      return rows.length;
    },

    async deleteLine(userId: string, lineId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async clear(userId: string, executor: DbExecutor = db): Promise<number> {
      const rows = await executor
        .delete(cartItems)
        .where(eq(cartItems.userId, userId))
        .returning({ id: cartItems.id });
      return rows.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
