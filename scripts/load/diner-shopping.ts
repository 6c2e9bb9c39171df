/** A virtual diner's browsing and cart (see diner.ts). */

import type { CartView } from '@shared/cart';
import type { CategoriesResponse, MenuItem } from '@shared/catalog';
import { between, DinerBase, fold, MAX_CART_LINES, pick } from './diner-base';

export class ShoppingDiner extends DinerBase {
  // Browsing ---------------------------------------------------------------------------------

  protected async browse() {
    if (this.categories.length === 0 || Math.random() < 0.3) {
      const answer = await this.client.call<CategoriesResponse>(
        'menu: categories',
        'GET',
        '/api/menu/categories',
        { check: (b) => (b.categories.length > 0 ? null : 'no categories') },
      );
      this.categories = answer.body.categories.map((c) => c.name);
    }
    const category = pick(this.categories);
    const menu = await this.client.call<{ items: MenuItem[] }>(
      'menu: category',
      'GET',
      `/api/menu?category=${encodeURIComponent(category)}`,
      { check: (b) => (Array.isArray(b.items) ? null : 'no items') },
    );
    if (menu.body.items.length > 0) this.dishes = menu.body.items;
    if (Math.random() < 0.4) {
      await this.think(0.5);
      // A word of a dish seen, as a diner would type it, or one that finds nothing.
      const seen = this.dishes.length > 0 ? pick(this.dishes).name.split(' ')[0]! : 'jollof';
      const term = Math.random() < 0.9 ? fold(seen.slice(0, between(3, 6))) : 'zzq';
      await this.client.call<{ items: MenuItem[] }>(
        'menu: search',
        'GET',
        `/api/menu?search=${encodeURIComponent(term)}`,
        {
          // The search finds dishes by name, and the dishes of a category the text names.
          check: (b) =>
            b.items.every(
              (i) =>
                fold(i.name).includes(term) || fold(i.category).startsWith(term.replace(/s$/, '')),
            )
              ? null
              : `a dish matching neither "${term}" by name nor by category`,
        },
      );
    }
  }

  // Cart -------------------------------------------------------------------------------------

  protected async viewCart(): Promise<CartView> {
    const answer = await this.client.call<CartView>('cart: view', 'GET', '/api/cart', {
      check: (b) => (Array.isArray(b.items) ? null : 'no items'),
    });
    this.cart = answer.body;
    return answer.body;
  }

  protected async addDish() {
    if (this.dishes.length === 0) await this.browse();
    const dish = pick(this.dishes);
    const quantity = between(1, 2);
    const before = this.cart?.items.find((l) => l.dishId === dish.id)?.quantity ?? 0;
    const answer = await this.client.call<CartView>('cart: add', 'POST', '/api/cart/items', {
      body: { dishId: dish.id, quantity },
      ok: [201],
      check: (b) => {
        const line = b.items.find((l) => l.dishId === dish.id);
        if (!line) return 'added dish missing from the cart';
        // The diner is the only one changing this cart, so the quantity is exactly known.
        if (this.cart && line.quantity !== before + quantity)
          return `quantity ${line.quantity}, expected ${before + quantity}`;
        if (line.unitPriceMinor !== dish.priceMinor) return 'price differs from the menu';
        return null;
      },
    });
    this.cart = answer.body;
  }

  protected async changeCart() {
    const cart = await this.viewCart();
    await this.think(0.5);
    const lines = cart.items;
    const r = Math.random();
    if (lines.length > 0 && (lines.length >= MAX_CART_LINES || r < 0.2)) {
      const line = pick(lines);
      const answer = await this.client.call<CartView>(
        'cart: remove',
        'DELETE',
        `/api/cart/items/${line.id}`,
        { check: (b) => (b.items.some((l) => l.id === line.id) ? 'line still there' : null) },
      );
      this.cart = answer.body;
      return;
    }
    if (lines.length > 0 && r < 0.5) {
      const line = pick(lines);
      const quantity = between(1, 5);
      const answer = await this.client.call<CartView>(
        'cart: quantity',
        'PATCH',
        `/api/cart/items/${line.id}`,
        {
          body: { quantity },
          check: (b) =>
            b.items.find((l) => l.id === line.id)?.quantity === quantity
              ? null
              : 'quantity not set',
        },
      );
      this.cart = answer.body;
      return;
    }
    await this.addDish();
  }
}
