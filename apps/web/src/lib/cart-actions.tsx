// The cart's actions that other features use: adding an item from an offer's page, and merging the
// anonymous cart on sign-in. Features never import each other, so the app supplies these from
// features/cart (app/providers.tsx) and a feature reads them here.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CartItemInput } from '@fairdraw/contracts';

export interface AddToCart {
  /** Adds the item and opens the cart; false (after a toast saying why) when it was not added. */
  add: (input: CartItemInput) => Promise<boolean>;
  pending: boolean;
}

export interface CartActions {
  useAddToCart: () => AddToCart;
  /** Merges the anonymous cart into the signed-in customer's; never throws. */
  useConvertAnonymousCart: () => (customerId: string) => Promise<void>;
}

const CartActionsContext = createContext<CartActions | null>(null);

export function CartActionsProvider({ actions, children }: { actions: CartActions; children: ReactNode }) {
  return <CartActionsContext.Provider value={actions}>{children}</CartActionsContext.Provider>;
}

function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('The cart actions are supplied by AppProviders.');
  return actions;
}

export function useAddToCart(): AddToCart {
  return useCartActions().useAddToCart();
}

export function useConvertAnonymousCart(): (customerId: string) => Promise<void> {
  return useCartActions().useConvertAnonymousCart();
}
