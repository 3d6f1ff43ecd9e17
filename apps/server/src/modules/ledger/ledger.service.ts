// The money core: wallets, double-entry postings, the audit and idempotent requests.
// Sign convention: an entry's amount is the change to its account's balance, so a customer spending
// from their wallet is a negative entry on the wallet and a positive one on house:sales.
// See docs/decisions/0007-ledger.md.
//
// The functions taking a transaction are the ledger's port: a purchase, a deposit or a payout posts
// inside its own module's transaction. `createLedgerService` gives the reads made outside any.
import { createHash } from 'node:crypto';
import type { Db, LedgerTransactionKind, Queryable, Tx } from '@fairdraw/db';
import { IdempotencyKeyReusedError, InsufficientFundsError } from '../../lib/errors';
import * as ledgerAudit from './ledger-audit.repository';
import * as repository from './ledger.repository';
import type { LedgerAccount } from './ledger.repository';
import * as walletHistory from './wallet-history.repository';
import type { AccountEntryRow } from './wallet-history.repository';

export type { LedgerAccount } from './ledger.repository';
export type WalletEntry = AccountEntryRow;

/** The shop's own accounts. They may go negative; wallets never do. */
export const HouseAccount = {
  /** Money from card and bank payments in, withdrawals out: negative by what customers hold. */
  payments: 'house:payments',
  /** Prizes paid into wallets. */
  prizes: 'house:prizes',
  /** Credit given away (welcome bonuses, goodwill). */
  promotions: 'house:promotions',
  /** Money customers spent on tickets, shares and memberships, less refunds. */
  sales: 'house:sales',
  /** Withdrawals requested and not yet paid out or given back (decision 0024). */
  withdrawalsPending: 'house:withdrawals_pending',
} as const;
export type HouseAccountCode = (typeof HouseAccount)[keyof typeof HouseAccount];

export interface LedgerEntryInput {
  accountCode: string;
  /** Integer cents added to the account's balance; negative takes money out. Never zero. */
  amountCents: number;
}

export interface PostTransactionInput {
  kind: LedgerTransactionKind;
  /** The same key posts once; later calls get the first transaction back (`replayed: true`). */
  idempotencyKey?: string;
  reference?: string;
  description: string;
  metadata?: Record<string, unknown>;
  entries: LedgerEntryInput[];
  /**
   * When the money moved by the caller's clock (the database's own time when not given). Limits look
   * back over windows of this time, so a caller with an injected clock passes it (decision 0025).
   */
  postedAt?: Date;
}

export interface PostedTransaction {
  transactionId: string;
  replayed: boolean;
  /** Each wallet's cached balance after this posting, by account code (empty on a replay). */
  walletBalances: Map<string, number>;
}

export interface LedgerAudit {
  unbalancedTransactions: string[];
  mismatchedAccounts: Array<{ code: string; stored: number; derived: number }>;
  /** Wallet day totals (`<wallet code> <day> <kind>`) that are not the sum of their entries. */
  mismatchedWalletDays: string[];
  negativeWallets: string[];
  /** Database guards of the ledger (append-only, balanced, day totals) that are missing or switched off. */
  missingGuards: string[];
}

export function walletAccountCode(customerId: string): string {
  return `wallet:${customerId}`;
}

/** Creates the house accounts that do not exist yet (the migration creates today's). */
export async function ensureHouseAccounts(db: Queryable): Promise<void> {
  await repository.insertHouseAccounts(db, Object.values(HouseAccount));
}

/** Creates the customer's empty wallet unless they have one, in one statement; safe to run at once. */
export async function openWallet(tx: Queryable, customerId: string): Promise<void> {
  if (customerId.trim() === '') throw new Error('A wallet needs a customer id');
  await repository.insertWallet(tx, customerId, walletAccountCode(customerId));
}

/** The customer's wallet, created empty on first use. Safe when many requests create it at once. */
export async function ensureWallet(tx: Queryable, customerId: string): Promise<LedgerAccount> {
  await openWallet(tx, customerId);
  const code = walletAccountCode(customerId);
  const wallet = await repository.findAccount(tx, code);
  if (!wallet) throw new Error(`Wallet ${code} was not created`);
  return wallet;
}

/**
 * Posts a balanced transaction inside the caller's database transaction: the transaction row, each
 * wallet's cached balance change (one guarded statement per wallet) and the entries (one statement).
 * House accounts are not updated: their balance is the sum of their entries, so no purchase waits on
 * another for the one `house:sales` row. Throws InsufficientFundsError when a wallet would go below
 * zero; the caller's transaction must then roll back (a half-posted transaction cannot commit anyway:
 * it has too few entries).
 */
export async function postTransaction(tx: Tx, input: PostTransactionInput): Promise<PostedTransaction> {
  const deltas = balanceChanges(input);
  const transactionId = await repository.insertTransaction(tx, {
    kind: input.kind,
    idempotencyKey: input.idempotencyKey ?? null,
    reference: input.reference ?? null,
    description: input.description,
    metadata: input.metadata ?? {},
    createdAt: input.postedAt ?? null,
  });
  if (!transactionId) return replayTransaction(tx, input);

  const walletBalances = new Map<string, number>();
  for (const [code, delta] of deltas) {
    if (isHouseAccount(code)) continue;
    const balance = await repository.applyBalanceDelta(tx, code, delta);
    if (balance === null) {
      if (await repository.findAccount(tx, code)) throw new InsufficientFundsError();
      throw new Error(`Ledger account ${code} does not exist`);
    }
    walletBalances.set(code, balance);
  }
  const entered = await repository.insertEntries(tx, transactionId, input.entries, input.postedAt ?? null);
  if (entered !== input.entries.length) {
    for (const { accountCode } of input.entries)
      if (!(await repository.findAccount(tx, accountCode)))
        throw new Error(`Ledger account ${accountCode} does not exist`);
    throw new Error('Ledger entries were not all inserted');
  }
  return { transactionId, replayed: false, walletBalances };
}

const isHouseAccount = (code: string) => code.startsWith('house:');

/**
 * A posting that moves money between a customer's wallet and a house account, described for the
 * database's `ledger_post_wallet` (migration 0026, decision 0061), which writes it inside a purchase's
 * one call with the same guards as `postTransaction`: a guarded wallet update, then the transaction and
 * its two entries. The id is chosen here so the caller can record it before the call.
 */
export interface WalletPosting {
  id: string;
  kind: LedgerTransactionKind;
  reference: string;
  description: string;
  metadata: Record<string, unknown>;
  posted_at: string;
  wallet_code: string;
  /** Added to the wallet; the house account gets the opposite. */
  wallet_cents: number;
  house_code: HouseAccountCode;
}

export function walletPosting(input: {
  id: string;
  kind: LedgerTransactionKind;
  reference: string;
  description: string;
  metadata: Record<string, unknown>;
  postedAt: Date;
  customerId: string;
  walletCents: number;
  houseAccount: HouseAccountCode;
}): WalletPosting {
  balanceChanges({
    kind: input.kind,
    description: input.description,
    entries: [
      { accountCode: walletAccountCode(input.customerId), amountCents: input.walletCents },
      { accountCode: input.houseAccount, amountCents: -input.walletCents },
    ],
  });
  return {
    id: input.id,
    kind: input.kind,
    reference: input.reference,
    description: input.description,
    metadata: input.metadata,
    posted_at: input.postedAt.toISOString(),
    wallet_code: walletAccountCode(input.customerId),
    wallet_cents: input.walletCents,
    house_code: input.houseAccount,
  };
}

/**
 * Checks the posting before anything touches the database, and returns the net change per account in
 * lock order: wallets by code, then house accounts by code. Only wallets are locked (house balances
 * are derived), and one order for every posting means two postings that move money between the same
 * wallets never wait on each other in a cycle (no deadlocks).
 */
function balanceChanges(input: PostTransactionInput): Array<[string, number]> {
  if (input.description.trim() === '') throw new Error('A ledger transaction needs a description');
  if (input.entries.length < 2) throw new Error('A ledger transaction needs at least two entries');
  const deltas = new Map<string, number>();
  let total = 0n;
  for (const { accountCode, amountCents } of input.entries) {
    if (accountCode === '') throw new Error('A ledger entry needs an account code');
    if (!Number.isSafeInteger(amountCents) || amountCents === 0) {
      throw new Error(`Ledger amounts are whole, non-zero cents; got ${amountCents} for ${accountCode}`);
    }
    total += BigInt(amountCents);
    deltas.set(accountCode, (deltas.get(accountCode) ?? 0) + amountCents);
  }
  if (total !== 0n) throw new Error(`A ledger transaction must sum to zero; it sums to ${total} cents`);
  const lockRank = (code: string) => (isHouseAccount(code) ? 1 : 0);
  return [...deltas].sort(([a], [b]) => lockRank(a) - lockRank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The key was used before: hand back that transaction, unless this is a different posting. */
async function replayTransaction(tx: Tx, input: PostTransactionInput): Promise<PostedTransaction> {
  const key = input.idempotencyKey;
  const existing = key ? await repository.findTransactionByKey(tx, key) : null;
  if (!existing) throw new Error('A ledger transaction was not inserted and has no idempotency key');
  const sameEntries =
    entrySignature(existing.entries) === entrySignature(input.entries) && existing.kind === input.kind;
  if (!sameEntries) throw new IdempotencyKeyReusedError();
  return { transactionId: existing.id, replayed: true, walletBalances: new Map() };
}

function entrySignature(entries: LedgerEntryInput[]): string {
  return entries
    .map((entry) => `${entry.accountCode} ${entry.amountCents}`)
    .sort()
    .join('\n');
}

/** The wallet's balance in cents; a customer without a wallet has 0. */
export async function getWalletBalance(db: Queryable, customerId: string): Promise<number> {
  return (await repository.findBalance(db, walletAccountCode(customerId))) ?? 0;
}

/**
 * Any account's balance in cents: a wallet's cached balance, a house account's sum of entries (which
 * reads all of them: for reports and checks, not requests). Null when there is no such account.
 */
export async function getAccountBalance(db: Queryable, code: string): Promise<number | null> {
  return isHouseAccount(code) ? repository.sumAccountEntries(db, code) : repository.findBalance(db, code);
}

/** The wallet's entries, newest first, and how many there are in all (for paging). */
export async function listWalletEntries(
  db: Queryable,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ entries: WalletEntry[]; total: number }> {
  const code = walletAccountCode(customerId);
  const entries = await walletHistory.listAccountEntries(db, code, page.limit, page.offset);
  const total = await walletHistory.countAccountEntries(db, code);
  return { entries, total };
}

/**
 * Locks the customer's wallet row until the caller's transaction ends and returns its balance, creating
 * the wallet first if need be. Requests that read the wallet or its history and then decide (spend and
 * deposit limits, what may be withdrawn) take it first, so two of one customer's requests are decided
 * one after the other; postings take the same row next (decisions 0024, 0025).
 */
export async function lockWallet(tx: Tx, customerId: string): Promise<number> {
  if (customerId.trim() === '') throw new Error('A wallet needs a customer id');
  return repository.lockWallet(tx, customerId, walletAccountCode(customerId));
}

/** The wallet's movements summed by kind and direction (what the withdrawable rule needs). */
export async function walletTotalsByKind(
  db: Queryable,
  customerId: string,
): Promise<Array<{ kind: LedgerTransactionKind; creditCents: number; debitCents: number }>> {
  return walletHistory.sumAccountEntriesByKind(db, walletAccountCode(customerId));
}

export type WalletMovement = walletHistory.WalletHistoryRow;

/**
 * The wallet's movements for the customer's transactions page, newest first, each with the balance
 * after it, and how many there are. Entries of one wallet are written under its row lock, so their
 * id order is the order its balance changed in, and the running sum is the balance after each.
 */
export async function listWalletHistory(
  db: Queryable,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ movements: WalletMovement[]; total: number }> {
  const code = walletAccountCode(customerId);
  const movements = await walletHistory.listWalletHistory(db, code, page);
  const total = await walletHistory.countAccountEntries(db, code);
  return { movements, total };
}

/** One movement of the customer's wallet by its ledger transaction; null when it is not theirs. */
export async function findWalletMovement(
  db: Queryable,
  customerId: string,
  transactionId: string,
): Promise<WalletMovement | null> {
  return walletHistory.findWalletHistoryEntry(db, walletAccountCode(customerId), transactionId);
}

/**
 * Proves the ledger: transactions balance, wallets' cached balances equal their entries, house accounts
 * cache nothing, no wallet is negative.
 */
export async function auditLedger(db: Queryable): Promise<LedgerAudit> {
  return {
    unbalancedTransactions: await ledgerAudit.findUnbalancedTransactions(db),
    mismatchedAccounts: await ledgerAudit.findMismatchedAccounts(db),
    mismatchedWalletDays: await ledgerAudit.findMismatchedWalletDays(db),
    negativeWallets: await ledgerAudit.findNegativeWallets(db),
    missingGuards: await ledgerAudit.findMissingGuards(db),
  };
}

/** sha256 of the value as JSON with object keys sorted, so the same request always hashes the same. */
export function hashRequest(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
  return createHash('sha256')
    .update(canonical ?? 'undefined')
    .digest('hex');
}

/** The ledger's reads outside any transaction: the wallet balance other modules show. */
export function createLedgerService({ db }: { db: Db }) {
  return {
    walletBalanceCents: (customerId: string) => getWalletBalance(db, customerId),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
