// Buying the signed-in customer's cart from their wallet (shop-core §7 "POST /cart/purchase").
// All or nothing: one database statement (or, when the customer's rows changed under it, one transaction)
// enters every item in its draws, takes raffle tickets and syndicate shares by guarded updates, debits the
// wallet through the ledger, writes the checkout and its orders, empties the cart, leaves the buyer a card
// and finishes the idempotency key. Any refusal leaves nothing behind. The draws' stop times are checked
// against the injected clock with the draws locked, so they cannot close half-way. See
// docs/decisions/0011-checkout.md and 0081-a-checkout-in-a-handful-of-round-trips.md.
import type { PurchaseBody, Receipt, ReceiptTopUp } from '@fairdraw/contracts';
import type { Db, Queryable } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { ConflictError, IdempotencyInProgressError } from '../../lib/errors';
import type { CartService, PricedCart } from '../cart/cart.service';
import { hashRequest, walletAccountCode } from '../ledger/ledger.service';
import { runIdempotently, type KeyClaim, type NewClaim } from '../ledger/idempotency.service';
import type { LicensingService } from '../catalogue/licensing.service';
import type { LimitsService } from '../limits/limits.service';
import { tellNobody, type NoticeContact, type TellCustomer } from '../mail/customer-notifier';
import type { OrdersService } from '../orders/orders.service';
import { redemptionRefused } from '../promotions/promotions.port';
import {
  buyIfUnchanged,
  lockPurchase,
  readPurchase,
  writePurchase,
  type PurchaseRead,
  type PurchaseRefused,
  type PurchaseStateRequest,
} from './checkout.repository';
import { decidePurchase, purchaseState, type Decided, type PurchaseState } from './purchase-decision';
import {
  CART_CHANGED_MESSAGE,
  EMPTY_CART_MESSAGE,
  PurchaseRefusedError,
  refuseMissingItems,
  refuseUnbuyableCart,
  shortFunds,
} from './purchase-refusals';
import { stockRefused } from './take-stock';

export interface CheckoutServiceOptions {
  db: Db;
  clock: Clock;
  cart: Pick<CartService, 'priceForCheckout'>;
  /** Receipts are read back from the orders the purchase wrote. */
  orders: Pick<OrdersService, 'buildReceipt'>;
  /** Spend limits, read with the wallet locked right before the debit and checked (decision 0025). */
  limits?: Pick<LimitsService, 'purchaseRequest' | 'refusePurchase'>;
  /** Where the shop may sell, checked with the address as it stands inside the purchase (decision 0045). */
  licensing?: Pick<LicensingService, 'unlicensedBy'>;
  /** E-mails the receipt once the purchase committed (modules/mail, decision 0039). */
  tellCustomer?: TellCustomer;
  /** The deposit that paid for a checkout from the cart (modules/payments), for its receipt. */
  topUps?: { topUpFor(customerId: string, checkoutId: string): Promise<ReceiptTopUp | null> };
}

export interface PurchaseRequest {
  customerId: string;
  body: PurchaseBody;
  idempotencyKey?: string;
  /** A refusal under the key answers every later request with it too, not only overlapping ones. */
  keepRefusal?: boolean;
}

/** Whose and which Idempotency-Keys a purchase's are (decision 0031). */
export const purchaseIdempotencyScope = (customerId: string) => `purchase:${customerId}`;

export interface CheckoutService {
  /** Pays for the cart (or the items named); `replayed` when an earlier call with the same key already did. */
  purchase(request: PurchaseRequest): Promise<{ receipt: Receipt; replayed: boolean }>;
  getReceipt(customerId: string, checkoutId: string): Promise<Receipt>;
}

export function createCheckoutService({
  db,
  clock,
  cart,
  limits,
  licensing,
  orders,
  tellCustomer = tellNobody,
  topUps,
}: CheckoutServiceOptions): CheckoutService {
  const rules = { limits, licensing };
  const stateRequest = (customerId: string, now: Date): PurchaseStateRequest => {
    const walletCode = walletAccountCode(customerId);
    return {
      customer_id: customerId,
      wallet_code: walletCode,
      check_licensing: licensing !== undefined,
      standing: limits
        ? limits.purchaseRequest(customerId, now)
        : { customer_id: customerId, wallet_code: walletCode },
    };
  };

  /** The cart as read, priced at the customer's pricing, and what refuses it before anything is locked. */
  async function price(customerId: string, state: PurchaseState, body: PurchaseBody): Promise<PricedCart> {
    // A customer who never added anything has no cart: nothing to buy, or none of the items named.
    if (!state.cart) {
      if (body.cartItemIds?.length) throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
      throw new PurchaseRefusedError('general', 'cart_empty', EMPTY_CART_MESSAGE);
    }
    const priced = await cart.priceForCheckout(
      {
        customerId,
        pricing: state.customer.buyer.pricing,
        cart: state.cart,
        rows: state.items,
        standing: state.customerAnswer,
      },
      body.cartItemIds,
    );
    refuseMissingItems(priced, body.cartItemIds);
    refuseUnbuyableCart(priced, body);
    return priced;
  }

  /** Why the writes refused the purchase, as the customer is told; nothing was written. */
  async function refusal(queryable: Queryable, refused: PurchaseRefused, decided: Decided, now: Date) {
    switch (refused.refused) {
      case 'short_of_funds': {
        const promotedCents = (decided.promotion?.discountCents ?? 0) + (decided.promotion?.creditCents ?? 0);
        const totalCents = -decided.writes.sale.wallet_cents;
        return shortFunds(Number(refused.balance_cents) - promotedCents, totalCents - promotedCents);
      }
      case 'promotion_unusable':
      case 'promotion_used':
        return redemptionRefused(queryable, refused.refused, decided.promotion?.code ?? '', now);
      case 'claim_taken_over':
        return new IdempotencyInProgressError();
      default:
        return stockRefused(queryable, refused, decided.lines);
    }
  }

  /** What a purchase read, at the moment it read it. */
  interface Reading {
    now: Date;
    request: PurchaseStateRequest;
    read: PurchaseRead;
  }

  /** Reads what the purchase's checks need; with `claim`, once its idempotency key is claimed. */
  async function readNow(customerId: string, claim?: NewClaim): Promise<Reading> {
    const now = clock.now();
    const request = stateRequest(customerId, now);
    return { now, request, read: await readPurchase(db, request, claim) };
  }

  /**
   * The purchase as decided on what was read, in one statement that takes the locks and writes only if
   * nothing it read has changed (decision 0081); otherwise decided again on what the locks hold, in a
   * transaction (decision 0077). Answers the receipt and whom to send it to.
   */
  async function buy(customerId: string, body: PurchaseBody, reading: Reading, claim?: KeyClaim<Receipt>) {
    const { now, request, read } = reading;
    // Only a read whose key was claimed (or that claimed none) reaches the purchase.
    if (!read.claimed) throw new Error('The purchase was handed a read that did not claim its key');
    const state = purchaseState(customerId, read.state, now);
    const priced = await price(customerId, state, body);
    const decided = decidePurchase(rules, customerId, priced, body, state, now, claim);
    const bought = await buyIfUnchanged(db, {
      read: request,
      fingerprint: read.fingerprint,
      writes: decided.writes,
    });
    if (bought !== 'stale') {
      if (bought.refused !== undefined) throw await refusal(db, bought, decided, now);
      return decided;
    }
    // Something the checks read changed in between (the cart, a draw, the wallet): check again on what
    // the locks hold, priced as the customer was shown.
    return db.transaction(async (tx) => {
      const locked = purchaseState(customerId, await lockPurchase(tx, request), now);
      const again = decidePurchase(rules, customerId, priced, body, locked, now, claim);
      const written = await writePurchase(tx, again.writes);
      if (written.refused !== undefined) throw await refusal(tx, written, again, now);
      return again;
    });
  }

  return {
    async purchase({ customerId, body, idempotencyKey, keepRefusal }) {
      // Where the receipt goes, read with the purchase.
      let contact: NoticeContact | undefined;
      const run = async (claim?: KeyClaim<Receipt>, claimedWith?: unknown) => {
        const reading = (claimedWith as Reading | undefined) ?? (await readNow(customerId));
        const decided = await buy(customerId, body, reading, claim);
        contact = decided.buyer.contact;
        return decided.receipt;
      };
      // The key is claimed before the cart is read, in the same statement when it is new: a retry while
      // this runs waits for it and answers the same, even though the cart is empty by then (decision 0031).
      const { result, replayed } = idempotencyKey
        ? await runIdempotently(
            db,
            {
              scope: purchaseIdempotencyScope(customerId),
              key: idempotencyKey,
              requestHash: hashRequest(body),
            },
            run,
            {
              keepRefusal: keepRefusal ?? false,
              claimAlong: async (claim) => {
                const reading = await readNow(customerId, claim);
                return { claimed: reading.read.claimed, read: reading };
              },
            },
          )
        : { result: await run(), replayed: false };
      // Committed by now. A replay answers the first purchase's receipt, which was e-mailed then.
      if (!replayed) tellCustomer(customerId, { kind: 'purchase', receipt: result }, contact);
      return { receipt: result, replayed };
    },

    async getReceipt(customerId, checkoutId) {
      const [receipt, topUp] = await Promise.all([
        orders.buildReceipt(customerId, checkoutId),
        topUps?.topUpFor(customerId, checkoutId) ?? null,
      ]);
      return { ...receipt, topUp };
    },
  };
}
