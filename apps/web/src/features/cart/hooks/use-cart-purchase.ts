import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@fairdraw/client';
import type { Receipt } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { CART_QUERY_KEY } from '../../../lib/cart/cart-cache';
import type { CartView } from '../../../lib/cart/cart-cache';
import { useSessionStore } from '../../../lib/session';
import { useDebouncer } from '../../../lib/use-debouncer';
import { purchaseCart } from '../api/purchase-cart';
import { purchaseBody, purchaseErrorMessages, purchaseFingerprint } from '../utils/purchase';

interface Attempt {
  fingerprint: string;
  idempotencyKey: string;
}

/**
 * Paying for the cart from the wallet. Success refreshes the cart and the customer (the header
 * balance drops) and opens the receipt; a refusal shows the server's messages and reloads the cart.
 */
export function useCartPurchase() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore();
  const debounce = useDebouncer<Receipt>();
  const attempt = useRef<Attempt | null>(null);
  const [paying, setPaying] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  /** The key of this attempt: kept while the cart is the same, so a retry cannot charge twice. */
  function idempotencyKeyFor(cart: CartView): string {
    const fingerprint = purchaseFingerprint(cart);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, idempotencyKey: crypto.randomUUID() };
    }
    return attempt.current.idempotencyKey;
  }

  async function pay(cart: CartView): Promise<void> {
    if (paying) return;
    setPaying(true);
    setErrors([]);
    const key = idempotencyKeyFor(cart);
    const href = new URL(`${location.pathname}${location.search}`, window.location.origin).href;
    const body = purchaseBody(cart, href, session.campaign());
    try {
      const receipt = await debounce(() => purchaseCart(client, body, key));
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
      await navigate(`/receipt/${encodeURIComponent(receipt.checkoutId)}`);
    } catch (error) {
      setErrors(purchaseErrorMessages(error));
      // The cart may have changed under the customer (a closed draw, a sold-out raffle, another tab):
      // show it as it is.
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      }
    } finally {
      setPaying(false);
    }
  }

  return { pay, paying, errors };
}
