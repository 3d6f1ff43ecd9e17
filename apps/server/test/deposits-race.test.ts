// Deposits under concurrency: one Idempotency-Key sent 50 times at once makes one deposit and one
// ledger credit; a 3-D Secure payment's returns and webhooks arriving together credit it once; and
// the weekly-limit hook refuses before the card is charged.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { AppError } from '../src/lib/errors';
import { createTestApp, signUp } from './support';
import { balanceOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  CARDS,
  addCard,
  answerChallenge,
  creditsFor,
  deliverWebhook,
  deposit,
  depositBody,
  depositCount,
  depositOf,
  usePaymentsApp,
} from './payments-support';

const payments = usePaymentsApp();

describe('concurrent deposits', () => {
  it('50 identical deposits with one Idempotency-Key make one deposit and one credit', async () => {
    const customer = await signUp(payments.test);
    const card = await addCard(payments.test, customer);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => deposit(payments.test, customer, card.id, { key })),
    );
    // Every one answers as the first did (decision 0031); all but one say they are replays.
    expect(responses.map((response) => response.status)).toEqual(Array<number>(50).fill(201));
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
      49,
    );
    const ids = new Set(responses.map((response) => depositOf(response).id));
    expect(ids.size).toBe(1);
    expect(responses.every((response) => depositOf(response).status === 'completed')).toBe(true);
    expect(await depositCount(payments.test, customer.customerId)).toBe(1);
    expect(await creditsFor(payments.test, [...ids][0]!)).toBe(1);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('returns and webhooks of one approved challenge arriving together credit it once', async () => {
    const customer = await signUp(payments.test);
    const card = await addCard(payments.test, customer, CARDS.threeDSecure);
    const made = depositOf(await deposit(payments.test, customer, card.id));
    payments.webhooks.splice(0);
    const notify = await answerChallenge(payments.test, made.actionUrl!, 'approve');
    const [webhook] = payments.webhooks.splice(0);
    const arrivals = await Promise.all([
      ...Array.from({ length: 10 }, () => payments.test.app.inject({ url: notify })),
      ...Array.from({ length: 10 }, () => deliverWebhook(payments.test, webhook!)),
    ]);
    expect(arrivals.slice(0, 10).map((response) => (response as { statusCode: number }).statusCode)).toEqual(
      Array<number>(10).fill(303),
    );
    expect(arrivals.slice(10)).toEqual(Array<number>(10).fill(200));
    expect(await creditsFor(payments.test, made.id)).toBe(1);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    await expectLedgerBalanced(payments.test.database.db);
  });
});

describe('the weekly deposit limit hook', () => {
  it('refuses a deposit over the limit before the card is charged', async () => {
    const seen: number[] = [];
    const test = await createTestApp({
      paymentNotifications: () => {},
      checkDepositLimit: async (_tx, { amountCents }) => {
        seen.push(amountCents);
        if (amountCents > 100_00)
          throw new AppError(
            422,
            'deposit_limit',
            'This deposit would take you over your weekly deposit limit.',
          );
      },
    });
    try {
      const customer = await signUp(test);
      const card = await addCard(test, customer);
      const over = await deposit(test, customer, card.id, { body: depositBody('150.00') });
      expect(over.status, over.raw).toBe(422);
      expect(over.raw).toContain('weekly deposit limit');
      expect(await depositCount(test, customer.customerId)).toBe(0);
      const under = await deposit(test, customer, card.id, { body: depositBody('50.00') });
      expect(under.status, under.raw).toBe(201);
      expect(seen).toEqual([150_00, 50_00, 50_00]); // before charging, then inside the crediting transaction
      expect(await balanceOf(test, customer.customerId)).toBe(50_00);
      await expectLedgerBalanced(test.database.db);
    } finally {
      await test.close();
    }
  });
});
