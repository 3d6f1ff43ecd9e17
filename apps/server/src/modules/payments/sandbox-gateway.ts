// Fairdraw's built-in payment gateway for development, tests and demos (decisions 0023, 0029). It
// behaves like a real card processor: hosted-field tokenisation (Luhn, brand, expiry and security code
// checked; only the token, brand, last four, expiry and holder name kept), charges idempotent by the
// merchant's reference, documented test cards for success, decline, insufficient funds and a 3-D Secure
// challenge, a hosted challenge page, and signed webhook notifications when a payment settles. Wallet
// payments (Apple Pay, Google Pay, PayPal) are approved, declined or cancelled on its hosted wallet page.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TokeniseCardBody, TokenisedCard, WalletDepositMethod } from '@fairdraw/contracts';
import { walletDepositMethods } from '@fairdraw/contracts';
import type { Db, SandboxScenario } from '@fairdraw/db';
import {
  cardBrand,
  cardDigits,
  cardHolderName,
  cardMessages,
  cardNotExpired,
  cscLength,
  luhnValid,
  required,
  THREE_DS_NOTIFY_PATH,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import {
  PROVIDER_RETURN_PATH,
  type ChargeRequest,
  type DeclineCode,
  type GatewayPayment,
  type PaymentGateway,
} from './payment-gateway';
import * as repository from './sandbox-gateway.repository';

/** The sandbox's test cards (docs/api.md "Sandbox test cards"). Any other valid card succeeds. */
export const SANDBOX_TEST_CARDS: Record<string, SandboxScenario> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '378282246310005': 'success',
  '4000000000000002': 'do_not_honour',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'three_d_secure',
};

export const SANDBOX_BASE_PATH = '/payment-gateway/sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** A webhook the sandbox sends when a payment reaches a final state. */
export interface SandboxNotification {
  body: string;
  signature: string;
}

export interface SandboxGateway extends PaymentGateway {
  tokenise(body: TokeniseCardBody): Promise<TokenisedCard>;
  /** The hosted challenge: what to show, or null for an unknown payment. */
  challenge(
    paymentId: string,
  ): Promise<{ amountCents: number; lastFour: string; brand: string; open: boolean } | null>;
  /** The customer approved, failed or cancelled the challenge; returns where to send the browser. */
  completeChallenge(paymentId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<string | null>;
  /** The hosted wallet page: what to show, or null for an unknown payment or one that is not a wallet's. */
  wallet(
    paymentId: string,
  ): Promise<{ method: WalletDepositMethod; amountCents: number; open: boolean } | null>;
  /** The customer paid, was declined or cancelled on the wallet page; returns where to send the browser. */
  completeWallet(paymentId: string, outcome: 'approve' | 'decline' | 'cancel'): Promise<string | null>;
}

export const SANDBOX_MERCHANT_NAME = 'Fairdraw';

/** What a refusal on a hosted page is called: the bank's check, or the wallet's page. */
const DECLINES = {
  challenge: { fail: 'authentication_failed', cancel: 'authentication_cancelled' },
  wallet: { decline: 'wallet_declined', cancel: 'payment_cancelled' },
} as const satisfies Record<string, Record<string, DeclineCode>>;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

function toPayment(row: repository.SandboxPaymentRow): GatewayPayment {
  switch (row.status) {
    case 'succeeded':
      return { id: row.id, status: 'succeeded' };
    case 'refunded':
      return { id: row.id, status: 'refunded' };
    case 'requires_action':
      return {
        id: row.id,
        status: 'requires_action',
        actionUrl: `${SANDBOX_BASE_PATH}/${row.method === 'cc' ? 'challenge' : 'wallet'}/${row.id}`,
      };
    case 'failed':
      return {
        id: row.id,
        status: 'failed',
        declineCode: (row.declineCode ?? 'processing_error') as DeclineCode,
      };
  }
}

export function createSandboxGateway(options: {
  db: Db;
  clock: Clock;
  /** Signs webhooks; the shop checks them with the same secret. */
  secret: string;
  /** Sends a webhook to the shop. */
  notify: (notification: SandboxNotification) => void;
}): SandboxGateway {
  const { db, clock, secret } = options;

  function notify(row: repository.SandboxPaymentRow): void {
    const body = JSON.stringify({ type: `payment.${row.status}`, payment_id: row.id });
    options.notify({ body, signature: sign(secret, body) });
  }

  function tokeniseProblems(body: TokeniseCardBody): { errors: FieldErrors; digits: string } {
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => (errors[field] = [{ code: 'invalid', message }]);
    const digits = cardDigits(body.number);
    const brand = cardBrand(digits);
    if (required(digits)) add('number', required(digits)!);
    else if (!luhnValid(digits)) add('number', cardMessages.number);
    else if (!brand) add('number', cardMessages.brand);
    if (!cardNotExpired(body.expiryMonth, body.expiryYear, clock.now())) add('expiry', cardMessages.expiry);
    const csc = body.csc.trim();
    const cscPattern = brand ? new RegExp(`^\\d{${cscLength(brand)}}$`) : /^\d{3,4}$/;
    if (!cscPattern.test(csc)) add('csc', cardMessages.csc);
    const name = required(body.holderName) ?? cardHolderName(body.holderName);
    if (name) add('holderName', name);
    return { errors, digits };
  }

  const returnTo = (payment: repository.SandboxPaymentRow) =>
    `${payment.returnUrl ?? THREE_DS_NOTIFY_PATH}?payment_id=${encodeURIComponent(payment.id)}`;

  /**
   * The customer's answer on a hosted page: the payment succeeds (no decline code) or fails, only from
   * `requires_action`, so a second answer changes nothing. Returns where to send the browser.
   */
  async function answer(paymentId: string, kind: 'card' | 'wallet', declineCode: DeclineCode | null) {
    const payment = await repository.findPayment(db, paymentId);
    if (!payment || (payment.method === 'cc') !== (kind === 'card')) return null;
    const moved = declineCode
      ? await repository.movePayment(db, paymentId, 'requires_action', 'failed', declineCode)
      : await repository.movePayment(db, paymentId, 'requires_action', 'succeeded', null);
    if (moved) notify(moved);
    return returnTo(payment);
  }

  return {
    key: 'sandbox',
    testMode: true,
    merchantName: SANDBOX_MERCHANT_NAME,
    walletMethods: walletDepositMethods,
    cscRequired: true,
    tokeniseUrl: `${SANDBOX_BASE_PATH}/tokens`,

    async tokenise(body) {
      const { errors, digits } = tokeniseProblems(body);
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const card = {
        token: `tok_sandbox_${randomBytes(18).toString('base64url')}`,
        brand: cardBrand(digits)!,
        lastFour: digits.slice(-4),
        numberLength: digits.length,
        expiryMonth: body.expiryMonth,
        expiryYear: body.expiryYear < 100 ? 2000 + body.expiryYear : body.expiryYear,
        holderName: body.holderName.trim(),
      };
      await repository.insertToken(db, { ...card, scenario: SANDBOX_TEST_CARDS[digits] ?? 'success' });
      return card;
    },

    async describeToken(token) {
      const row = await repository.findToken(db, token);
      if (!row) return null;
      const { token: stored, brand, lastFour, numberLength, expiryMonth, expiryYear, holderName } = row;
      return { token: stored, brand, lastFour, numberLength, expiryMonth, expiryYear, holderName };
    },

    async charge(request: ChargeRequest) {
      const card = await repository.findToken(db, request.token);
      if (!card) throw new Error('The sandbox gateway does not know this card token');
      let status: repository.SandboxPaymentRow['status'] = 'succeeded';
      let declineCode: DeclineCode | null = null;
      const decline = (code: DeclineCode) => {
        status = 'failed';
        declineCode = code;
      };
      if (!cardNotExpired(card.expiryMonth, card.expiryYear, clock.now())) decline('expired_card');
      else if (
        request.csc !== undefined &&
        !new RegExp(`^\\d{${card.brand === 'AMEX' ? 4 : 3}}$`).test(request.csc)
      )
        decline('incorrect_csc');
      else if (card.scenario === 'do_not_honour') decline('do_not_honour');
      else if (card.scenario === 'insufficient_funds') decline('insufficient_funds');
      else if (card.scenario === 'three_d_secure') status = 'requires_action';
      const { payment, created } = await repository.insertPaymentOnce(db, {
        id: `pay_sandbox_${randomBytes(18).toString('base64url')}`,
        reference: request.reference,
        token: request.token,
        amountCents: request.amountCents,
        status,
        declineCode,
        returnUrl: THREE_DS_NOTIFY_PATH,
      });
      if (created && payment.status !== 'requires_action') notify(payment);
      return toPayment(payment);
    },

    async startWalletPayment(request) {
      const { payment } = await repository.insertPaymentOnce(db, {
        id: `pay_sandbox_${randomBytes(18).toString('base64url')}`,
        reference: request.reference,
        method: request.method,
        token: null,
        amountCents: request.amountCents,
        status: 'requires_action',
        declineCode: null,
        returnUrl: PROVIDER_RETURN_PATH,
      });
      return toPayment(payment);
    },

    async getPayment(paymentId) {
      const row = await repository.findPayment(db, paymentId);
      return row ? toPayment(row) : null;
    },

    async refund(paymentId) {
      const moved = await repository.movePayment(db, paymentId, 'succeeded', 'refunded', null);
      if (moved) notify(moved);
    },

    verifyNotification(rawBody, signature) {
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = Buffer.from(sign(secret, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      try {
        const parsed = JSON.parse(rawBody) as { payment_id?: unknown };
        return typeof parsed.payment_id === 'string' ? parsed.payment_id : null;
      } catch {
        return null;
      }
    },

    async challenge(paymentId) {
      const payment = await repository.findPayment(db, paymentId);
      if (!payment?.token) return null;
      const card = await repository.findToken(db, payment.token);
      return {
        amountCents: payment.amountCents,
        lastFour: card?.lastFour ?? '',
        brand: card?.brand ?? '',
        open: payment.status === 'requires_action',
      };
    },

    completeChallenge: (paymentId, outcome) =>
      answer(paymentId, 'card', outcome === 'approve' ? null : DECLINES.challenge[outcome]),

    async wallet(paymentId) {
      const payment = await repository.findPayment(db, paymentId);
      if (!payment || payment.method === 'cc') return null;
      return {
        method: payment.method,
        amountCents: payment.amountCents,
        open: payment.status === 'requires_action',
      };
    },

    completeWallet: (paymentId, outcome) =>
      answer(paymentId, 'wallet', outcome === 'approve' ? null : DECLINES.wallet[outcome]),
  };
}
