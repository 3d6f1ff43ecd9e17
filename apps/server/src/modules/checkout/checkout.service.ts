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
  ensureWallet,
  findIdempotentResult,
  getWalletBalance,
  hashRequest,
  postTransaction,
  walletAccountCode,
  withIdempotency,
  type PostedTransaction,
} from '../ledger/ledger.service';
import { buildReceipt } from '../orders/orders.service';
import {
  insertCheckout,
  insertOrderDraws,
  insertOrders,
  insertRaffleTickets,
  lockDrawsFrom,
  raffleTicketsLeft,
  reserveRaffleTickets,
  reserveSyndicateShares,
  syndicateSharesLeft,
  type LockedDraw,
} from './checkout.repository';
import { purchaseReceipt, type BoughtLine } from './purchase-receipt';

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
  /** Spend limits, checked with the wallet locked right before the debit (modules/limits, decision 0025). */
  limits?: {
    checkPurchase(tx: Tx, input: { customerId: string; amountCents: number; now: Date }): Promise<void>;
  };
}

export interface PurchaseRequest {
  customerId: string;
  body: PurchaseBody;
  idempotencyKey?: string;
}

export interface CheckoutService {
  /** Pays for the cart (or the items named); `replayed` when an earlier call with the same key already did. */
  purchase(request: PurchaseRequest): Promise<{ receipt: Receipt; replayed: boolean }>;
  getReceipt(customerId: string, checkoutId: string): Promise<Receipt>;
}

const money = (cents: number) => formatMoney(cents);

/**
 * A purchase of named items is priced over those items only (their total, their blocked reasons). A
 * named item that is no longer in the cart (bought in another tab, removed) means the cart changed.
 */
function refuseMissingItems(priced: PricedCart, cartItemIds: readonly string[] | undefined): void {
  if (cartItemIds && priced.items.length + priced.removed.length !== new Set(cartItemIds).size)
    throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
}

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
  if (blocked)
    throw new PurchaseRefusedError(
      blocked.reason === 'sold_out' ? 'quantity' : 'cartTotal',
      blocked.reason,
      blocked.message,
    );
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

/**
 * The cart must still hold the items that were priced, unchanged since, and, when the whole cart is
 * bought, nothing else.
 */
function sameItems(priced: PricedCart, stored: PricedItem['row'][], wholeCart: boolean): boolean {
  const seen = new Map(stored.map((row) => [row.id, row.updatedAt.getTime()]));
  return (
    (!wholeCart || stored.length === priced.items.length) &&
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
  preOrder: boolean;
}

/** Locks the draws one cart item plays and checks they are on sale, or throws why it cannot be bought. */
async function enter(tx: Tx, item: PricedItem, now: Date): Promise<Entry> {
  const { row } = item;
  if (row.productType === 'raffle_ticket') {
    const [draw] = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, 1);
    // A capped draw sold its last ticket: sold out, not closed.
    if (draw?.drawNo === row.drawNo && draw.stopAt > now && draw.state === 'DRAW_CAPPED')
      throw new PurchaseRefusedError(
        'quantity',
        'sold_out',
        `${item.offerName}: ${ticketsLeftMessage(0)} Nothing was bought.`,
      );
    if (draw?.drawNo !== row.drawNo || draw.stopAt <= now || draw.state !== 'DRAW_OPEN')
      throw closedDraw(item, draw, row.drawNo);
    // Before sales start a raffle sells pre-orders (the stock update below refuses earlier ones).
    return { item, draws: [draw], preOrder: draw.salesStartAt !== null && draw.salesStartAt > now };
  }
  if (row.productType === 'syndicate_share') {
    const [draw] = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, 1);
    if (draw?.drawNo !== row.drawNo || !isOnSale(draw, now)) throw closedDraw(item, draw, row.drawNo);
    return { item, draws: [draw], preOrder: false };
  }
  return { item, draws: await lotteryDraws(tx, item, now), preOrder: false };
}

/**
 * Takes the stock of the raffle tickets and syndicate shares bought, by guarded updates, and gives the
 * raffle orders their ticket numbers. Stock rows are the busiest rows a purchase locks (every buyer of
 * a raffle updates its one row), so this runs last, right before commit, and in one order (by draw or
 * offer) so two purchases never wait on each other in a cycle.
 */
async function takeStock(tx: Tx, lines: BoughtLine[], now: Date): Promise<void> {
  const stocked = lines
    .filter(
      ({ item }) => item.row.productType === 'raffle_ticket' || item.row.productType === 'syndicate_share',
    )
    .sort((a, b) => (stockKey(a) < stockKey(b) ? -1 : stockKey(a) > stockKey(b) ? 1 : 0));
  for (const { item, order, draws } of stocked) {
    const [draw] = draws;
    if (!draw) throw new Error(`order ${order.id} has no draw`);
    if (item.row.productType === 'syndicate_share') {
      if (!(await reserveSyndicateShares(tx, item.row.productOfferKey, item.row.quantity)))
        throw new PurchaseRefusedError(
          'quantity',
          'sold_out',
          `${item.offerName}: ${sharesLeftMessage(await syndicateSharesLeft(tx, item.row.productOfferKey))} Nothing was bought.`,
        );
      continue;
    }
    const numbers = await reserveRaffleTickets(tx, draw.id, item.item.numGames, now);
    if (!numbers)
      throw new PurchaseRefusedError(
        'quantity',
        'sold_out',
        `${item.offerName}: ${ticketsLeftMessage(await raffleTicketsLeft(tx, draw.id))} Nothing was bought.`,
      );
    // Sales cannot start or stop being pre-orders within one transaction; if they did, start again.
    if (numbers.preOrder !== (order.purchaseStatus === 'pre_order'))
      throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
    await insertRaffleTickets(tx, draw.id, order.id, numbers);
  }
}

const stockKey = ({ item, draws }: BoughtLine) =>
  item.row.productType === 'syndicate_share' ? `s:${item.row.productOfferKey}` : `r:${draws[0]?.id ?? ''}`;

export function createCheckoutService({ db, clock, cart, limits }: CheckoutServiceOptions): CheckoutService {
  /**
   * Everything a purchase writes, inside the caller's transaction, except the stock: that step is
   * handed back for the caller to run last. Statements are batched (one insert for all orders, one
   * for all their draws) and the receipt is built from what was written, because every round trip
   * to the database is time the locked rows stay locked.
   */
  async function pay(
    tx: Tx,
    customerId: string,
    priced: PricedCart,
    body: PurchaseBody,
  ): Promise<{ receipt: Receipt; takeStock: () => Promise<void> }> {
    const stored = await lockCartForPurchase(tx, priced.cart.id);
    if (!stored || !sameItems(priced, stored, !body.cartItemIds))
      throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');

    const now = clock.now();
    const entries: Entry[] = [];
    for (const item of priced.items) entries.push(await enter(tx, item, now));

    const checkoutId = randomUUID();
    const walletCode = walletAccountCode(customerId);
    // A customer who never had money has no wallet yet: they are short of funds, not a server error.
    await ensureWallet(tx, customerId);
    await limits?.checkPurchase(tx, { customerId, amountCents: priced.totalCents, now });
    let posted: PostedTransaction;
    try {
      posted = await postTransaction(tx, {
        kind: 'purchase',
        postedAt: now,
        reference: checkoutId,
        description: `Tickets bought, checkout ${checkoutId}`,
        metadata: { checkoutId, items: entries.length },
        entries: [
          { accountCode: walletCode, amountCents: -priced.totalCents },
          { accountCode: HouseAccount.sales, amountCents: priced.totalCents },
        ],
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw shortFunds(await getWalletBalance(tx, customerId), priced.totalCents);
      throw error;
    }
    const balanceAfterCents = posted.walletBalances.get(walletCode);
    if (balanceAfterCents === undefined) throw new Error('the purchase did not debit the wallet');

    await insertCheckout(tx, {
      id: checkoutId,
      customerId,
      totalCents: priced.totalCents,
      ledgerTransactionId: posted.transactionId,
      balanceAfterCents,
      channelKey: body.channelKey ?? null,
      metadata: { ...(body.metadata ?? {}), ...(body.partnerKey ? { partnerKey: body.partnerKey } : {}) },
      createdAt: now,
    });
    const lines: BoughtLine[] = entries.map(({ item, draws, preOrder }, index) => {
      const { row } = item;
      return {
        item,
        draws,
        order: {
          id: randomUUID(),
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
        },
      };
    });
    await insertOrders(
      tx,
      lines.map(({ order }) => order),
    );
    await insertOrderDraws(
      tx,
      lines.flatMap(({ order, draws }) => draws.map((draw) => ({ orderId: order.id, drawId: draw.id }))),
    );
    await removeBoughtItems(
      tx,
      priced.cart.id,
      priced.items.map(({ row }) => row.id),
    );
    return {
      receipt: purchaseReceipt({
        checkoutId,
        totalCents: priced.totalCents,
        balanceAfterCents,
        purchasedAt: now,
        lines,
      }),
      takeStock: () => takeStock(tx, lines, now),
    };
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

      const priced = await cart.priceForCheckout(customerId, body.cartItemIds);
      refuseMissingItems(priced, body.cartItemIds);
      refuseUnbuyableCart(priced, body);
      // Short funds are found by the wallet's guarded debit inside the transaction, so the balance is
      // not read here as well.

      const { result, replayed } = await db.transaction(async (tx) => {
        // Stock is taken after everything else, even the idempotency key's completion, so the busy
        // stock rows stay locked only until commit. A refusal there still rolls all of it back.
        let stock: (() => Promise<void>) | undefined;
        const run = async () => {
          const paid = await pay(tx, customerId, priced, body);
          stock = paid.takeStock;
          return paid.receipt;
        };
        const answer = idempotency
          ? await withIdempotency(tx, idempotency, run)
          : { result: await run(), replayed: false };
        await stock?.();
        return answer;
      });
      return { receipt: result, replayed };
    },

    getReceipt: (customerId, checkoutId) => buildReceipt(db, customerId, checkoutId),
  };
}
