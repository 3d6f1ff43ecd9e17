// What a promo code on the cart means for the money on screen (decision 0048).
import type { CartResult, Money } from '@fairdraw/contracts';
import { fromWireMoney, toWireMoney } from '@fairdraw/domain';

/**
 * What the purchase takes from the wallet: the total less a usable code's discount, and less its
 * promotional credit (which is paid in with the purchase), never below zero.
 */
export function amountToPay(cart: CartResult): Money {
  const promotion = cart.promotion;
  if (!promotion?.usable) return cart.cartTotal;
  const cents = fromWireMoney(promotion.totalAfterDiscount) - fromWireMoney(promotion.credit);
  return toWireMoney(Math.max(0, cents), cart.cartTotal.currency);
}
