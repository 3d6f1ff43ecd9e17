// Whose cart a call goes to: the signed-in customer's, or the anonymous one named by its token.

export type CartOwner = { kind: 'customer' } | { kind: 'anonymous'; token: string };

export const CUSTOMER_CART: CartOwner = { kind: 'customer' };
