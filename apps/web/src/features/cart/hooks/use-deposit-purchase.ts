import { useNavigate } from 'react-router';
import type { ApiResponse } from '@fairdraw/client';
import type { DepositPurchaseBody, DepositPurchaseResult } from '@fairdraw/contracts';
import { depositOutcomePath } from '@fairdraw/domain';
import { useApi } from '../../../lib/api-client';
import type { CartView } from '../utils/cart-cache';
import { useDepositRules, useLeaveForApproval, type DepositOption } from '../../../lib/payment-parts';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { postDepositPurchase } from '../api/post-deposit-purchase';
import { purchaseFingerprint } from '../utils/purchase';
import type { CheckoutOutcome } from './use-checkout-outcome';

interface TopUp {
  /** The same cart, way to pay and amount is the same attempt: a retry cannot charge twice. */
  attempt: string;
  body: DepositPurchaseBody;
}

/**
 * Topping the wallet up and buying the cart in one call. Bought at once: the receipt. A card challenged
 * by 3-D Secure, or any wallet: the browser leaves for the approval page, and the cart is bought when
 * the payment settles (the customer comes back to the deposit's return page).
 */
export function useDepositPurchase(outcome: CheckoutOutcome) {
  const { client } = useApi();
  const navigate = useNavigate();
  const approval = useLeaveForApproval();
  const { depositBody } = useDepositRules();
  const topUp = useMoneyMutation<TopUp, ApiResponse<DepositPurchaseResult>>({
    fingerprint: ({ attempt }) => attempt,
    mutationFn: ({ body }, key) => postDepositPurchase(client, body, key),
    async onSuccess(response) {
      const { deposit, receipt } = response.result;
      if (receipt) await outcome.bought(receipt);
      else if (deposit.status !== 'requires_action' || !approval.leaveFor(deposit, response.messages))
        // Settled without a purchase, or nowhere to approve it: the deposit's own page says what happened.
        await navigate(depositOutcomePath(deposit));
    },
  });

  async function pay(cart: CartView, option: DepositOption, cents: number, csc: string): Promise<void> {
    if (topUp.isPending) return;
    outcome.clearErrors();
    const body = {
      deposit: depositBody(option, cents, { checkout: true, csc }),
      purchase: outcome.purchaseBody(cart),
    };
    try {
      await topUp.mutate({ attempt: `${purchaseFingerprint(cart)}|${option.key}|${cents}`, body });
    } catch (error) {
      outcome.refused(error);
    }
  }

  return { pay, paying: topUp.isPending, leaving: approval.notice };
}

export type DepositPurchase = ReturnType<typeof useDepositPurchase>;
