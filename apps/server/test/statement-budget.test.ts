// What a checkout costs the database, counted (issue 18): every statement an add to cart and a purchase
// send, against a budget. Each statement is a round trip while rows stay locked, so a change that adds
// some fails here and has to say why; one that removes some lowers the budget. The budgets are today's
// counts (20 and 44 before decision 0058, 7 and 34 before decision 0061, an add of 4 before decision
// 0064); issue 18 asks for an add of at most three statements and a purchase of a few round trips.
import { describe, expect, it } from 'vitest';
import { signUp } from './support';
import { lotteryBody, raffleBody, raffleDraw, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase } from './checkout-support';

/** Statements, not counting BEGIN and COMMIT. */
const BUDGET = { add: 3, purchase: 20 };

let counting = false;
const statements: string[] = [];
// PostgreSQL's driver sends BEGIN and COMMIT as statements of their own; PGlite does not: both left out.
const TRANSACTION_CONTROL = /^(begin|commit|rollback|savepoint|release)\b/i;
const shop = useShopApp({
  onQuery: (statement) => {
    if (counting && !TRANSACTION_CONTROL.test(statement)) statements.push(statement);
  },
});

async function counted(work: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  counting = true;
  try {
    await work();
  } finally {
    counting = false;
  }
  return [...statements];
}

describe('the database cost of a checkout', () => {
  it('adds a ticket and buys a cart of three within the statement budget', async () => {
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
    let status = 0;
    const bought = await counted(async () => {
      status = (await purchase(shop.test, customer)).status;
    });
    expect(status).toBe(201);

    expect(add.length, add.join('\n')).toBeGreaterThan(0);
    expect(add.length, `an add to cart sent:\n${add.join('\n')}`).toBeLessThanOrEqual(BUDGET.add);
    expect(bought.length, `a purchase sent:\n${bought.join('\n')}`).toBeLessThanOrEqual(BUDGET.purchase);
  });
});
