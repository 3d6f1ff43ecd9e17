// What Fairdraw needs from a payment gateway (decisions 0023, 0029): cards, and the wallets (Apple Pay,
// Google Pay, PayPal) whose payments the customer approves on the wallet's own page. The spec names
// braintree, eway, opayo, paystream and stripe; each would be one implementation of this. Only the
// built-in sandbox is configured.
import type { CardGatewayKey, TokenisedCard, WalletDepositMethod } from '@fairdraw/contracts';
import type { BrowserInfo } from '@fairdraw/domain';

/** Why a gateway refused a payment. */
export const declineCodes = [
  'do_not_honour',
  'insufficient_funds',
  'expired_card',
  'incorrect_csc',
  'authentication_failed',
  'authentication_cancelled',
  /** The wallet refused to pay (no funds, no card behind it). */
  'wallet_declined',
  /** The customer cancelled on the wallet's page. */
  'payment_cancelled',
  'processing_error',
] as const;
export type DeclineCode = (typeof declineCodes)[number];

export type GatewayPayment =
  | { id: string; status: 'succeeded' }
  | { id: string; status: 'requires_action'; actionUrl: string }
  | { id: string; status: 'failed'; declineCode: DeclineCode }
  | { id: string; status: 'refunded' };

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** The merchant's reference (the deposit id): charging the same reference again returns that payment. */
  reference: string;
  csc?: string;
  browserInfo?: BrowserInfo;
}

export interface WalletPaymentRequest {
  method: WalletDepositMethod;
  amountCents: number;
  currency: string;
  /** The merchant's reference (the deposit id): starting the same reference again returns that payment. */
  reference: string;
}

/** Where the browser comes back from a wallet's page; the shop settles the payment there. */
export const PROVIDER_RETURN_PATH = '/payments/return';

export interface PaymentGateway {
  key: CardGatewayKey;
  testMode: boolean;
  /** The shop's name on the wallet's page. */
  merchantName: string;
  /** The wallets this gateway takes payments from. */
  walletMethods: readonly WalletDepositMethod[];
  cscRequired: boolean;
  /** Where the browser sends card details to be tokenised (hosted fields). */
  tokeniseUrl: string;
  /** The card a token stands for, or null when the gateway does not know the token. */
  describeToken(token: string): Promise<TokenisedCard | null>;
  /** Charges a tokenised card. Idempotent by `reference`. */
  charge(request: ChargeRequest): Promise<GatewayPayment>;
  /**
   * Starts a wallet payment: `requires_action` with the wallet's page, where the customer approves it.
   * Idempotent by `reference`.
   */
  startWalletPayment(request: WalletPaymentRequest): Promise<GatewayPayment>;
  /** The payment as the gateway sees it now; null when unknown. */
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Gives a succeeded payment's money back to the card (nothing when already refunded). */
  refund(paymentId: string): Promise<void>;
  /** The payment id a notification is about when its signature is the gateway's; otherwise null. */
  verifyNotification(rawBody: string, signature: string | undefined): string | null;
}
