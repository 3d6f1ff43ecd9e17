// The amounts of a withdrawal: what the customer typed, checked by the shared rules, and what of the
// wallet may be withdrawn (promotional credit not yet played through may not).
import { ErrorCode, type WithdrawBody } from '@fairdraw/contracts';
import type { Queryable } from '@fairdraw/db';
import {
  MAX_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_CENTS,
  currencyFormat,
  maxAmount,
  minAmount,
  parseAmountInput,
  required,
  withdrawableCents,
} from '@fairdraw/domain';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { walletTotalsByKind } from '../ledger/ledger.service';

export const field = (name: string, code: string, message: string): FieldErrors => ({
  [name]: [{ code, message }],
});

/** The customer's totals in the ledger, reduced to what the withdrawable rule needs. */
export async function withdrawableNow(db: Queryable, customerId: string, balanceCents: number) {
  const byKind = new Map((await walletTotalsByKind(db, customerId)).map((row) => [row.kind, row]));
  const net = (kind: Parameters<typeof byKind.get>[0]) =>
    (byKind.get(kind)?.creditCents ?? 0) - (byKind.get(kind)?.debitCents ?? 0);
  return withdrawableCents({
    balanceCents,
    promotionCents: Math.max(0, net('promotion')),
    purchaseCents: Math.max(0, -net('purchase')),
    refundCents: Math.max(0, net('refund')),
  });
}

/** The amount typed, in cents, or the field error the shared rules give. */
export function amountCents(body: WithdrawBody): number {
  const text = body.amount.amount;
  for (const rule of [
    required,
    currencyFormat,
    minAmount(MIN_WITHDRAWAL_CENTS),
    maxAmount(MAX_WITHDRAWAL_CENTS),
  ]) {
    const message = rule(text);
    if (message) throw new ValidationError(field('amount', ErrorCode.invalid, message));
  }
  const cents = parseAmountInput(text);
  if (cents === null)
    throw new ValidationError(field('amount', ErrorCode.invalid, 'Amount must follow format e.g: 1.50'));
  return cents;
}
