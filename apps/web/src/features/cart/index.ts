// What the app shell takes from the cart (features never import each other; the app composes them).
import type { CartActions } from '../../lib/cart-actions';
import { useAddToCart } from './api/add-cart-item';
import { useConvertAnonymousCart } from './api/convert-cart';

export { useCartItemCount } from './api/get-cart';
export { useAffiliateCapture } from './hooks/use-affiliate-capture';

/** The cart's actions other features reach through lib/cart-actions. */
export const cartActions: CartActions = { useAddToCart, useConvertAnonymousCart };
