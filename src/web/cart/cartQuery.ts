import type { CartView } from '@shared/cart';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@web/accounts/session';
import { api } from '@web/lib/api';

// The cart read on its own: the navigation badge needs it on every page, the changes (with their
// toasts) live in cartQueries.ts and load with the menu and cart pages.

export const cartKey = ['cart'] as const;

/** The signed-in customer's cart; nothing is asked for guests and admins (they have none). */
export function useCart() {
  const { user } = useSession();
  return useQuery({
    queryKey: cartKey,
    queryFn: ({ signal }) => api<CartView>('/api/cart', { signal }),
    enabled: user?.role === 'customer',
    staleTime: 30_000,
  });
}
