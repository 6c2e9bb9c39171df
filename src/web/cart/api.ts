import type { CartLine, CartView } from '@shared/cart';
import { summarizeCart } from '@shared/cart-view';
import type { MenuItem } from '@shared/catalog';
import { CART_QUANTITY_MAX } from '@shared/constants';
import {
  defaultSelection,
  type GroupSelection,
  priceSelection,
  selectionKey,
} from '@shared/dish-options';
import { messages } from '@shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/accounts';
import { api, unwrap } from '@web/lib/api/client';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { markGuestCart, useHasGuestCart } from '@web/lib/guest-cart';
import { toast } from 'react-toastify';

export const cartKeys = { cart: ['cart'] as const };

/**
 * The diner's cart: the signed-in customer's, or a guest's (bound to a cookie on the server) once
 * this browser added a dish or opens the cart page (`always`). Staff have none.
 */
export function useCartQuery({ always = false }: { always?: boolean } = {}) {
  const { user, isLoading } = useSession();
  const guestCart = useHasGuestCart();
  return useQuery({
    queryKey: cartKeys.cart,
    queryFn: ({ signal }) => unwrap(api.GET('/api/cart', { signal })),
    enabled: user?.role === 'customer' || (!isLoading && !user && (guestCart || always)),
    staleTime: 30_000,
  });
}

/**
 * Cart changes run one after another (one mutation scope), so answers cannot arrive out of order
 * and overwrite a newer cart; each answer is the whole cart from the server.
 */
const cartScope = { id: 'cart' };

/** Applies a change to the cached cart at once, and gives back a way to undo it. */
function useOptimisticCart() {
  const queryClient = useQueryClient();
  return {
    async apply(change: (lines: CartLine[]) => CartLine[]) {
      await queryClient.cancelQueries({ queryKey: cartKeys.cart });
      const previous = queryClient.getQueryData<CartView>(cartKeys.cart);
      if (previous)
        queryClient.setQueryData<CartView>(
          cartKeys.cart,
          summarizeCart(change(previous.items), previous.currency),
        );
      return previous;
    },
    rollback(previous: CartView | undefined) {
      if (previous) queryClient.setQueryData(cartKeys.cart, previous);
      // Nothing was cached (the first load may have been cancelled above): ask the server again.
      else void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    },
    settle(view: CartView) {
      queryClient.setQueryData(cartKeys.cart, view);
    },
  };
}

/** What the dish dialog adds: the dish, its choices per group and a note (none: the defaults). */
export interface AddRequest {
  dish: MenuItem;
  options?: GroupSelection[];
  note?: string;
}

/**
 * Adds one of a dish (with its defaults, or the choices and note of the dish dialog), signed in
 * or as a guest. The badge moves at once; a failure puts it back and says so. The server prices
 * the line.
 */
export function useAddToCartMutation() {
  const cart = useOptimisticCart();
  const { user } = useSession();
  return useMutation({
    scope: cartScope,
    mutationFn: ({ dish, options, note }: AddRequest) =>
      unwrap(
        api.POST('/api/cart/items', {
          body: { dishId: dish.id, ...(options ? { options } : {}), ...(note ? { note } : {}) },
        }),
      ),
    onMutate: ({ dish, options, note = '' }) =>
      cart.apply((lines) => {
        const groups = dish.options ?? [];
        const priced = priceSelection(dish.priceMinor, groups, options ?? defaultSelection(groups));
        const choices = priced.ok ? priced.choices : [];
        const key = selectionKey(choices.map((c) => c.choiceId));
        const existing = lines.find(
          (line) =>
            line.dishId === dish.id &&
            line.note === note &&
            selectionKey(line.choices.map((c) => c.choiceId)) === key,
        );
        if (existing) {
          return lines.map((line) =>
            line === existing
              ? { ...line, quantity: Math.min(line.quantity + 1, CART_QUANTITY_MAX) }
              : line,
          );
        }
        // A stand-in line until the server answers with the real one (and the real price).
        return [
          ...lines,
          {
            id: `pending-${dish.id}`,
            dishId: dish.id,
            name: dish.name,
            image: dish.image,
            unitPriceMinor: priced.ok ? priced.unitPriceMinor : dish.priceMinor,
            quantity: 1,
            lineTotalMinor: 0,
            available: true,
            choices,
            note,
          },
        ];
      }),
    onSuccess: (view) => {
      if (!user) markGuestCart();
      cart.settle(view);
      toast.success(messages.toast.itemAdded);
    },
    onError: (error, _request, previous) => {
      cart.rollback(previous);
      // The server's reason when it has one to give (e.g. the 99 limit), else the spec text.
      toast.error(
        error instanceof ApiError && (error.code === 'conflict' || error.code === 'invalid')
          ? error.message
          : messages.toast.addToCartError,
      );
    },
  });
}

export function useSetQuantityMutation() {
  const cart = useOptimisticCart();
  return useMutation({
    scope: cartScope,
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      unwrap(
        api.PATCH('/api/cart/items/{lineId}', { params: { path: { lineId } }, body: { quantity } }),
      ),
    onMutate: ({ lineId, quantity }) =>
      cart.apply((lines) =>
        lines.map((line) => (line.id === lineId ? { ...line, quantity } : line)),
      ),
    onSuccess: (view) => cart.settle(view),
    onError: (error, _vars, previous) => {
      cart.rollback(previous);
      toast.error(errorMessage(error, messages.toast.somethingWentWrong));
    },
  });
}

export function useRemoveLineMutation() {
  const cart = useOptimisticCart();
  return useMutation({
    scope: cartScope,
    mutationFn: (lineId: string) =>
      unwrap(api.DELETE('/api/cart/items/{lineId}', { params: { path: { lineId } } })),
    onMutate: (lineId) => cart.apply((lines) => lines.filter((line) => line.id !== lineId)),
    onSuccess: (view) => {
      cart.settle(view);
      toast.success(messages.toast.itemRemoved);
    },
    onError: (_error, _lineId, previous) => {
      cart.rollback(previous);
      toast.error(messages.toast.deleteItemError);
    },
  });
}

/**
 * "Accept new prices": the server records today's prices as seen by the diner
 * and answers with the cart, now without price notices, so payment may start.
 */
export function useAcceptPricesMutation() {
  const cart = useOptimisticCart();
  return useMutation({
    scope: cartScope,
    mutationFn: () => unwrap(api.POST('/api/cart/accept-prices', {})),
    onSuccess: (view) => cart.settle(view),
    onError: (error) => toast.error(errorMessage(error, messages.toast.somethingWentWrong)),
  });
}
