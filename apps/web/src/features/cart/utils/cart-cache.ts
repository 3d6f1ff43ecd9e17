// The cart in the query cache. Items the server took out are reported on one read only, so they are
// kept with the cart as unread notices until the customer closes them (shop-core §4 "Cart").
import type { QueryClient } from '@tanstack/react-query';
import type { CartResult } from '@fairdraw/contracts';
import { CART_QUERY_KEY } from '../../../lib/cart-session';

export type CartRemovalReason = CartResult['autoRemovedItems'][number]['reason'];

export interface CartRemovalNotice {
  id: string;
  reason: CartRemovalReason;
  /** What the item was: the server's name for it, else this page's from before it went. */
  description: string | null;
  /** The same lottery ticket for the next open draw, to add again in one click (decision 0051). */
  replay?: CartResult['autoRemovedItems'][number]['replay'];
}

export interface CartView extends CartResult {
  unreadRemovals: CartRemovalNotice[];
}

/** One cache entry per owner, so signing in or out never shows the other cart. */
export function cartQueryKey(customerId: string | null) {
  return [...CART_QUERY_KEY, customerId ?? 'anonymous'] as const;
}

/** The fresh cart, with notices not yet read and the new removals (named from the cart seen before). */
export function toCartView(previous: CartView | undefined, fresh: CartResult): CartView {
  const unread = previous?.unreadRemovals ?? [];
  const added = fresh.autoRemovedItems
    .filter((removed) => !unread.some((notice) => notice.id === removed.id))
    .map((removed) => ({
      ...removed,
      description:
        removed.description ??
        previous?.cartItems.find((item) => item.id === removed.id)?.description ??
        null,
    }));
  return { ...fresh, unreadRemovals: [...unread, ...added] };
}

/** Puts a cart answer (every cart call answers the whole cart) into the cache. */
export function storeCart(queryClient: QueryClient, customerId: string | null, fresh: CartResult): CartView {
  const key = cartQueryKey(customerId);
  const view = toCartView(queryClient.getQueryData<CartView>(key), fresh);
  queryClient.setQueryData<CartView>(key, view);
  return view;
}

export function dismissCartRemovals(queryClient: QueryClient, customerId: string | null): void {
  queryClient.setQueryData<CartView>(cartQueryKey(customerId), (cart) =>
    cart ? { ...cart, unreadRemovals: [] } : cart,
  );
}

/** Closes one notice (its ticket was added again), keeping the others. */
export function dismissCartRemoval(queryClient: QueryClient, customerId: string | null, id: string): void {
  queryClient.setQueryData<CartView>(cartQueryKey(customerId), (cart) =>
    cart ? { ...cart, unreadRemovals: cart.unreadRemovals.filter((notice) => notice.id !== id) } : cart,
  );
}
