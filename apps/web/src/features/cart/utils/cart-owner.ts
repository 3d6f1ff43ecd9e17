// Whose cart a call goes to: the signed-in customer's, or the anonymous one named by its token.

/** Every cart call is served in API version 3.3 (shop-core §7). */
export const CART_API_VERSION = '3.3';

export type CartOwner = { kind: 'customer' } | { kind: 'anonymous'; token: string };

export const CUSTOMER_CART: CartOwner = { kind: 'customer' };

function anonymousBase(token: string): string {
  return `/anon-cart/${encodeURIComponent(token)}`;
}

/** Where the cart is read: GET /cart/items or GET /anon-cart/{token}. */
export function cartReadPath(owner: CartOwner): string {
  return owner.kind === 'customer' ? '/cart/items' : anonymousBase(owner.token);
}

/** The cart's items: POST to add, and /{id} to change or remove one. */
export function cartItemsPath(owner: CartOwner, itemId?: string): string {
  const base = owner.kind === 'customer' ? '/cart/items' : `${anonymousBase(owner.token)}/items`;
  return itemId === undefined ? base : `${base}/${encodeURIComponent(itemId)}`;
}

export function convertPath(token: string): string {
  return `${anonymousBase(token)}/convert`;
}
