import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@fairdraw/client';
import type { Receipt } from '@fairdraw/contracts';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { CART_QUERY_KEY } from '../../../lib/cart-session';
import { useContentCardRefresh } from '../../../lib/content-card-refresh';
import type { CartView } from '../utils/cart-cache';
import { useSessionStore } from '../../../lib/session';
import { purchaseBody, purchaseErrorMessages } from '../utils/purchase';

/**
 * What every way of paying for the cart shares: the purchase body, the receipt once bought (cart and
 * customer read again: the header balance drops; the notifications feed is refreshed), and the refusal
 * shown near the total.
 */
export function useCheckoutOutcome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore();
  const refreshContentCards = useContentCardRefresh();
  const [errors, setErrors] = useState<string[]>([]);

  return {
    errors,
    clearErrors: () => setErrors([]),
    purchaseBody(cart: CartView) {
      const href = new URL(`${location.pathname}${location.search}`, window.location.origin).href;
      return purchaseBody(cart, href, session.campaign());
    },
    async bought(receipt: Receipt) {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
      // A card about the purchase may follow it into the notifications feed.
      refreshContentCards();
      await navigate(`/receipt/${encodeURIComponent(receipt.checkoutId)}`);
    },
    refused(error: unknown) {
      setErrors(purchaseErrorMessages(error));
      // The cart may have changed under the customer (a closed draw, a sold-out raffle, another tab):
      // show it as it is.
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        // Refused after a top-up arrived: the deposit is in the wallet, so the balance changed.
        if (error.details.deposit_id !== undefined)
          void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
      }
    },
  };
}

export type CheckoutOutcome = ReturnType<typeof useCheckoutOutcome>;
