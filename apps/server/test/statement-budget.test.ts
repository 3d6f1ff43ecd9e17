// What a checkout costs the database, counted (issue 18): every statement an add to cart and a purchase
// send, against a budget. Each statement is a round trip, so a change that adds some fails here and has
// to say why; one that removes some lowers the budget. The budgets are today's counts (20 and 44 before
// decision 0058, 7 and 34 before decision 0061, an add of 4 before decision 0064, a purchase of 20 with 8
// in its transaction before decision 0077, an add of 3 and a purchase of 12 with 3 in its transaction
// before decision 0081).
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type CustomerSession } from './support';
import { lotteryBody, raffleBody, raffleDraw, useShopApp } from './cart-support';
import { addToCart, balanceOf, creditWallet, fundWallet, purchase, receiptOf } from './checkout-support';

/**
 * Statements, not counting BEGIN and COMMIT: an add; a purchase (its key claimed with its state read,
 * then its locks, checks and writes in one statement, with no transaction around it); and a purchase
 * whose state changed between its read and its write, which then runs in a transaction (its locks and
 * reads, then its writes).
 */
const BUDGET = { add: 1, purchase: 2, purchaseChanged: 4, purchaseChangedTransaction: 2 };

let counting = false;
const statements: string[] = [];
/** The statements of each transaction opened while counting, and the one now open. */
const transactions: string[][] = [];
let open: string[] | null = null;
// PostgreSQL's driver sends BEGIN and COMMIT as statements of their own; PGlite does not: both left out.
const TRANSACTION_CONTROL = /^(begin|commit|rollback|savepoint|release)\b/i;
const shop = useShopApp({
  onQuery: (statement) => {
    if (!counting || TRANSACTION_CONTROL.test(statement)) return;
    statements.push(statement);
    open?.push(statement);
  },
});

// A transaction's statements are those sent while its work runs, on both engines (PGlite's BEGIN and
// COMMIT never reach onQuery, so they cannot mark it). Requests are made one at a time here.
beforeAll(() => {
  const { db } = shop.test.database;
  const transaction = db.transaction.bind(db);
  const counting: typeof transaction = (work, config) =>
    transaction(async (tx) => {
      const outer = open;
      const mine: string[] = [];
      open = mine;
      transactions.push(mine);
      try {
        return await work(tx);
      } finally {
        open = outer;
      }
    }, config);
  db.transaction = counting;
});

async function counted(work: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  transactions.length = 0;
  counting = true;
  try {
    await work();
  } finally {
    counting = false;
  }
  return [...statements];
}

/** A customer with $200 and a cart of a Saturday Lotto ticket, a Powerball ticket and a raffle ticket. */
async function customerWithCart(): Promise<{ customer: CustomerSession; add: string[] }> {
  const saturday = shop.offers.get('saturday_lotto')!;
  const powerball = shop.offers.get('powerball')!;
  const raffle = [...shop.offers.values()].find(
    (offer) => offer.type === 'raffle_ticket' && raffleDraw(offer).purchaseStatus === 'open',
  )!;
  const customer = await signUp(shop.test);
  await fundWallet(shop.test, customer.customerId, 200_00);
  // The first call of a session reads the sign-in and the catalogue for this process; the add counted
  // is the next one, as most adds are.
  await addToCart(shop.test, customer, lotteryBody(saturday, 1, 2));
  const add = await counted(() => addToCart(shop.test, customer, lotteryBody(powerball, 1, 2)));
  const bundle = raffleDraw(raffle).offers[0]!;
  await addToCart(shop.test, customer, raffleBody(raffle, bundle.key, 1, raffle.causes[0]?.key ?? null));
  return { customer, add };
}

describe('the database cost of a checkout', () => {
  it('adds a ticket in one statement and buys a cart of three in two, with no transaction', async () => {
    const { customer, add } = await customerWithCart();
    let status = 0;
    const bought = await counted(async () => {
      status = (await purchase(shop.test, customer)).status;
    });
    expect(status).toBe(201);

    expect(add.length, add.join('\n')).toBeGreaterThan(0);
    expect(add.length, `an add to cart sent:\n${add.join('\n')}`).toBeLessThanOrEqual(BUDGET.add);
    expect(bought.length, `a purchase sent:\n${bought.join('\n')}`).toBeLessThanOrEqual(BUDGET.purchase);
    expect(bought.some((statement) => statement.includes('checkout_buy'))).toBe(true);
    expect(transactions, 'a purchase that found nothing changed opened no transaction').toEqual([]);
  });

  it('buys in a transaction of two statements when the wallet moved between the read and the write', async () => {
    const { customer } = await customerWithCart();
    // A deposit lands between the purchase's read and its write.
    const { db } = shop.test.database;
    const execute = db.execute.bind(db);
    let moved = false;
    db.execute = (async (query: Parameters<typeof execute>[0]) => {
      const text = typeof query === 'string' ? query : JSON.stringify(query);
      if (!moved && text.includes('checkout_buy')) {
        moved = true;
        // The deposit's own statements are not the purchase's.
        counting = false;
        await creditWallet(db, customer.customerId, 5_00);
        transactions.pop();
        counting = true;
      }
      return execute(query);
    }) as typeof execute;
    let response: Awaited<ReturnType<typeof purchase>> | undefined;
    const bought = await counted(async () => {
      response = await purchase(shop.test, customer);
    }).finally(() => {
      db.execute = execute;
    });
    expect(moved).toBe(true);
    expect(response?.status, response?.raw).toBe(201);
    // $200 + $5 less the cart ($1.50 + $3.50 + the raffle ticket).
    const receipt = receiptOf(response!);
    expect(receipt.balanceAfter.amount).toBe(
      ((await balanceOf(shop.test, customer.customerId)) / 100).toFixed(2),
    );
    expect(await balanceOf(shop.test, customer.customerId)).toBe(
      205_00 - Math.round(Number(receipt.total.amount) * 100),
    );

    expect(bought.length, `a purchase whose wallet moved sent:\n${bought.join('\n')}`).toBeLessThanOrEqual(
      BUDGET.purchaseChanged,
    );
    const paid = transactions.find((sent) =>
      sent.some((statement) => statement.includes('checkout_purchase(')),
    );
    expect(paid, 'the purchase wrote in a transaction').toBeDefined();
    expect(paid!.length, `its transaction sent:\n${paid!.join('\n')}`).toBeLessThanOrEqual(
      BUDGET.purchaseChangedTransaction,
    );
  });
});
