// The cart's customer blocked reasons (shop-core §3 "Cart"; decision 0025): worked out on every cart read
// from the customer's standing, read by `limits_buyer_standing` (decision 0081) with the cart's own
// statement where there is one, so the customer sees, before paying, what the purchase would be refused
// for. The purchase checks the spend limits again on what it read with the wallet locked.
import type { CartResult } from '@fairdraw/contracts';
import { formatMoney, spendLimitRequired, verificationStanding } from '@fairdraw/domain';
import { NotFoundError } from '../../lib/errors';
import { buyerFrom, type PurchaseBuyer } from '../accounts/customer-views';
import { depositRoom, standingFrom } from './purchase-limits';

type Block = CartResult['blockedReasons'][number];

export const VERIFY_TO_BUY_MESSAGE =
  'Please verify your identity to keep buying tickets: the time to verify your account has passed.';
export const SET_A_LIMIT_MESSAGE = 'Please set a spend limit before you buy tickets.';

/** What `limits_buyer_standing` read about a customer, as the cart and a purchase use it. */
export interface BuyerStanding {
  buyer: PurchaseBuyer;
  /** The limits a purchase is held to, with what was spent; null when they were not asked for. */
  limits: ReturnType<typeof standingFrom> | null;
  balanceCents: number;
}

interface RawStanding {
  buyer: unknown;
  limits: unknown;
  balance: string | number;
}

/** The customer's standing as read; a customer who does not exist is not found. */
export function buyerStandingFrom(customerId: string, answer: unknown, now: Date): BuyerStanding {
  const raw = (answer ?? {}) as RawStanding;
  const buyer = buyerFrom(customerId, raw.buyer);
  if (!buyer) throw new NotFoundError();
  return {
    buyer,
    limits: raw.limits === null || raw.limits === undefined ? null : standingFrom(raw.limits, now),
    balanceCents: Number(raw.balance ?? 0),
  };
}

/** Running totals of the items in cart order: what the cart costs up to and including each one. */
function runningTotals(items: Array<{ itemId: string; totalCents: number }>) {
  let sum = 0;
  return items.map(({ itemId, totalCents }) => ({ itemId, cumulative: (sum += totalCents) }));
}

/** Why the customer may not buy these items, by their standing: verification, limits, deposit room. */
export function limitCartBlocks(
  { buyer, limits: standing, balanceCents }: BuyerStanding,
  items: Array<{ itemId: string; totalCents: number }>,
  now: Date,
): Block[] {
  const first = items[0];
  if (!first) return [];
  // Unverified after the deadline (decision 0020): no more purchases until verified.
  if (
    verificationStanding({ isVerified: buyer.accountVerified, signedUpAt: buyer.signedUpAt, now }).restricted
  )
    return [{ itemId: first.itemId, reason: 'verify_account_required', message: VERIFY_TO_BUY_MESSAGE }];
  if (!standing) return [];

  const { limits } = standing;
  const hasLimit = limits.some((limit) => limit.code === 'spend_limit');
  if (buyer.addressState && spendLimitRequired({ state: buyer.addressState, hasLimit }))
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

  const room = depositRoom(standing, now);
  if (room) {
    for (const { itemId, cumulative } of totals) {
      const needed = cumulative - balanceCents;
      if (needed <= 0 || room.depositedCents + needed <= room.limitCents) continue;
      const left = Math.max(0, room.limitCents - room.depositedCents);
      blocks.push({
        itemId,
        reason: 'deposit_limit',
        message: `Your wallet holds ${formatMoney(balanceCents)}, so paying for this needs a ${formatMoney(needed)} deposit, but your weekly deposit limit leaves ${formatMoney(left)} to deposit.`,
      });
      break;
    }
  }
  return blocks;
}
