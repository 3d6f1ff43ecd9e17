// After any test that moves money: the ledger must still prove itself. Every test app's database is
// audited after every test (setup-ledger-audit.ts); money tests also call it at the point they mean.
import { expect } from 'vitest';
import type { Queryable } from '@fairdraw/db';
import { auditLedger } from '../src/modules/ledger/ledger.service';

/**
 * Every transaction sums to zero, every wallet's cached balance and day totals equal its entries, house
 * accounts cache no balance (theirs is the sum of their entries), no wallet is below zero, and the
 * database still refuses to update or delete ledger rows.
 */
export async function expectLedgerBalanced(db: Queryable): Promise<void> {
  expect(await auditLedger(db)).toEqual({
    unbalancedTransactions: [],
    mismatchedAccounts: [],
    mismatchedWalletDays: [],
    negativeWallets: [],
    missingGuards: [],
  });
}

const auditedAfterEachTest = new Set<Queryable>();

/** Audits `db` after every test of the file until it is released (test apps do this themselves). */
export function auditAfterEachTest(db: Queryable): () => void {
  auditedAfterEachTest.add(db);
  return () => auditedAfterEachTest.delete(db);
}

export async function auditOpenDatabases(): Promise<void> {
  for (const db of auditedAfterEachTest) await expectLedgerBalanced(db);
}
