// After any test that moves money: the ledger must still prove itself.
import { expect } from 'vitest';
import { auditLedger, type Queryable } from '../src/modules/ledger/ledger.service';

/**
 * Every transaction sums to zero, every wallet's cached balance equals its entries, house accounts cache
 * no balance (theirs is the sum of their entries), and no wallet is below zero.
 */
export async function expectLedgerBalanced(db: Queryable): Promise<void> {
  expect(await auditLedger(db)).toEqual({
    unbalancedTransactions: [],
    mismatchedAccounts: [],
    negativeWallets: [],
  });
}
