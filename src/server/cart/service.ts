import type { CatalogService } from '@server/catalog';
import { AppError } from '@server/errors';
import { type CartView, cartTexts, summarizeCart } from '@shared/cart';
import { catalogTexts, type MenuItem } from '@shared/catalog';
import { CURRENCY } from '@shared/constants';
import { type ChosenOption, type GroupSelection, LINE_NOTE_MAX } from '@shared/dish-options';
import { messages } from '@shared/messages';
import { withinOrderLimit } from '@shared/money';
import { soldOutTexts } from '@shared/sold-out';
import type { FastifyBaseLogger } from 'fastify';
import { GUEST_CART_TTL_MS } from './guest-sweep';
import { type CartLineCache, createCartLineCache } from './line-cache';
import { priceRequest, toLine } from './line-pricing';
import { type CartOwner, ownerKey } from './owner';
import type { CartRepository, CartRow, DbExecutor, LockedLine } from './repository';

/** What checkout needs of one line: the catalog's current unit price, never a stored one. */
export interface CheckoutLine {
  lineId: string;
  dishId: string;
  name: string;
  imageUrl: string;
  unitPriceMinor: number;
  quantity: number;
  /** False when the dish left the menu after it was added: checkout must refuse such a cart. */
  available: boolean;
  /** Sold out: refused at payment start by name. */
  soldOut?: boolean;
  /** Today's price differs from the one the diner saw: payment waits. */
  priceChanged: boolean;
  /** The choices picked (names and deltas at today's prices) and the order-free key of them. */
  choices: ChosenOption[];
  selectionKey: string;
  note: string;
}

interface Deps {
  repo: CartRepository;
  /** Keeps carts in memory (line-cache.ts says when a copy may answer). */
  cache?: CartLineCache;
  catalog: CatalogService;
  log: FastifyBaseLogger;
}

/**
 * Each diner's cart (signed in or a guest). Prices come only from the catalog: the request names a dish and a
 * quantity, nothing else. Quantities stay within 1..99, enforced here and by the database.
 */
export function createCartService({
  repo,
  catalog,
  log,
  cache = createCartLineCache('off'),
}: Deps) {
  const currency = CURRENCY;

  /** The current catalog entry of each line; the stored snapshot when the source cannot answer. */
  async function price(rows: CartRow[]): Promise<Map<string, MenuItem>> {
    if (rows.length === 0) return new Map();
    try {
      return await catalog.findItems(rows.map((r) => r.dishId));
    } catch (error) {
      // Only an external source can fail here; its prices are derived from the recipe id, so the
      // price stored when the dish was added is that same price.
      if (!(error instanceof AppError) || error.code !== 'unavailable') throw error;
      log.warn({ err: error }, 'catalog unavailable; pricing the cart from its stored snapshot');
      return new Map(
        rows.map((r) => [
          r.dishId,
          {
            id: r.dishId,
            name: r.name,
            description: '',
            category: '',
            area: '',
            priceMinor: r.unitPriceMinor,
            image: { url: r.imageUrl, width: r.imageWidth, height: r.imageHeight },
            available: true,
          },
        ]),
      );
    }
  }

  /**
   * The cart's view without waiting, when this process has it: the cached lines, priced earlier
   * with dishes the in-memory menu still holds (the same objects: a change to a dish's price,
   * options, sold-out mark or visibility replaces its object). Undefined when it must be priced.
   */
  function viewNow(owner: CartOwner, revision: number | null = null): CartView | undefined {
    const entry = cache.peek(ownerKey(owner), revision);
    const priced = entry?.view;
    if (!priced) return undefined;
    const menu = catalog.itemsNow();
    if (!menu) return undefined;
    const { rows } = entry;
    for (let i = 0; i < rows.length; i += 1)
      if (menu.get((rows[i] as CartRow).dishId) !== priced.items[i]) return undefined;
    return priced.value;
  }

  /**
   * The cart priced at today's menu. `revision`: the user's cart revision read with the session in
   * this request (GET /api/cart on PostgreSQL), which lets a copy priced earlier answer.
   */
  async function view(owner: CartOwner, revision: number | null = null): Promise<CartView> {
    const ready = viewNow(owner, revision);
    if (ready) return ready;
    const entry = await cache.read(ownerKey(owner), revision, () => repo.listLines(owner));
    const { rows } = entry;
    const items = await price(rows);
    const value = summarizeCart(
      rows.map((row) => toLine(row, items.get(row.dishId))),
      currency,
    );
    // Handed out again while current (and serialised once, see routes.ts): frozen against edits.
    for (const line of value.items) Object.freeze(line);
    Object.freeze(value.items);
    entry.view = { value: Object.freeze(value), items: rows.map((row) => items.get(row.dishId)) };
    return value;
  }

  /**
   * A change that would raise the cart past the largest order is refused before anything is
   * written, so the cart stays as it was. Lowering is always allowed, even in a
   * cart that price rises pushed past the limit. Checkout checks the total again (the hard gate).
   */
  function refuseOverLimit(before: CartView, afterMinor: number) {
    if (afterMinor > before.subtotalMinor && !withinOrderLimit(afterMinor))
      throw new AppError('conflict', cartTexts.orderTooLarge, {
        quantity: cartTexts.orderTooLarge,
      });
  }

  return {
    currency,
    view,
    /** For the hot read (GET /api/cart): the same answer as `view`, without a promise when cached. */
    viewNow,

    async add(
      owner: CartOwner,
      input: { dishId: string; quantity: number; options?: GroupSelection[]; note?: string },
    ): Promise<CartView> {
      const item = await catalog.findItem(input.dishId);
      if (!item) throw new AppError('not_found', catalogTexts.dishNotFound);
      if (!item.available) throw new AppError('conflict', catalogTexts.dishUnavailable);
      if (item.soldOut)
        throw new AppError('conflict', soldOutTexts.dishSoldOut(item.name), {
          dishId: soldOutTexts.dishSoldOut(item.name),
        });
      const priced = priceRequest(item, input.options);
      const note = (input.note ?? '').trim();
      if (note.length > LINE_NOTE_MAX) {
        const message = messages.dishOptions.noteTooLong(LINE_NOTE_MAX);
        throw new AppError('invalid', message, { note: message });
      }
      const before = await view(owner);
      refuseOverLimit(before, before.subtotalMinor + priced.unitPriceMinor * input.quantity);
      const row = await repo.addOrIncrement({
        owner,
        dishId: item.id,
        name: item.name,
        imageUrl: item.image.url,
        imageWidth: item.image.width,
        imageHeight: item.image.height,
        unitPriceMinor: priced.unitPriceMinor,
        seenUnitPriceMinor: priced.unitPriceMinor,
        quantity: input.quantity,
        selectionKey: priced.key,
        choices: priced.choices,
        note,
      });
      if (!row) throw new AppError('conflict', cartTexts.quantityLimit);
      cache.drop(ownerKey(owner));
      return view(owner);
    },

    async setQuantity(owner: CartOwner, lineId: string, quantity: number): Promise<CartView> {
      const before = await view(owner);
      const line = before.items.find((l) => l.id === lineId);
      if (line?.available)
        refuseOverLimit(
          before,
          before.subtotalMinor - line.lineTotalMinor + line.unitPriceMinor * quantity,
        );
      const row = await repo.setQuantity(owner, lineId, quantity);
      if (!row) throw new AppError('not_found', cartTexts.lineNotFound);
      cache.drop(ownerKey(owner));
      return view(owner);
    },

    /**
     * "Accept new prices": every line whose price changed is now seen at today's
     * price, so payment may start. The answer is the cart, now without notices.
     */
    async acceptPrices(owner: CartOwner): Promise<CartView> {
      const before = await view(owner);
      const changed = before.items
        .filter((line) => line.previousUnitPriceMinor !== undefined)
        .map((line) => ({ lineId: line.id, unitPriceMinor: line.unitPriceMinor }));
      if (changed.length === 0) return before;
      await repo.confirmPrices(owner, changed);
      cache.drop(ownerKey(owner));
      return view(owner);
    },

    async remove(owner: CartOwner, lineId: string): Promise<CartView> {
      if (!(await repo.deleteLine(owner, lineId)))
        throw new AppError('not_found', cartTexts.lineNotFound);
      cache.drop(ownerKey(owner));
      return view(owner);
    },

    /**
     * For checkout: the owner's lines with the catalog's current unit prices. Pass the checkout's
     * transaction and `lock: true` so the cart cannot change between pricing and clearing it.
     */
    async linesForCheckout(
      owner: CartOwner,
      options: { executor?: DbExecutor; lock?: boolean } = {},
    ): Promise<CheckoutLine[]> {
      const rows = await repo.listLines(owner, options);
      const items = await price(rows);
      return rows.map((row) => {
        const line = toLine(row, items.get(row.dishId));
        return {
          lineId: line.id,
          dishId: line.dishId,
          name: line.name,
          imageUrl: line.image.url,
          unitPriceMinor: line.unitPriceMinor,
          quantity: line.quantity,
          available: line.available,
          soldOut: line.soldOut === true,
          priceChanged: line.previousUnitPriceMinor !== undefined,
          choices: line.choices,
          selectionKey: row.selectionKey,
          note: row.note,
        };
      });
    },

    /**
     * For recording a payment: the owner's lines (dish and quantity, no prices), locked until `tx`
     * ends, so the cart cannot change before it is cleared in that same transaction. Price-free on
     * purpose: pricing asks the catalog, which may query outside `tx`, and on PGlite (one
     * connection) that would wait for `tx` itself forever.
     */
    lockLines(tx: DbExecutor, owner: CartOwner): Promise<LockedLine[]> {
      return repo.lockContents(tx, owner);
    },

    /**
     * Empties the owner's cart; inside the checkout's transaction when one is passed. Every change
     * to a cart must come through this service, so the in-memory copy is dropped with it.
     */
    async clearForUser(owner: CartOwner, executor?: DbExecutor): Promise<number> {
      const removed = await repo.clear(owner, executor);
      cache.drop(ownerKey(owner));
      return removed;
    },

    /**
     * A guest signed in: the guest's lines join the account's cart (summed, capped at 99, the
     * same choices and note being one line). Nothing happens for an empty or already merged cart.
     */
    /**
     * Drops guest carts untouched for 30 days (the sweep, guest-sweep.ts). A cached copy may
     * outlive it on PGlite until that cart changes; the cookie that could read it has expired too.
     */
    pruneGuestCarts: (now: Date = new Date()) =>
      repo.pruneGuestLines(new Date(now.getTime() - GUEST_CART_TTL_MS)),

    async mergeGuestCart(guest: CartOwner, userId: string): Promise<number> {
      if (!('guestKey' in guest)) return 0;
      const merged = await repo.mergeGuestLines(guest.guestKey, userId);
      cache.drop(ownerKey(guest));
      cache.drop(ownerKey({ userId }));
      return merged;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
