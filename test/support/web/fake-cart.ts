import { type CartLine, type CartView, summarizeCart } from '@shared/cart';
import { CURRENCY } from '@shared/constants';
import { type FetchStub, respondError } from './fetch-stub';

/** A cart line as the server sends it (line total computed by summarizeCart). */
export const cartLine = (
  id: string,
  name: string,
  unitPriceMinor: number,
  quantity = 1,
  available = true,
): CartLine => ({
  id,
  dishId: `dish-${id}`,
  name,
  image: { url: `/img/${id}.webp`, width: 320, height: 240 },
  unitPriceMinor,
  quantity,
  lineTotalMinor: 0,
  available,
  choices: [],
  note: '',
});

export const cartView = (lines: CartLine[]): CartView => summarizeCart(lines, CURRENCY);

/**
 * The server's cart, kept in memory: GET /api/cart, PATCH and DELETE /api/cart/items/:lineId
 * answer with the whole cart, as the real API does. `cart.view` is what the server holds now.
 */
export function fakeCart(stub: FetchStub, lines: CartLine[]) {
  const cart = { view: cartView(lines) };
  const find = (lineId: string | undefined) => cart.view.items.find((line) => line.id === lineId);
  stub
    .on('GET', '/api/cart', () => cart.view)
    .on('PATCH', '/api/cart/items/:lineId', ({ params, body }) => {
      const line = find(params.lineId);
      if (!line) return respondError(404, 'not_found', 'This item is no longer in your cart.');
      const { quantity } = body as { quantity: number };
      cart.view = cartView(
        cart.view.items.map((item) => (item === line ? { ...item, quantity } : item)),
      );
      return cart.view;
    })
    .on('DELETE', '/api/cart/items/:lineId', ({ params }) => {
      cart.view = cartView(cart.view.items.filter((line) => line.id !== params.lineId));
      return cart.view;
    });
  return cart;
}
