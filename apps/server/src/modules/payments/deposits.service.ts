// Card deposits (account-area §3 "Deposit", §4, §7, §8; decision 0023). A deposit is recorded first
// (under the request's Idempotency-Key), then charged at the gateway with the deposit id as the
// gateway's own idempotency key, then settled: the wallet is credited only when the gateway confirms,
// exactly once, whichever of the charge answer, the 3-D Secure return or the webhook arrives first.
import type { Deposit, DepositBody, Message, PurchaseBody, Receipt } from '@fairdraw/contracts';
import { DEPOSIT_PENDING, ErrorCode } from '@fairdraw/contracts';
import type { Db, Tx } from '@fairdraw/db';
import {
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
  type BrowserInfo,
  type CardBrand,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import {
  HouseAccount,
  ensureWallet,
  hashRequest,
  postTransaction,
  walletAccountCode,
  withIdempotency,
} from '../ledger/ledger.service';
import type { DeclineCode, GatewayPayment, PaymentGateway } from './payment-gateway';
import type { FundsService } from './funds.service';
import { CARD_DEPOSIT_MAX_CENTS, CARD_DEPOSIT_MIN_CENTS } from './payment-methods';
import * as repository from './payments.repository';
import type { DepositRow, FundRow } from './payments.repository';

/** The weekly deposit limit's check (the limits work supplies it); throws a 422 when over the limit. */
export type CheckDepositLimit = (
  tx: Tx,
  request: { customerId: string; amountCents: number; now: Date },
) => Promise<void>;

/** Buys the customer's cart from their wallet (the checkout service). */
export type PurchaseFromWallet = (request: {
  customerId: string;
  body: PurchaseBody;
  idempotencyKey: string;
}) => Promise<{ receipt: Receipt; replayed: boolean }>;

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  do_not_honour: 'Your bank declined this payment. Please use another card or contact your bank.',
  insufficient_funds:
    'Your card does not have enough funds for this deposit. Please try a smaller amount or another card.',
  expired_card: 'This card has expired. Please use another card.',
  incorrect_csc: 'The security code does not match this card. Please check it and try again.',
  authentication_failed:
    'Your bank could not confirm this payment, so nothing was charged. Please try again or use another card.',
  authentication_cancelled: 'The bank check was cancelled, so nothing was charged.',
  processing_error: DEPOSIT_FAILURE_FALLBACK,
};

export const ACTION_REQUIRED_TITLE = 'Action Required';
export const ACTION_REQUIRED_MESSAGE =
  'Your bank needs you to approve this payment. Continue to your bank to finish the deposit.';

export interface DepositRequest {
  customerId: string;
  fundId: string;
  body: DepositBody;
  idempotencyKey?: string;
}

export interface DepositAnswer {
  deposit: Deposit;
  replayed: boolean;
  messages: Message[];
}

export interface DepositPurchaseAnswer extends DepositAnswer {
  receipt: Receipt | null;
}

export interface DepositsService {
  deposit(request: DepositRequest): Promise<DepositAnswer>;
  depositAndPurchase(request: DepositRequest & { purchase: PurchaseBody }): Promise<DepositPurchaseAnswer>;
  getDeposit(customerId: string, depositId: string): Promise<Deposit>;
  /** The gateway says a payment moved (3-D Secure return or webhook): settle its deposit. */
  settlePayment(paymentId: string): Promise<DepositRow | null>;
}

export function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    fundId: row.fundId,
    methodCode: 'cc',
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

function pathOf(url: string): string | null {
  try {
    return new URL(url, 'http://fairdraw.invalid').pathname;
  } catch {
    return null;
  }
}

/** The amount and card checks of a deposit body; field errors, nothing charged. */
function checkBody(
  body: DepositBody,
  fund: FundRow,
  cscRequired: boolean,
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
  if (body.csc !== undefined || cscRequired) {
    const length = cscLength((fund.cardBrand ?? 'VISA') as CardBrand);
    if (!body.csc) add('csc', 'This field is required', ErrorCode.required);
    else if (!new RegExp(`^\\d{${length}}$`).test(body.csc))
      add('csc', `Please enter the ${length} digit security code from your card.`);
  }
  let browserInfo: BrowserInfo | undefined;
  const sca = body.strongCustomerAuthentication;
  if (sca) {
    const path = pathOf(sca.notificationUrl);
    if (path !== THREE_DS_NOTIFY_PATH)
      add('strongCustomerAuthentication', `The notification URL must end in ${THREE_DS_NOTIFY_PATH}.`);
    else browserInfo = { ...sca, colourDepth: roundColourDepth(sca.colourDepth) };
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { amountCents: parseAmountInput(amountText)!, ...(browserInfo ? { browserInfo } : {}) };
}

export function depositMessages(row: DepositRow): Message[] {
  if (row.status === 'requires_action')
    return [
      {
        code: DEPOSIT_PENDING,
        level: 'info',
        title: ACTION_REQUIRED_TITLE,
        message: ACTION_REQUIRED_MESSAGE,
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
function declined(row: DepositRow): AppError {
  const message = row.failureMessage ?? DEPOSIT_FAILURE_FALLBACK;
  return new AppError(422, ErrorCode.paymentDeclined, message, undefined, {
    depositId: row.id,
    declineCode: row.failureCode ?? 'processing_error',
    status: row.status,
  });
}

export function createDepositsService(options: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  funds: FundsService;
  checkDepositLimit?: CheckDepositLimit;
  purchase?: PurchaseFromWallet;
}): DepositsService {
  const { db, clock, gateway, funds } = options;
  const checkDepositLimit: CheckDepositLimit = options.checkDepositLimit ?? (async () => {});

  /** Credits the wallet for a payment the gateway confirmed; once, under the deposit's row lock. */
  async function credit(depositId: string): Promise<DepositRow> {
    return db.transaction(async (tx) => {
      const row = await repository.lockDeposit(tx, depositId);
      if (!row) throw new Error(`deposit ${depositId} vanished`);
      if (row.status !== 'pending' && row.status !== 'requires_action') return row;
      const now = clock.now();
      await checkDepositLimit(tx, { customerId: row.customerId, amountCents: row.amountCents, now });
      await ensureWallet(tx, row.customerId);
      const wallet = walletAccountCode(row.customerId);
      const posted = await postTransaction(tx, {
        kind: 'deposit',
        idempotencyKey: `deposit:${row.id}`,
        // The weekly deposit limit's window runs on the shop's clock, so the posting does too.
        postedAt: now,
        reference: row.id,
        description: `Card deposit ${row.id}`,
        metadata: { depositId: row.id, gateway: row.gateway, paymentId: row.gatewayPaymentId },
        entries: [
          { accountCode: wallet, amountCents: row.amountCents },
          { accountCode: HouseAccount.payments, amountCents: -row.amountCents },
        ],
      });
      const updated = await repository.updateOpenDeposit(tx, row.id, {
        status: 'completed',
        ledgerTransactionId: posted.transactionId,
        balanceAfterCents: posted.walletBalances.get(wallet) ?? null,
        completedAt: now,
        actionUrl: null,
      });
      if (!updated) throw new Error(`deposit ${row.id} was settled twice`);
      return updated;
    });
  }

  /** Brings the deposit in line with what the gateway says; settled deposits never change again. */
  async function apply(row: DepositRow, payment: GatewayPayment): Promise<DepositRow> {
    if (row.status !== 'pending' && row.status !== 'requires_action') return row;
    switch (payment.status) {
      case 'succeeded':
        try {
          return await credit(row.id);
        } catch (error) {
          // Over the weekly limit after the card was charged: the money goes back to the card.
          if (!(error instanceof AppError)) throw error;
          await gateway.refund(payment.id);
          return (
            (await repository.updateOpenDeposit(db, row.id, {
              status: 'failed',
              failureCode: error.code,
              failureMessage: error.message,
              actionUrl: null,
            })) ?? ((await repository.findDeposit(db, row.id)) as DepositRow)
          );
        }
      case 'requires_action':
        return (
          (await repository.updateOpenDeposit(db, row.id, {
            status: 'requires_action',
            actionUrl: payment.actionUrl,
          })) ?? ((await repository.findDeposit(db, row.id)) as DepositRow)
        );
      case 'failed':
      case 'refunded': {
        const code: DeclineCode = payment.status === 'failed' ? payment.declineCode : 'processing_error';
        return (
          (await repository.updateOpenDeposit(db, row.id, {
            status: code === 'authentication_cancelled' ? 'cancelled' : 'failed',
            failureCode: code,
            failureMessage: DECLINE_MESSAGES[code],
            actionUrl: null,
          })) ?? ((await repository.findDeposit(db, row.id)) as DepositRow)
        );
      }
    }
  }

  /** Charges the deposit's card (again returns the same payment) and settles the answer. */
  async function process(depositId: string, fund: FundRow, csc: string | undefined): Promise<DepositRow> {
    let row = await repository.findDeposit(db, depositId);
    if (!row) throw new Error(`deposit ${depositId} vanished`);
    if (row.status !== 'pending') return row;
    const payment = await gateway.charge({
      token: fund.cardToken!,
      amountCents: row.amountCents,
      currency: row.currency,
      reference: row.id,
      ...(csc ? { csc } : {}),
      ...(row.browserInfo ? { browserInfo: row.browserInfo as unknown as BrowserInfo } : {}),
    });
    await repository.recordPaymentId(db, row.id, payment.id);
    row = (await repository.findDeposit(db, depositId))!;
    return apply(row, payment);
  }

  /** A deposit-and-purchase whose money is in buys the cart, once (the checkout's own idempotency). */
  async function purchaseIfDue(
    row: DepositRow,
  ): Promise<{ row: DepositRow; receipt: Receipt | null; refusal: AppError | null }> {
    if (!row.purchase || row.status !== 'completed' || !options.purchase)
      return { row, receipt: null, refusal: null };
    // Refused once is refused for good: the money stays in the wallet and nothing is bought later.
    if (row.purchaseFailure)
      return {
        row,
        receipt: null,
        refusal: new AppError(422, 'purchase_refused', row.purchaseFailure, undefined, { depositId: row.id }),
      };
    try {
      const { receipt } = await options.purchase({
        customerId: row.customerId,
        body: row.purchase,
        idempotencyKey: `deposit-purchase-${row.id}`,
      });
      await repository.recordPurchaseOutcome(db, row.id, { checkoutId: receipt.checkoutId });
      return { row: (await repository.findDeposit(db, row.id))!, receipt, refusal: null };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      // The deposit stays in the wallet: the money is the customer's whatever the cart did.
      const message = `${error.message} Your deposit of ${formatMoney(row.amountCents)} is in your wallet.`;
      await repository.recordPurchaseOutcome(db, row.id, { purchaseFailure: message });
      const refusal = new AppError(error.statusCode, error.code, message, error.fieldErrors, {
        ...(error.details ?? {}),
        depositId: row.id,
      });
      return { row: (await repository.findDeposit(db, row.id))!, receipt: null, refusal };
    }
  }

  async function start(
    request: DepositRequest,
    purchase: PurchaseBody | null,
  ): Promise<{ row: DepositRow; replayed: boolean }> {
    const { customerId, fundId, body, idempotencyKey } = request;
    const fund = await funds.cardFund(customerId, fundId);
    const { amountCents, browserInfo } = checkBody(body, fund, gateway.cscRequired);
    // The security code is never stored, not even inside a request hash.
    const { csc: _csc, ...hashed } = body;
    const idempotency = idempotencyKey
      ? {
          scope: `${purchase ? 'deposit_purchase' : 'deposit'}:${customerId}`,
          key: idempotencyKey,
          requestHash: hashRequest({ fundId, body: hashed, purchase }),
        }
      : null;
    const { result, replayed } = await db.transaction(async (tx) => {
      const run = async () => {
        // Over the weekly limit: refused before the card is charged.
        await checkDepositLimit(tx, { customerId, amountCents, now: clock.now() });
        const row = await repository.insertDeposit(tx, {
          customerId,
          fundId: fund.id,
          amountCents,
          currency: DEFAULT_CURRENCY,
          status: 'pending',
          gateway: gateway.key,
          checkout: Boolean(body.checkout) || purchase !== null,
          purchase,
          browserInfo: (browserInfo ?? null) as Record<string, unknown> | null,
          metadata: body.metadata ?? {},
          createdAt: clock.now(),
        });
        return { depositId: row.id };
      };
      return idempotency ? withIdempotency(tx, idempotency, run) : { result: await run(), replayed: false };
    });
    // A replay carries on where the first request is: the gateway answers the same payment.
    const row = await process(result.depositId, fund, body.csc);
    return { row, replayed };
  }

  return {
    async deposit(request) {
      const { row, replayed } = await start(request, null);
      if (row.status === 'failed' || row.status === 'cancelled') throw declined(row);
      return { deposit: toDeposit(row), replayed, messages: depositMessages(row) };
    },

    async depositAndPurchase(request) {
      const started = await start(request, request.purchase);
      if (started.row.status === 'failed' || started.row.status === 'cancelled') throw declined(started.row);
      const { row, receipt, refusal } = await purchaseIfDue(started.row);
      if (refusal) throw refusal;
      return { deposit: toDeposit(row), replayed: started.replayed, messages: depositMessages(row), receipt };
    },

    async getDeposit(customerId, depositId) {
      const row = await repository.findCustomerDeposit(db, customerId, depositId);
      if (!row) throw new NotFoundError('We could not find this deposit.');
      return toDeposit(row);
    },

    async settlePayment(paymentId) {
      const row = await repository.findDepositByPayment(db, gateway.key, paymentId);
      if (!row) return null;
      const payment = await gateway.getPayment(paymentId);
      if (!payment) return row;
      const settled = await apply(row, payment);
      return (await purchaseIfDue(settled)).row;
    },
  };
}
