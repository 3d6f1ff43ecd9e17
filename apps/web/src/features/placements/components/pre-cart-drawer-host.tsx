// Supplies the pre-cart drawer to the cart's add (lib/pre-cart-drawer) for the pages inside it, and
// shows it; it opens only with the pre-cart-drawer capability and while prompting is on. It also
// supplies the cart page's recommended draws (lib/cart-suggestions).
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useHasCapabilities } from '../../../lib/capabilities';
import { CartSuggestionsProvider, type CartDraws } from '../../../lib/cart-suggestions';
import {
  PreCartDrawerProvider,
  type AddedToCart,
  type PreCartDrawer as Drawer,
} from '../../../lib/pre-cart-drawer';
import { isPromptingOn } from '../prompting';
import { CartInlinePlacement } from './cart-inline-placement';
import { lazyPart } from '../../../lib/lazy-part';

// The drawer and react-aria's dialog come with the first add that opens it, not on the page's first load.
const PreCartDrawer = lazyPart(() => import('./pre-cart-drawer').then((module) => module.PreCartDrawer));

const renderCartSuggestions = (cartItems: CartDraws) => <CartInlinePlacement cartItems={cartItems} />;

export function PreCartDrawerHost({ children }: { children: ReactNode }) {
  const enabled = useHasCapabilities('pre-cart-drawer');
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const drawer = useMemo<Drawer>(
    () => ({
      offer(item) {
        if (!enabled || !isPromptingOn()) return false;
        setAdded(item);
        return true;
      },
    }),
    [enabled],
  );
  return (
    <PreCartDrawerProvider drawer={drawer}>
      <CartSuggestionsProvider render={renderCartSuggestions}>
        {children}
        {added ? <PreCartDrawer added={added} onClose={() => setAdded(null)} /> : null}
      </CartSuggestionsProvider>
    </PreCartDrawerProvider>
  );
}
