// Buying the signed-in customer's cart from their wallet (shop-core §7 "POST /cart/purchase").
// All or nothing: one database transaction enters every item in its draws, takes raffle tickets and
// syndicate shares by guarded updates, debits the wallet through the ledger, writes the checkout and
// its orders and empties the cart. Any refusal rolls all of it back. The draws' stop times are
// checked inside that transaction against the injected clock, with the draws locked so they cannot
// close half-way. See docs/decisions/0011-checkout.md.
import { randomUUID } from 'node:crypto';
import { ErrorCode, PURCHASE_REFUSED, type PurchaseBody, type Receipt } from '@fairdraw/contracts';
import { daysFromBitmask, formatMoney, fromWireMoney, sydneyWeekday } from '@fairdraw/domain';
import type { Db, Tx } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, InsufficientFundsError } from '../../lib/errors';
import {
  lockCartForPurchase,
  removeBoughtItems,
  type CartService,
  type PricedCart,
  type PricedItem,
} from '../cart/cart.service';
import { plural, ticketsLeftMessage, sharesLeftMessage } from '../cart/cart-items';
import {
  HouseAccount,
  findIdempotentResult,
  getWalletBalance,
  hashRequest,
  postTransaction,
  walletAccountCode,
  withIdempotency,
} from '../ledger/ledger.service';
import { buildReceipt } from '../orders/orders.service';
import {
  insertCheckout,
  insertOrder,
  insertOrderDraws,
  insertRaffleTickets,
  lockDrawsFrom,
  raffleTicketsLeft,
  reserveRaffleTickets,
  reserveSyndicateShares,
  syndicateSharesLeft,
  type LockedDraw,
} from './checkout.repository';

/** A 422 when the cart cannot be bought as it is; the field says what to look at. Nothing changed. */
export class PurchaseRefusedError extends AppError {
  constructor(field: string, code: string, message: string) {
    super(422, PURCHASE_REFUSED, message, { [field]: [{ code, message }] });
    this.name = 'PurchaseRefusedError';
  }
}

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add a ticket before checking out.';
export const CART_CHANGED_MESSAGE =
  'Your cart changed while you were paying. Nothing was bought: please check your cart and try again.';

export interface CheckoutServiceOptions {
  db: Db;
  clock: Clock;
  cart: Pick<CartService, 'priceForCheckout'>;
}

export interface PurchaseRequest {
  customerId: string;
  body: PurchaseBody;
  idempotencyKey?: string;
}

export interface CheckoutService {
  /** Pays for the whole cart; `replayed` when an earlier call with the same key already did. */
  purchase(request: PurchaseRequest): Promise<{ receipt: Receipt; replayed: boolean }>;
  getReceipt(customerId: string, checkoutId: string): Promise<Receipt>;
}

const money = (cents: number) => formatMoney(cents);

/** Checks made on the priced cart before anything is locked; the same rules hold again inside. */
function refuseUnbuyableCart(priced: PricedCart, body: PurchaseBody): void {
  const removed = priced.removed[0];
  if (removed) {
    const name = removed.offerName ?? 'An item';
    throw new PurchaseRefusedError(
      'drawNo',
      removed.reason,
      removed.reason === 'draw_closed'
        ? `${name} draw ${removed.row.drawNo} has closed, so it was taken out of your cart. Nothing was bought: please check your cart.`
        : `${name} is no longer on sale, so it was taken out of your cart. Nothing was bought: please check your cart.`,
    );
  }
  if (priced.items.length === 0) throw new PurchaseRefusedError('general', 'cart_empty', EMPTY_CART_MESSAGE);
  const blocked = priced.result.blockedReasons[0];
  if (blocked) throw new PurchaseRefusedError('quantity', blocked.reason, blocked.message);
  const expected = body.expectedTotal;
  const total = priced.result.cartTotal;
  // Compared as sent: any other amount or currency is not what the cart costs (and is never parsed).
  if (expected && (expected.amount !== total.amount || expected.currency !== total.currency))
    throw new PurchaseRefusedError(
      'cartTotal',
      'total_changed',
      `Your cart now costs ${money(priced.totalCents)}, not ${expected.currency === total.currency ? `$${expected.amount}` : `${expected.amount} ${expected.currency}`}. Nothing was bought: please check your cart and try again.`,
    );
}

function shortFunds(balanceCents: number, totalCents: number): PurchaseRefusedError {
  return new PurchaseRefusedError(
    'wallet',
    ErrorCode.insufficientFunds,
    `Your wallet holds ${money(balanceCents)} and this purchase costs ${money(totalCents)}. Add ${money(totalCents - balanceCents)} or remove something from your cart.`,
  );
}

/** The cart must still hold exactly the items that were priced, unchanged since. */
function sameItems(priced: PricedCart, stored: PricedItem['row'][]): boolean {
  const seen = new Map(stored.map((row) => [row.id, row.updatedAt.getTime()]));
  return (
    stored.length === priced.items.length &&
    priced.items.every(({ row }) => seen.get(row.id) === row.updatedAt.getTime())
  );
}

const isOnSale = (draw: LockedDraw, now: Date) => draw.state === 'DRAW_OPEN' && draw.stopAt > now;

function closedDraw(item: PricedItem, draw: LockedDraw | undefined, drawNo: number): PurchaseRefusedError {
  return new PurchaseRefusedError(
    'drawNo',
    'draw_closed',
    `Sales for ${item.offerName} draw ${draw?.drawNo ?? drawNo} have closed. Nothing was bought: remove it from your cart to buy the rest.`,
  );
}

/** The lottery draws a ticket plays: from its first draw on, on its chosen days, all still on sale. */
async function lotteryDraws(tx: Tx, item: PricedItem, now: Date): Promise<LockedDraw[]> {
  const { row } = item;
  const days = row.day === null ? null : new Set(daysFromBitmask(row.day));
  // Enough rows to find numDraws draws even when one day of a daily lottery is chosen.
  const candidates = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, row.numDraws * 7);
  if (candidates[0]?.drawNo !== row.drawNo) throw closedDraw(item, undefined, row.drawNo);
  const played = candidates
    .filter((draw) => !days || days.has(sydneyWeekday(draw.drawAt)))
    .slice(0, row.numDraws);
  const closed = played.find((draw) => !isOnSale(draw, now));
  if (closed) throw closedDraw(item, closed, row.drawNo);
  if (played.length < row.numDraws)
    throw new PurchaseRefusedError(
      'numDraws',
      'not_scheduled',
      `Only ${plural(played.length, 'draw', 'draws')} of ${item.offerName} are scheduled from draw ${row.drawNo}. Choose fewer draws.`,
    );
  return played;
}

interface Entry {
  item: PricedItem;
  draws: LockedDraw[];
  raffleNumbers?: { first: number; last: number };
  preOrder: boolean;
}

/** Enters one cart item in its draws and takes its stock, or throws why it cannot be bought. */
async function enter(tx: Tx, item: PricedItem, now: Date): Promise<Entry> {
  const { row } = item;
  if (row.productType === 'raffle_ticket') {
    const [draw] = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, 1);
    if (draw?.drawNo !== row.drawNo || draw.stopAt <= now || draw.state !== 'DRAW_OPEN')
      throw closedDraw(item, draw, row.drawNo);
    const count = item.item.numGames;
    const numbers = await reserveRaffleTickets(tx, draw.id, count, now);
    if (!numbers)
      throw new PurchaseRefusedError(
        'quantity',
        'sold_out',
        `${item.offerName}: ${ticketsLeftMessage(await raffleTicketsLeft(tx, draw.id))} Nothing was bought.`,
      );
    return { item, draws: [draw], raffleNumbers: numbers, preOrder: numbers.preOrder };
  }
  if (row.productType === 'syndicate_share') {
    const [draw] = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, 1);
    if (draw?.drawNo !== row.drawNo || !isOnSale(draw, now)) throw closedDraw(item, draw, row.drawNo);
    if (!(await reserveSyndicateShares(tx, row.productOfferKey, row.quantity)))
      throw new PurchaseRefusedError(
        'quantity',
        'sold_out',
        `${item.offerName}: ${sharesLeftMessage(await syndicateSharesLeft(tx, row.productOfferKey))} Nothing was bought.`,
      );
    return { item, draws: [draw], preOrder: false };
  }
  return { item, draws: await lotteryDraws(tx, item, now), preOrder: false };
}

export function createCheckoutService({ db, clock, cart }: CheckoutServiceOptions): CheckoutService {
  /** Everything that happens to money and stock, inside the caller's transaction. */
  async function pay(tx: Tx, customerId: string, priced: PricedCart, body: PurchaseBody): Promise<Receipt> {
    const stored = await lockCartForPurchase(tx, priced.cart.id);
    if (!stored || !sameItems(priced, stored)) throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');

    const now = clock.now();
    const entries: Entry[] = [];
    for (const item of priced.items) entries.push(await enter(tx, item, now));

    const checkoutId = randomUUID();
    let transactionId: string;
    try {
      ({ transactionId } = await postTransaction(tx, {
        kind: 'purchase',
        reference: checkoutId,
        description: `Tickets bought, checkout ${checkoutId}`,
        metadata: { checkoutId, items: entries.length },
        entries: [
          { accountCode: walletAccountCode(customerId), amountCents: -priced.totalCents },
          { accountCode: HouseAccount.sales, amountCents: priced.totalCents },
        ],
      }));
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw shortFunds(await getWalletBalance(tx, customerId), priced.totalCents);
      throw error;
    }

    await insertCheckout(tx, {
      id: checkoutId,
      customerId,
      totalCents: priced.totalCents,
      ledgerTransactionId: transactionId,
      balanceAfterCents: await getWalletBalance(tx, customerId),
      channelKey: body.channelKey ?? null,
      metadata: { ...(body.metadata ?? {}), ...(body.partnerKey ? { partnerKey: body.partnerKey } : {}) },
      createdAt: now,
    });
    for (const [index, { item, draws, raffleNumbers, preOrder }] of entries.entries()) {
      const { row } = item;
      const orderId = await insertOrder(tx, {
        checkoutId,
        customerId,
        lineNo: index + 1,
        productType: row.productType,
        productOfferKey: row.productOfferKey,
        productName: item.offerName,
        gameType: row.gameType,
        gameOffer: row.gameOffer,
        firstDrawNo: row.drawNo,
        numDraws: row.numDraws,
        quantity: row.quantity,
        numGames: item.item.numGames,
        games: row.games,
        day: row.day,
        causeKey: row.causeKey,
        affiliateCode: row.affiliateCode,
        purchaseStatus: preOrder ? 'pre_order' : 'standard',
        description: item.item.description,
        unitPriceCents: fromWireMoney(item.item.unitPrice),
        totalCents: item.totalCents,
        createdAt: now,
      });
      await insertOrderDraws(
        tx,
        orderId,
        draws.map((draw) => draw.id),
      );
      const [firstDraw] = draws;
      if (raffleNumbers && firstDraw) await insertRaffleTickets(tx, firstDraw.id, orderId, raffleNumbers);
    }
    await removeBoughtItems(
      tx,
      priced.cart.id,
      priced.items.map(({ row }) => row.id),
    );
    return buildReceipt(tx, customerId, checkoutId);
  }

  return {
    async purchase({ customerId, body, idempotencyKey }) {
      const idempotency = idempotencyKey
        ? { scope: `purchase:${customerId}`, key: idempotencyKey, requestHash: hashRequest(body) }
        : null;
      // A finished purchase under this key answers at once, even though its cart is empty now.
      if (idempotency) {
        const stored = await findIdempotentResult<Receipt>(db, idempotency);
        if (stored) return { receipt: stored, replayed: true };
      }

      const priced = await cart.priceForCheckout(customerId);
      refuseUnbuyableCart(priced, body);
      const balance = await getWalletBalance(db, customerId);
      if (balance < priced.totalCents) throw shortFunds(balance, priced.totalCents);

      const { result, replayed } = await db.transaction(async (tx) =>
        idempotency
          ? withIdempotency(tx, idempotency, () => pay(tx, customerId, priced, body))
          : { result: await pay(tx, customerId, priced, body), replayed: false },
      );
      return { receipt: result, replayed };
    },

    getReceipt: (customerId, checkoutId) => buildReceipt(db, customerId, checkoutId),
  };
}
