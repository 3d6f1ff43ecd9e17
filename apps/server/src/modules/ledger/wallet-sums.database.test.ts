// The limits' sums of a wallet's postings over rolling windows, read from the wallet's day totals and
// the entries of each window's first day (migration 0032, decision 0082), and the audit that holds the
// day totals to the entries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sql, type Db } from '@fairdraw/db';
import { createTestDatabase, inRolledBackTransaction, type TestDatabase } from '@fairdraw/db/testing';
import { expectLedgerBalanced } from '../../../test/ledger-audit';
import {
  HouseAccount,
  auditLedger,
  ensureWallet,
  postTransaction,
  walletAccountCode,
} from './ledger.service';
import { depositedInWindow, spentInWindows, sumWalletPostings } from './wallet-sums';

let database: TestDatabase;
let db: Db;
const customer = randomUUID();
const wallet = walletAccountCode(customer);

/** Money into or out of the wallet at a given time, as the purchase or deposit it stands for. */
async function post(kind: 'deposit' | 'purchase' | 'refund', cents: number, at: string) {
  const house = kind === 'deposit' ? HouseAccount.payments : HouseAccount.sales;
  await db.transaction((tx) =>
    postTransaction(tx, {
      kind,
      description: `${kind} at ${at}`,
      postedAt: new Date(at),
      entries: [
        { accountCode: house, amountCents: -cents },
        { accountCode: wallet, amountCents: cents },
      ],
    }),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.transaction((tx) => ensureWallet(tx, customer));
  // Sydney's evening of 9 November is the morning of the 9th in UTC: the day totals are UTC days.
  await post('deposit', 100_00, '2026-11-09T09:00:00Z');
  await post('purchase', -10_00, '2026-11-10T11:00:00Z');
  await post('purchase', -20_00, '2026-11-10T13:00:00Z');
  await post('purchase', -5_00, '2026-11-10T23:59:59Z');
  await post('refund', 3_00, '2026-11-11T10:00:00Z');
  await post('purchase', -40_00, '2026-11-11T10:30:00Z');
  await post('deposit', 50_00, '2026-11-12T05:00:00Z');
  await post('purchase', -7_00, '2026-11-12T05:30:00Z');
  // Posted after the moment the windows below end: never counted in them.
  await post('purchase', -1_00, '2026-11-12T07:00:00Z');
});
afterAll(async () => {
  await database.drop();
});

describe('sums of a wallet over rolling windows', () => {
  const to = new Date('2026-11-12T06:00:00Z');

  it('counts the entries after each window starts, inside its first day and on the whole days after', async () => {
    const froms = [
      new Date('2026-11-10T12:00:00Z'), // half-way through the 10th: 20 + 5 there, then the 11th and 12th
      new Date('2026-11-11T10:00:00Z'), // exactly at the refund: the refund is not after it
      new Date('2026-11-11T00:00:00Z'), // a window starting on a day's first instant
      new Date('2026-11-12T05:45:00Z'), // nothing spent since
    ];
    expect(await sumWalletPostings(db, customer, ['purchase', 'refund'], { froms, to })).toEqual([
      -20_00 - 5_00 + 3_00 - 40_00 - 7_00,
      -40_00 - 7_00,
      3_00 - 40_00 - 7_00,
      0,
    ]);
    expect(await spentInWindows(db, customer, { froms, to })).toEqual([69_00, 47_00, 44_00, 0]);
  });

  it('leaves out what was posted after the window ends, even on its last day', async () => {
    expect(
      await spentInWindows(db, customer, {
        froms: [new Date('2026-11-12T00:00:00Z')],
        to: new Date('2026-11-12T08:00:00Z'),
      }),
    ).toEqual([8_00]);
    expect(await spentInWindows(db, customer, { froms: [new Date('2026-11-12T00:00:00Z')], to })).toEqual([
      7_00,
    ]);
  });

  it('sums each kind apart: deposits are not spending', async () => {
    expect(await depositedInWindow(db, customer, { from: new Date('2026-11-09T08:59:59Z'), to })).toBe(
      150_00,
    );
    expect(await depositedInWindow(db, customer, { from: new Date('2026-11-09T09:00:00Z'), to })).toBe(50_00);
  });

  it('is 0 for a customer without a wallet', async () => {
    expect(await spentInWindows(db, randomUUID(), { froms: [new Date('2026-11-01T00:00:00Z')], to })).toEqual(
      [0],
    );
  });
});

describe("a wallet's day totals", () => {
  it('hold one total per UTC day and kind, and none for the shop’s own accounts', async () => {
    const rows = await queryRows<{ code: string; day: string; kind: string; cents: unknown }>(
      db,
      sql`select a.code, d.day::text as day, d.kind, d.amount_cents as cents
          from ledger_wallet_days d join ledger_accounts a on a.id = d.account_id
          order by d.day, d.kind`,
    );
    expect(rows.map(({ code, day, kind, cents }) => [code, day, kind, Number(cents)])).toEqual([
      [wallet, '2026-11-09', 'deposit', 100_00],
      [wallet, '2026-11-10', 'purchase', -35_00],
      [wallet, '2026-11-11', 'purchase', -40_00],
      [wallet, '2026-11-11', 'refund', 3_00],
      [wallet, '2026-11-12', 'deposit', 50_00],
      [wallet, '2026-11-12', 'purchase', -8_00],
    ]);
    await expectLedgerBalanced(db);
  });

  it('the audit names a day whose total is out of step with its entries, and a day left without one', async () => {
    const spoiled = await inRolledBackTransaction(db, async (tx) => {
      await tx.execute(
        sql`update ledger_wallet_days set amount_cents = amount_cents - 1 where day = '2026-11-10'`,
      );
      await tx.execute(sql`delete from ledger_wallet_days where day = '2026-11-12' and kind = 'deposit'`);
      return (await auditLedger(tx)).mismatchedWalletDays;
    });
    expect(spoiled).toEqual([`${wallet} 2026-11-10 purchase`, `${wallet} 2026-11-12 deposit`]);
    expect((await auditLedger(db)).mismatchedWalletDays).toEqual([]);
  });
});
