// What Fairdraw needs from a card gateway (decision 0023). The spec names braintree, eway, opayo,
// paystream and stripe; each would be one implementation of this. Only the built-in sandbox is configured.
import type { CardGatewayKey, TokenisedCard } from '@fairdraw/contracts';
import type { BrowserInfo } from '@fairdraw/domain';

/** Why a gateway refused a payment. */
export const declineCodes = [
  'do_not_honour',
  'insufficient_funds',
  'expired_card',
  'incorrect_csc',
  'authentication_failed',
  'authentication_cancelled',
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

export interface PaymentGateway {
  key: CardGatewayKey;
  testMode: boolean;
  cscRequired: boolean;
  /** Where the browser sends card details to be tokenised (hosted fields). */
  tokeniseUrl: string;
  /** The card a token stands for, or null when the gateway does not know the token. */
  describeToken(token: string): Promise<TokenisedCard | null>;
  /** Charges a tokenised card. Idempotent by `reference`. */
  charge(request: ChargeRequest): Promise<GatewayPayment>;
  /** The payment as the gateway sees it now; null when unknown. */
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Gives a succeeded payment's money back to the card (nothing when already refunded). */
  refund(paymentId: string): Promise<void>;
  /** The payment id a notification is about when its signature is the gateway's; otherwise null. */
  verifyNotification(rawBody: string, signature: string | undefined): string | null;
}
