import { useState } from 'react';
import type { Receipt } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import type { CartView } from '../../../lib/cart/cart-cache';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { useDebouncer } from '../../../lib/use-debouncer';
import { purchaseCart } from '../api/purchase-cart';
import { purchaseFingerprint } from '../utils/purchase';
import type { CheckoutOutcome } from './use-checkout-outcome';

/**
 * Paying for the cart from the wallet. Success opens the receipt; a refusal shows the server's
 * messages and reloads the cart. A retry of the same cart keeps its Idempotency-Key.
 */
export function useCartPurchase(outcome: CheckoutOutcome) {
  const { client } = useApi();
  const debounce = useDebouncer<Receipt>();
  const attempt = useAttemptKey();
  const [paying, setPaying] = useState(false);

  async function pay(cart: CartView): Promise<void> {
    if (paying) return;
    setPaying(true);
    outcome.clearErrors();
    const key = attempt.keyFor(purchaseFingerprint(cart));
    const body = outcome.purchaseBody(cart);
    try {
      const receipt = await debounce(() => purchaseCart(client, body, key));
      attempt.done();
      await outcome.bought(receipt);
    } catch (error) {
      outcome.refused(error);
    } finally {
      setPaying(false);
    }
  }

  return { pay, paying };
}
