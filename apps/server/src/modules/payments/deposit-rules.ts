// What a deposit request must hold, what customers read about a deposit, and how a deposit looks on the
// wire (account-area §3 "Deposit", §5, §8; decisions 0023, 0029).
import type { Deposit, DepositBody, DepositMethodCode, Message } from '@fairdraw/contracts';
import { DEPOSIT_PENDING, ErrorCode, walletDepositMethods } from '@fairdraw/contracts';
import {
  CARD_BRAND_NAMES,
  cscLength,
  currencyFormat,
  DEPOSIT_FAILURE_FALLBACK,
  DEFAULT_CURRENCY,
  formatMoney,
  maxAmount,
  minAmount,
  parseAmountInput,
  required,
  roundColourDepth,
  THREE_DS_NOTIFY_PATH,
  toWireMoney,
  WALLET_NAMES,
  type BrowserInfo,
  type CardBrand,
} from '@fairdraw/domain';
import { AppError, ValidationError, type FieldErrors } from '../../lib/errors';
import type { DeclineCode } from './payment-gateway';
import { CARD_DEPOSIT_MAX_CENTS, CARD_DEPOSIT_MIN_CENTS } from './payment-methods';
import type { DepositRow } from './payments.repository';

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  do_not_honour: 'Your bank declined this payment. Please use another card or contact your bank.',
  insufficient_funds:
    'Your card does not have enough funds for this deposit. Please try a smaller amount or another card.',
  expired_card: 'This card has expired. Please use another card.',
  incorrect_csc: 'The security code does not match this card. Please check it and try again.',
  authentication_failed:
    'Your bank could not confirm this payment, so nothing was charged. Please try again or use another card.',
  authentication_cancelled: 'The bank check was cancelled, so nothing was charged.',
  wallet_declined: 'The payment was declined, so nothing was charged. Please choose another way to pay.',
  payment_cancelled: 'You cancelled the payment, so nothing was charged.',
  processing_error: DEPOSIT_FAILURE_FALLBACK,
};

/** The text of a refusal, naming the wallet when a wallet refused. */
export function declineMessage(code: DeclineCode, method: DepositMethodCode): string {
  if (code === 'wallet_declined' && method !== 'cc')
    return `${WALLET_NAMES[method]} declined this payment, so nothing was charged. Please choose another way to pay.`;
  return DECLINE_MESSAGES[code];
}

/** Cancelled by the customer (at the bank or the wallet) rather than refused. */
export const isCancellation = (code: DeclineCode) =>
  code === 'authentication_cancelled' || code === 'payment_cancelled';

export const ACTION_REQUIRED_TITLE = 'Action Required';
export const ACTION_REQUIRED_MESSAGE =
  'Your bank needs you to approve this payment. Continue to your bank to finish the deposit.';
const walletActionMessage = (method: Exclude<DepositMethodCode, 'cc'>) =>
  `Continue to ${WALLET_NAMES[method]} to approve this payment.`;

export function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    fundId: row.fundId,
    methodCode: row.methodCode,
    status: row.status,
    amount: toWireMoney(row.amountCents, row.currency),
    checkout: row.checkout,
    actionUrl: row.status === 'requires_action' ? row.actionUrl : null,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    balance: row.balanceAfterCents === null ? null : toWireMoney(row.balanceAfterCents),
    transactionId: row.ledgerTransactionId,
    checkoutId: row.checkoutId,
    purchaseFailure: row.purchaseFailure,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function depositMessages(row: DepositRow): Message[] {
  if (row.status === 'requires_action')
    return [
      {
        code: DEPOSIT_PENDING,
        level: 'info',
        title: ACTION_REQUIRED_TITLE,
        message: row.methodCode === 'cc' ? ACTION_REQUIRED_MESSAGE : walletActionMessage(row.methodCode),
      },
    ];
  if (row.status === 'completed')
    return [
      {
        code: 'success',
        level: 'success',
        title: 'Deposit successful',
        message: `${formatMoney(row.amountCents)} was added to your wallet.`,
      },
    ];
  return [];
}

/** A refused or cancelled deposit, as the error the customer reads (nothing was credited). */
export function declined(row: DepositRow): AppError {
  const message = row.failureMessage ?? DEPOSIT_FAILURE_FALLBACK;
  return new AppError(422, ErrorCode.paymentDeclined, message, undefined, {
    depositId: row.id,
    declineCode: row.failureCode ?? 'processing_error',
    status: row.status,
  });
}

function pathOf(url: string): string | null {
  try {
    return new URL(url, 'http://fairdraw.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * The checks of a deposit body; field errors, nothing charged. A card deposit (`card` given) also needs
 * its security code when the gateway asks for one, and may carry the 3-D Secure browser info.
 */
export function checkDepositBody(
  body: DepositBody,
  card: { brand: string | null; cscRequired: boolean } | null,
): { amountCents: number; browserInfo?: BrowserInfo } {
  const errors: FieldErrors = {};
  const add = (field: string, message: string, code: string = ErrorCode.invalid) =>
    (errors[field] = [{ code, message }]);
  const amountText = body.amount.amount;
  const amountProblem =
    required(amountText) ??
    currencyFormat(amountText) ??
    minAmount(CARD_DEPOSIT_MIN_CENTS)(amountText) ??
    maxAmount(CARD_DEPOSIT_MAX_CENTS)(amountText);
  if (amountProblem) add('amount', amountProblem);
  else if (body.amount.currency !== DEFAULT_CURRENCY)
    add('amount', 'Deposits are made in Australian dollars (AUD).');
  if (card && (body.csc !== undefined || card.cscRequired)) {
    const length = cscLength((card.brand ?? 'VISA') as CardBrand);
    if (!body.csc) add('csc', 'This field is required', ErrorCode.required);
    else if (!new RegExp(`^\\d{${length}}$`).test(body.csc))
      add('csc', `Please enter the ${length} digit security code from your card.`);
  }
  let browserInfo: BrowserInfo | undefined;
  const sca = body.strongCustomerAuthentication;
  if (card && sca) {
    const path = pathOf(sca.notificationUrl);
    if (path !== THREE_DS_NOTIFY_PATH)
      add('strongCustomerAuthentication', `The notification URL must end in ${THREE_DS_NOTIFY_PATH}.`);
    else browserInfo = { ...sca, colourDepth: roundColourDepth(sca.colourDepth) };
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { amountCents: parseAmountInput(amountText)!, ...(browserInfo ? { browserInfo } : {}) };
}

type DepositCard = { cardBrand: string | null; cardLastFour: string | null } | null;

/** What paid a deposit, as the customer knows it: "Visa ···4242", "PayPal", or "card" when unknown. */
export function depositSourceName(methodCode: DepositMethodCode, card: DepositCard): string {
  if (methodCode !== 'cc') return WALLET_NAMES[methodCode];
  if (!card?.cardLastFour) return 'card';
  const brand = card.cardBrand ? (CARD_BRAND_NAMES[card.cardBrand as CardBrand] ?? card.cardBrand) : 'card';
  return `${brand} ···${card.cardLastFour}`;
}

/**
 * A deposit as the customer's transactions name it: by the card ("Deposit by Visa ···4242") or the
 * wallet ("Deposit by PayPal") that paid it.
 */
export function depositDescription(methodCode: DepositMethodCode, card: DepositCard): string {
  return `Deposit by ${depositSourceName(methodCode, card)}`;
}

/** What pays the deposit: a saved card, or a wallet through a gateway (as named in the request). */
export type DepositSource =
  { kind: 'card'; fundId: string } | { kind: 'wallet'; method: string; gateway: string };

/** The source a deposit-and-purchase body names: a wallet by its method code, otherwise a saved card. */
export function sourceOfBody(body: DepositBody, defaultGateway: string): DepositSource {
  const method = body.depositMethodCode;
  if (method && (walletDepositMethods as readonly string[]).includes(method))
    return { kind: 'wallet', method, gateway: body.gatewayKey ?? defaultGateway };
  if (!body.customerFundId)
    throw ValidationError.field('customerFundId', 'Choose the card to pay with, or a wallet.');
  return { kind: 'card', fundId: body.customerFundId };
}
