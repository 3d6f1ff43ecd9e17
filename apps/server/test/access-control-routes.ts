// The access-control matrix's customer table (access-control.test.ts): for every customer-only route the
// owner's ids it takes and what another customer must get. The public routes: access-control-public-routes.ts.
import { expect } from 'vitest';
import type { CartResult } from '@fairdraw/contracts';
import type { CustomerSession } from './support';

/** What customer A owns (B is given these ids), and a valid new cart item. */
export interface Owned {
  newItem: Record<string, unknown>;
  checkoutId: string;
  orderId: string;
  cartItemId: string;
  /** An anonymous cart A converted into their own cart. */
  convertedToken: string;
  drawnDraw: { productOfferKey: string; drawNo: string };
  /** A verification document A uploaded. */
  documentId: string;
  /** A's saved card, its gateway token, and a deposit A made with it. */
  fundId: string;
  cardToken: string;
  depositId: string;
  /** A's bank account, a pending withdrawal to it and its ledger transaction. */
  bankFundId: string;
  withdrawalId: string;
  withdrawalTransactionId: string;
  /** A's daily spend limit. */
  spendLimitId: string;
  /** A card in A's notifications feed, for A only. */
  contentCardId: string;
}

export interface CustomerRouteCase {
  /** A's value for every path parameter of the route. */
  params?: (owned: Owned) => Record<string, string>;
  /** A query string the route needs, without `?`. */
  query?: string;
  payload?: (owned: Owned) => Record<string, unknown>;
  /**
   * `not_found`: the path names something of A's, so B gets 404. `own`: no owned id in the path, so B
   * gets this status with B's own data (checked by `check`), never A's.
   */
  forOther: 'not_found' | { status: number; check?: (result: unknown, other: CustomerSession) => void };
  /** The same request as A answers 2xx and shows A's data: the sample really is A's. */
  ownerSees?: boolean;
  /** B's answer ends B's sessions, so B signs in again before the next route. */
  endsSession?: boolean;
}

const list = (result: unknown) => result as unknown[];

/**
 * Every customer-only route. A new one must be added here: with A's ids for its path parameters and
 * `forOther: 'not_found'`, or with what B's own answer is.
 */
export const CUSTOMER_ROUTES: Record<string, CustomerRouteCase> = {
  'GET /v2/customer': {
    forOther: {
      status: 200,
      check: (result, other) =>
        expect(result).toMatchObject({ customerId: other.customerId, email: other.email }),
    },
    ownerSees: true,
  },
  'PUT /v2/favourite-numbers': {
    payload: () => ({ favourite_numbers: [1, 2, 3] }),
    forOther: { status: 200, check: (result) => expect(result).toEqual({ favouriteNumbers: [1, 2, 3] }) },
  },
  'POST /v2/password/force-change': {
    payload: () => ({ password: 'another horse 43', password_confirmation: 'another horse 43' }),
    forOther: { status: 409 }, // B is not asked to change their password
  },
  'POST /v2/anon-cart/:token/convert': {
    params: (owned) => ({ token: owned.convertedToken }),
    // A converted token is no cart any more: converting it again answers the caller's own cart.
    forOther: { status: 200 },
    ownerSees: true,
  },
  'GET /v2/cart/items': { forOther: { status: 200 }, ownerSees: true },
  'POST /v2/cart/items': {
    payload: (owned) => owned.newItem,
    forOther: { status: 201, check: (result) => expect((result as CartResult).cartItems).toHaveLength(1) },
  },
  'PUT /v2/cart/items/:id': {
    params: (owned) => ({ id: owned.cartItemId }),
    payload: () => ({ num_draws: 2 }),
    forOther: 'not_found',
  },
  'DELETE /v2/cart/items/:id': { params: (owned) => ({ id: owned.cartItemId }), forOther: 'not_found' },
  'POST /v2/cart/build': { forOther: { status: 200 }, ownerSees: true },
  // B's own cart: a code nobody created is refused there, and B's cart has none to take off.
  'POST /v2/cart/promotion': {
    payload: () => ({ promotion_code: 'NO-SUCH-CODE' }),
    forOther: { status: 422 },
  },
  'DELETE /v2/cart/promotion': {
    forOther: { status: 200, check: (result) => expect((result as CartResult).promotion).toBeUndefined() },
  },
  'POST /v2/cart/purchase': {
    payload: () => ({ purchase_data: { payment_method: 'wallet' } }),
    forOther: { status: 422 }, // B's own cart and B's empty wallet
  },
  'GET /v2/checkout/:checkoutId': {
    params: (owned) => ({ checkoutId: owned.checkoutId }),
    forOther: 'not_found',
    ownerSees: true,
  },
  'GET /v2/orders': {
    query: 'status=past_products',
    forOther: { status: 200, check: (result) => expect(list(result)).toEqual([]) },
    ownerSees: true,
  },
  'GET /v2/orders/:id': {
    params: (owned) => ({ id: owned.orderId }),
    forOther: 'not_found',
    ownerSees: true,
  },
  'GET /v2/cart/replay/:replayId': {
    params: (owned) => ({ replayId: owned.checkoutId }),
    forOther: 'not_found',
    ownerSees: true,
  },
  'POST /v2/cart/replay/:replayId': {
    params: (owned) => ({ replayId: owned.orderId }),
    payload: () => ({ source: 'past_order_list_card_replay' }),
    forOther: 'not_found',
  },
  'GET /v2/draws/past_customer': {
    forOther: { status: 200, check: (result) => expect(list(result)).toEqual([]) },
    ownerSees: true,
  },
  'GET /v2/customer/details': {
    forOther: { status: 200, check: (result, other) => expect(result).toMatchObject({ email: other.email }) },
    ownerSees: true,
  },
  'POST /v2/customer/details': { forOther: { status: 400 } }, // B's own details, and an empty form
  'PATCH /v2/customer/confirm-address': { forOther: { status: 200 } },
  'POST /v2/customer/terms-and-conditions': {
    payload: () => ({ version: '2026-01' }),
    forOther: { status: 200 },
  },
  'POST /v2/customer/terms-and-conditions/location': {
    payload: () => ({ version: '2026-01', state: 'NSW' }),
    forOther: { status: 200 },
  },
  // Closing needs B's own password; with a wrong one nothing closes.
  'DELETE /v2/customer': { payload: () => ({ password: 'not B’s password 1' }), forOther: { status: 400 } },
  'GET /v2/customer/verification': { forOther: { status: 200 } },
  'POST /v2/customer/verify': { forOther: { status: 400 } }, // B's own check, with nothing filled in
  'POST /v2/customer/verification/licence': { forOther: { status: 400 } },
  'POST /v2/customer/verification': { forOther: { status: 400 } }, // not a multipart upload
  // A's file: its bytes name nobody, so the owner control is the status alone (verification tests).
  'GET /v2/customer/verification/documents/:id': {
    params: (owned) => ({ id: owned.documentId }),
    forOther: 'not_found',
  },
  'POST /v2/customer/transfer-token': { forOther: { status: 200 } },
  'POST /v2/customer/change-password': {
    payload: () => ({
      current_password: 'not B’s password 1',
      password: 'x'.repeat(12),
      password_confirmation: 'x'.repeat(12),
    }),
    forOther: { status: 400 }, // B's own password is asked for, and this is not it
  },
  'POST /v2/customer/logout-all': { forOther: { status: 200 }, endsSession: true },
  'GET /v2/customer/two-factor-auth': {
    forOther: { status: 200, check: (result) => expect(result).toMatchObject({ enabled: false }) },
  },
  'DELETE /v2/customer/two-factor-auth': {
    payload: () => ({ password: 'not B’s password 1', code: '123456' }),
    forOther: { status: 400 },
  },
  'POST /v2/customer/two-factor-auth/authenticator': {
    forOther: {
      status: 200,
      check: (result, other) =>
        expect(decodeURIComponent((result as { otpauthUrl: string }).otpauthUrl)).toContain(other.email),
    },
  },
  'PUT /v2/customer/two-factor-auth/authenticator': {
    payload: () => ({ code: '000000' }),
    forOther: { status: 400 },
  },
  // The code would go to B's own address; this test app has no mail server, so sending fails.
  'POST /v2/customer/two-factor-auth/email': { forOther: { status: 503 } },
  'PUT /v2/customer/two-factor-auth/email': {
    payload: () => ({ code: '000000' }),
    forOther: { status: 400 },
  },
  'GET /v2/payment_methods': {
    forOther: {
      status: 200,
      check: (result) => expect((result as Array<{ funds: unknown[] }>).flatMap((m) => m.funds)).toEqual([]),
    },
  },
  'GET /v2/funds/card_gateways': { forOther: { status: 200 } },
  'GET /v2/funds/:gateway': { params: () => ({ gateway: 'sandbox' }), forOther: { status: 200 } },
  'POST /v2/funds/:gateway/setup': { params: () => ({ gateway: 'sandbox' }), forOther: { status: 200 } },
  // B's own PayPal deposit, waiting for B to approve it on PayPal's page.
  'POST /v2/funds/:method/:gateway/deposit': {
    params: () => ({ method: 'pl', gateway: 'sandbox' }),
    payload: () => ({ amount: { amount: '20.00', currency: 'AUD' } }),
    forOther: {
      status: 201,
      check: (result) => expect(result).toMatchObject({ status: 'requires_action', methodCode: 'pl' }),
    },
  },
  'POST /v2/funds/bank-account': {
    payload: () => ({ code: '062000', account_number: '87654321', account_name: 'Bob', type: 'national' }),
    forOther: { status: 201 }, // saved as B's own
  },
  'POST /v2/funds/:id/default': { params: (owned) => ({ id: owned.fundId }), forOther: 'not_found' },
  'DELETE /v2/funds/:id': { params: (owned) => ({ id: owned.fundId }), forOther: 'not_found' },
  'GET /v2/funds/:id/deposit': {
    params: (owned) => ({ id: owned.depositId }),
    forOther: 'not_found',
    ownerSees: true,
  },
  'POST /v2/funds/:id/deposit': {
    params: (owned) => ({ id: owned.fundId }),
    payload: () => ({ amount: { amount: '20.00', currency: 'AUD' }, csc: '123' }),
    forOther: 'not_found',
  },
  // A's token is not B's card: refused as unknown, never saved for B.
  'POST /v2/funds/:method/:token': {
    params: (owned) => ({ method: 'cc', token: owned.cardToken }),
    forOther: { status: 400 },
  },
  'POST /v2/deposit_purchase': {
    payload: (owned) => ({
      deposit: { amount: { amount: '20.00', currency: 'AUD' }, csc: '123', customer_fund_id: owned.fundId },
      purchase: { purchase_data: { payment_method: 'wallet' } },
    }),
    forOther: 'not_found',
  },
  'GET /v2/customer/withdrawable-funds': {
    // Figures only, no ids: B sees B's own empty wallet.
    forOther: { status: 200, check: (result) => expect(result).toMatchObject({ amount: '0.00' }) },
  },
  'POST /v2/funds/:id/withdraw': {
    params: (owned) => ({ id: owned.bankFundId }),
    payload: () => ({
      amount: { amount: '10.00', currency: 'AUD' },
      bank_type: 'national',
      withdrawal_method_code: 'do',
    }),
    forOther: 'not_found',
  },
  'GET /v2/withdrawals': {
    forOther: { status: 200, check: (result) => expect(list(result)).toEqual([]) },
    ownerSees: true,
  },
  'GET /v2/withdrawals/:id': {
    params: (owned) => ({ id: owned.withdrawalId }),
    forOther: 'not_found',
    ownerSees: true,
  },
  'POST /v2/withdrawals/:id/cancel': {
    params: (owned) => ({ id: owned.withdrawalId }),
    forOther: 'not_found',
  },
  'GET /v2/transactions': {
    forOther: { status: 200, check: (result) => expect(list(result)).toEqual([]) },
    ownerSees: true,
  },
  'GET /v2/transactions/:id': {
    params: (owned) => ({ id: owned.withdrawalTransactionId }),
    forOther: 'not_found',
    ownerSees: true,
  },
  'GET /v2/spend-limits': {
    forOther: {
      status: 200,
      check: (result) => expect((result as { customerLimits: unknown[] }).customerLimits).toEqual([]),
    },
    ownerSees: true,
  },
  // Limit forms with a blank amount: B's own limits, and nothing changes.
  'PUT /v2/spend-limits/:period': {
    params: () => ({ period: 'day' }),
    payload: () => ({ limit: '' }),
    forOther: { status: 400 },
  },
  'POST /v2/spend-limits/:period': {
    params: () => ({ period: 'day' }),
    payload: () => ({ limit: '' }),
    forOther: { status: 400 },
  },
  'DELETE /v2/spend-limits/:id': { params: (owned) => ({ id: owned.spendLimitId }), forOther: 'not_found' },
  'GET /v2/precommitment': {
    forOther: { status: 200, check: (result) => expect(result).toMatchObject({ limit: null }) },
  },
  'POST /v2/precommitment': { payload: () => ({ limit: '' }), forOther: { status: 400 } },
  'DELETE /v2/precommitment': { forOther: { status: 404 } }, // B has none
  'GET /v2/deposit-limit': {
    forOther: { status: 200, check: (result) => expect(result).toMatchObject({ limit: null }) },
  },
  'POST /v2/deposit-limit': { payload: () => ({ limit: '' }), forOther: { status: 400 } },
  'DELETE /v2/deposit-limit': { forOther: { status: 404 } }, // B has none
  'GET /v2/notifications/cards': {
    forOther: {
      status: 200,
      check: (result) => expect((result as { cards: unknown[] }).cards).toEqual([]),
    },
    ownerSees: true,
  },
  // B's marks only: A's card is not in B's feed, so nothing is marked.
  'POST /v2/notifications/cards/viewed': {
    payload: (owned) => ({ card_ids: [owned.contentCardId] }),
    forOther: { status: 200, check: (result) => expect(result).toEqual({ unviewedCount: 0 }) },
  },
  'GET /v2/draw/full_result_customer/:productOfferKey/:drawNo': {
    params: (owned) => owned.drawnDraw,
    forOther: 'not_found',
    ownerSees: true,
  },
};
