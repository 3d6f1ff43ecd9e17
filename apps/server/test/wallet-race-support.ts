// The wallet race of issue 6: many clients of one customer buying $1 tickets, each paying for the item
// it just added, until the wallet is empty. The same loop runs against an app in this process and
// against real server processes; only the way a request is sent differs.
import { randomUUID } from 'node:crypto';
import { eq, productOffers, systemSpendLimits, type Db } from '@fairdraw/db';

export interface Answer {
  status: number;
  raw: string;
  location?: string | undefined;
  /** The Retry-After header of a 503 or 429. */
  retryAfter?: string | undefined;
}

/** One client of the customer: sends a JSON request (wire body) signed in as them. */
export type Send = (
  method: 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>;

export interface Tally {
  bought: number;
  shortOfFunds: number;
  /** Any other answer: `status code`, counted. */
  unexpected: Map<string, number>;
}

/** Makes every game of the offer cost `cents`, so one one-game ticket costs exactly that. */
export async function setGamePrice(db: Db, offerKey: string, cents: number): Promise<void> {
  const [offer] = await db.select().from(productOffers).where(eq(productOffers.key, offerKey));
  if (!offer) throw new Error(`no offer ${offerKey}`);
  const gameTypes = offer.gameTypes.map((type) => ({
    ...type,
    gameOffers: type.gameOffers.map((game) => ({ ...game, pricePerGameCents: cents })),
  }));
  await db.update(productOffers).set({ gameTypes }).where(eq(productOffers.key, offerKey));
}

/**
 * Lifts the shop's own spend limits (decision 0025) out of the way, so what stops these customers is the
 * money in their wallet, not the $1,000 a day every customer may spend.
 */
export async function liftShopSpendLimits(db: Db): Promise<void> {
  await db.update(systemSpendLimits).set({ amountCents: 1_000_000_00 });
}

/**
 * Each client, `rounds` times, tries to buy one ticket: it adds the ticket, then pays for that item alone
 * (`cart_item_ids`) with a new Idempotency-Key. A ticket refused for short funds stays in the cart and
 * the client's next round tries to pay for it again, as a customer would after topping up.
 */
export async function buyRepeatedly(clients: Send[], rounds: number, itemBody: object): Promise<Tally> {
  const tally: Tally = { bought: 0, shortOfFunds: 0, unexpected: new Map() };
  const note = (answer: Answer, what: string) => {
    const key = `${what} ${answer.status} ${answer.raw.slice(0, 200)}`;
    tally.unexpected.set(key, (tally.unexpected.get(key) ?? 0) + 1);
  };
  await Promise.all(
    clients.map(async (send) => {
      let unpaidItemId: string | undefined;
      for (let round = 0; round < rounds; round += 1) {
        if (!unpaidItemId) {
          const added = await send('POST', '/v2/cart/items', itemBody);
          if (added.status !== 201 || !added.location) {
            note(added, 'add');
            continue;
          }
          unpaidItemId = added.location.split('/').pop();
        }
        const paid = await send(
          'POST',
          '/v2/cart/purchase',
          { purchase_data: { payment_method: 'wallet' }, cart_item_ids: [unpaidItemId] },
          { 'idempotency-key': randomUUID() },
        );
        if (paid.status === 201) {
          tally.bought += 1;
          unpaidItemId = undefined;
        } else if (paid.status === 422 && paid.raw.includes('insufficient_funds')) tally.shortOfFunds += 1;
        else note(paid, 'purchase');
      }
    }),
  );
  return tally;
}
