import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiResponse } from '@fairdraw/client';
import { depositOutcomePath } from '@fairdraw/domain';
import { useApi } from '../../../lib/api-client';
import type { CartView } from '../../../lib/cart/cart-cache';
import { depositBody, type DepositOption } from '../../../lib/payments/deposit-options';
import { useLeaveForApproval } from '../../../lib/payments/leave-for-approval';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { useDebouncer } from '../../../lib/use-debouncer';
import type { DepositPurchaseResult } from '@fairdraw/contracts';
import { postDepositPurchase } from '../api/post-deposit-purchase';
import { purchaseFingerprint } from '../utils/purchase';
import type { CheckoutOutcome } from './use-checkout-outcome';

/**
 * Topping the wallet up and buying the cart in one call. Bought at once: the receipt. A card challenged
 * by 3-D Secure, or any wallet: the browser leaves for the approval page, and the cart is bought when
 * the payment settles (the customer comes back to the deposit's return page).
 */
export function useDepositPurchase(outcome: CheckoutOutcome) {
  const { client } = useApi();
  const navigate = useNavigate();
  const debounce = useDebouncer<ApiResponse<DepositPurchaseResult>>();
  const attempt = useAttemptKey();
  const approval = useLeaveForApproval();
  // A ref, not the state: two submits in one tick both see the state from before the first.
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);

  async function pay(cart: CartView, option: DepositOption, cents: number, csc: string): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    outcome.clearErrors();
    // The same cart, way to pay and amount is the same attempt: a retry cannot charge twice.
    const key = attempt.keyFor(`${purchaseFingerprint(cart)}|${option.key}|${cents}`);
    const body = {
      deposit: depositBody(option, cents, { checkout: true, csc }),
      purchase: outcome.purchaseBody(cart),
    };
    try {
      const response = await debounce(() => postDepositPurchase(client, body, key));
      attempt.done();
      const { deposit, receipt } = response.result;
      if (receipt) await outcome.bought(receipt);
      else if (deposit.status !== 'requires_action' || !approval.leaveFor(deposit, response.messages))
        // Settled without a purchase, or nowhere to approve it: the deposit's own page says what happened.
        await navigate(depositOutcomePath(deposit));
    } catch (error) {
      outcome.refused(error);
    } finally {
      busy.current = false;
      setPaying(false);
    }
  }

  return { pay, paying, leaving: approval.notice };
}

export type DepositPurchase = ReturnType<typeof useDepositPurchase>;
