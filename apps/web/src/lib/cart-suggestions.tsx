// Recommended draws on the cart page (the cart_inline_item placement; decision 0049). Features never
// import each other, so the base layout supplies the list from features/placements and the cart page
// shows it here; without a supplier it shows nothing.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

export type CartDraws = ReadonlyArray<{ lotteryKey: string; drawNo: number }>;
type RenderSuggestions = (cartItems: CartDraws) => ReactNode;

const CartSuggestionsContext = createContext<RenderSuggestions | null>(null);

export function CartSuggestionsProvider({
  render,
  children,
}: {
  render: RenderSuggestions;
  children: ReactNode;
}) {
  return <CartSuggestionsContext.Provider value={render}>{children}</CartSuggestionsContext.Provider>;
}

/** Draws that go with the cart, when the shop has any to suggest. */
export function CartSuggestions({ cartItems }: { cartItems: CartDraws }) {
  const render = useContext(CartSuggestionsContext);
  return render ? render(cartItems) : null;
}
