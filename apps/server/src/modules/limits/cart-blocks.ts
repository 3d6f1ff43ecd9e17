// The cart's customer blocked reasons (shop-core §3 "Cart"; decision 0025): computed on every cart
// read so the customer sees, before paying, what the purchase would be refused for. The purchase
// itself checks the spend limits again inside its transaction (limits.service.ts checkPurchase).
import type { CartResult } from '@fairdraw/contracts';
import { formatMoney, spendLimitRequired, verificationStanding } from '@fairdraw/domain';
import type { LimitsService } from './limits.service';

type Block = CartResult['blockedReasons'][number];

export const VERIFY_TO_BUY_MESSAGE =
  'Please verify your identity to keep buying tickets: the time to verify your account has passed.';
export const SET_A_LIMIT_MESSAGE = 'Please set a spend limit before you buy tickets.';

export interface CartBlocksOptions {
  limits: Pick<LimitsService, 'purchaseStanding'>;
  walletBalanceCents: (customerId: string) => Promise<number>;
}

/** The customer as the cart read them. */
export interface BlocksAccount {
  customerId: string;
  accountVerified: boolean;
  signedUpAt: Date;
  /** Their address's state or territory (some require a spend limit); null when unknown. */
  addressState: string | null;
}

/** Running totals of the items in cart order: what the cart costs up to and including each one. */
function runningTotals(items: Array<{ itemId: string; totalCents: number }>) {
  let sum = 0;
  return items.map(({ itemId, totalCents }) => ({ itemId, cumulative: (sum += totalCents) }));
}

export function limitCartBlocks(options: CartBlocksOptions) {
  return async (
    account: BlocksAccount,
    items: Array<{ itemId: string; totalCents: number }>,
    now: Date,
  ): Promise<Block[]> => {
    const first = items[0];
    if (!first) return [];
    const { customerId } = account;
    // Unverified after the deadline (decision 0020): no more purchases until verified.
    if (
      verificationStanding({ isVerified: account.accountVerified, signedUpAt: account.signedUpAt, now })
        .restricted
    )
      return [{ itemId: first.itemId, reason: 'verify_account_required', message: VERIFY_TO_BUY_MESSAGE }];

    const { limits, deposit: room } = await options.limits.purchaseStanding(customerId, now);
    const hasLimit = limits.some((limit) => limit.code === 'spend_limit');
    if (account.addressState && spendLimitRequired({ state: account.addressState, hasLimit }))
      return [{ itemId: first.itemId, reason: 'spend_limit', message: SET_A_LIMIT_MESSAGE }];

    const totals = runningTotals(items);
    const blocks: Block[] = [];
    // The first item that takes the cart over any limit (the tightest limit when several).
    for (const { itemId, cumulative } of totals) {
      const broken = limits.find((limit) => limit.spentCents + cumulative > limit.limitCents);
      if (broken) {
        blocks.push({ itemId, reason: broken.code, message: broken.message(cumulative) });
        break;
      }
    }

    if (room) {
      const balance = await options.walletBalanceCents(customerId);
      for (const { itemId, cumulative } of totals) {
        const needed = cumulative - balance;
        if (needed <= 0 || room.depositedCents + needed <= room.limitCents) continue;
        const left = Math.max(0, room.limitCents - room.depositedCents);
        blocks.push({
          itemId,
          reason: 'deposit_limit',
          message: `Your wallet holds ${formatMoney(balance)}, so paying for this needs a ${formatMoney(needed)} deposit, but your weekly deposit limit leaves ${formatMoney(left)} to deposit.`,
        });
        break;
      }
    }
    return blocks;
  };
}
