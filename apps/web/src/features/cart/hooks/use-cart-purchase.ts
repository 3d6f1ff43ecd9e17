import type { PurchaseBody, Receipt } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import type { CartView } from '../utils/cart-cache';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { purchaseCart } from '../api/purchase-cart';
import { purchaseFingerprint } from '../utils/purchase';
import type { CheckoutOutcome } from './use-checkout-outcome';

/**
 * Paying for the cart from the wallet. Success opens the receipt; a refusal shows the server's
 * messages and reloads the cart. A retry of the same cart keeps its Idempotency-Key.
 */
export function useCartPurchase(outcome: CheckoutOutcome) {
  const { client } = useApi();
  const purchase = useMoneyMutation<{ cart: CartView; body: PurchaseBody }, Receipt>({
    fingerprint: ({ cart }) => purchaseFingerprint(cart),
    mutationFn: ({ body }, key) => purchaseCart(client, body, key),
    onSuccess: (receipt) => outcome.bought(receipt),
  });

  async function pay(cart: CartView): Promise<void> {
    if (purchase.isPending) return;
    outcome.clearErrors();
    try {
      await purchase.mutate({ cart, body: outcome.purchaseBody(cart) });
    } catch (error) {
      outcome.refused(error);
    }
  }

  return { pay, paying: purchase.isPending };
}
