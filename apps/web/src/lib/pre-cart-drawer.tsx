// After an item is added to the cart the pre-cart drawer may open instead of the cart page (shop-core §4:
// "The pre-cart drawer can open after an item is added if prompting is on"; decision 0049). Features
// never import each other, so the base layout supplies the drawer from features/placements and the
// cart's add reads it here. Outside that layout nothing offers a drawer and the add goes to the cart.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CartResult } from '@fairdraw/contracts';

export interface AddedToCart {
  /** The product offer key of the item just added. */
  lotteryKey: string;
  /** The cart as the add answered it. */
  cart: CartResult;
}

export interface PreCartDrawer {
  /** Opens the drawer for what was added; false when it will not open (capability off, prompting off). */
  offer: (added: AddedToCart) => boolean;
}

const noDrawer: PreCartDrawer = { offer: () => false };
const PreCartDrawerContext = createContext<PreCartDrawer>(noDrawer);

export function PreCartDrawerProvider({ drawer, children }: { drawer: PreCartDrawer; children: ReactNode }) {
  return <PreCartDrawerContext.Provider value={drawer}>{children}</PreCartDrawerContext.Provider>;
}

export function usePreCartDrawer(): PreCartDrawer {
  return useContext(PreCartDrawerContext);
}
