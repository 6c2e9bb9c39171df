import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/rows';
import { CART_QUANTITY_MAX } from '@shared/constants';
import type { ChosenOption } from '@shared/dish-options';
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { type CartOwner, ownedBy, ownerColumns } from './owner';
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
  owner: CartOwner;
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
 * All database access of the cart. Every statement is scoped by the cart's owner (a user or a
 * guest), so a line id copied from another cart matches nothing.
 */
export function createCartRepository(db: Db) {
  return {
    /** The owner's lines, oldest first; `lock` holds them until the caller's transaction ends. */
    async listLines(
      owner: CartOwner,
      options: { executor?: DbExecutor; lock?: boolean } = {},
    ): Promise<CartRow[]> {
      const query = (options.executor ?? db)
        .select()
        .from(cartItems)
        .where(ownedBy(owner))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return options.lock ? await query.for('update') : await query;
    },

    /** What the cart holds (dish and quantity, nothing else), locked until the caller's transaction ends. */
    lockContents(executor: DbExecutor, owner: CartOwner): Promise<LockedLine[]> {
      return executor
        .select({
          dishId: cartItems.dishId,
          quantity: cartItems.quantity,
          selectionKey: cartItems.selectionKey,
          note: cartItems.note,
        })
        .from(cartItems)
        .where(ownedBy(owner))
        .for('update');
    },

    /**
     * Adds a dish, or raises the quantity of the line that already holds it (same dish, same
     * choices, same note), in one statement.
     * Returns undefined when the new quantity would pass the maximum (the line is left unchanged).
     */
    async addOrIncrement({ owner, ...line }: NewLine): Promise<CartRow | undefined> {
      const ownerColumn = 'userId' in owner ? cartItems.userId : cartItems.guestKey;
      const [row] = await db
        .insert(cartItems)
        .values({ ...line, ...ownerColumns(owner) })
        .onConflictDoUpdate({
          target: [ownerColumn, cartItems.dishId, cartItems.selectionKey, cartItems.note],
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
      owner: CartOwner,
      lineId: string,
      quantity: number,
    ): Promise<CartRow | undefined> {
      const [row] = await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.id, lineId), ownedBy(owner)))
        .returning();
      return row;
    },

    /**
     * "Accept new prices": each named line of the owner now seen at the given
     * unit price, in one statement. Returns how many lines were updated.
     */
    async confirmPrices(
      owner: CartOwner,
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
        .where(and(ownedBy(owner), sql`${cartItems.id} = seen.line_id`))
        .returning({ id: cartItems.id });
      return rows.length;
    },

    async deleteLine(owner: CartOwner, lineId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, lineId), ownedBy(owner)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async clear(owner: CartOwner, executor: DbExecutor = db): Promise<number> {
      const rows = await executor
        .delete(cartItems)
        .where(ownedBy(owner))
        .returning({ id: cartItems.id });
      return rows.length;
    },

    /**
     * A guest who signs in (docs/decisions/031-guest-checkout.md): every guest line moves to the
     * account's cart in one statement. The same dish, choices and note as an account line is that
     * line, its quantities summed and capped at the cart's maximum; the guest's lines are deleted.
     * Run again (a repeated sign-in with the same cookie), it finds no guest lines and does nothing.
     */
    async mergeGuestLines(guestKey: string, userId: string): Promise<number> {
      const moved = await executeRows(
        db,
        sql`
        with moved as (
          delete from cart_items where guest_key = ${guestKey}
          returning dish_id, name, image_url, image_width, image_height, unit_price_minor,
            seen_unit_price_minor, quantity, selection_key, choices, note, created_at
        )
        insert into cart_items (user_id, dish_id, name, image_url, image_width, image_height,
          unit_price_minor, seen_unit_price_minor, quantity, selection_key, choices, note, created_at)
        select ${userId}::uuid, dish_id, name, image_url, image_width, image_height,
          unit_price_minor, seen_unit_price_minor, quantity, selection_key, choices, note, created_at
        from moved
        on conflict (user_id, dish_id, selection_key, note) do update set
          quantity = least(cart_items.quantity + excluded.quantity, ${CART_QUANTITY_MAX}),
          choices = excluded.choices,
          unit_price_minor = excluded.unit_price_minor,
          -- The guest saw this line's price just now: the merged line is at that price.
          seen_unit_price_minor = excluded.seen_unit_price_minor,
          updated_at = now()
        returning id`,
      );
      return moved.length;
    },

    /** Deletes guest lines untouched since `before` (abandoned guest carts); returns how many. */
    async pruneGuestLines(before: Date): Promise<number> {
      const rows = await db
        .delete(cartItems)
        .where(and(isNotNull(cartItems.guestKey), lt(cartItems.updatedAt, before)))
        .returning({ id: cartItems.id });
      return rows.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
