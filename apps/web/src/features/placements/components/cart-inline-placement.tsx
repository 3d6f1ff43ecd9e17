// The cart page's recommended draws (cart_inline_item): what goes with the cart, what the customer
// played, what sells, never what is already in it. It is an extra, so while it loads, and when there
// is nothing to suggest or the placement failed, the page shows nothing for it.
import type { CartDraws } from '../../../lib/cart-suggestions';
import { usePlacement } from '../api/get-placements';
import { PlacementList } from './placement-list';
import '../placements.css';

export function CartInlinePlacement({ cartItems }: { cartItems: CartDraws }) {
  const { items } = usePlacement('cart_inline_item', cartItems);
  if (items.length === 0) return null;
  return (
    <section className="cart-inline-placement" aria-labelledby="cart-inline-placement-title">
      <h2 id="cart-inline-placement-title" className="cart-inline-placement-title">
        Add another draw
      </h2>
      <PlacementList items={items} label="Draws that go with your cart" />
    </section>
  );
}
