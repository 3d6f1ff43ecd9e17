// Deposits by card or wallet (account-area §3 "Deposit", §4, §7, §8; decisions 0023, 0029). A deposit is
// recorded first (under the request's Idempotency-Key), then charged at the gateway (or started there, for
// a wallet the customer approves on its own page) with the deposit id as the gateway's own idempotency
// key, then settled: the wallet is credited only when the gateway confirms, exactly once, whichever of the
// charge answer, the 3-D Secure or wallet return, or the webhook arrives first.
import type {
  Deposit,
  DepositBody,
  DepositMethodCode,
  Message,
  PurchaseBody,
  Receipt,
  ReceiptTopUp,
  WalletDepositMethod,
} from '@fairdraw/contracts';
import { cardGatewayKeys, walletDepositMethods } from '@fairdraw/contracts';
import type { Db, Tx } from '@fairdraw/db';
import { DEFAULT_CURRENCY, formatMoney, toWireMoney, WALLET_NAMES, type BrowserInfo } from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, NotFoundError } from '../../lib/errors';
import {
  HouseAccount,
  ensureWallet,
  hashRequest,
  postTransaction,
  walletAccountCode,
} from '../ledger/ledger.service';
import { findRefusal, runIdempotently, type KeyClaim } from '../ledger/idempotency.service';
import { purchaseIdempotencyScope } from '../checkout/checkout.service';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import {
  checkDepositBody,
  declined,
  declineMessage,
  depositDescription,
  depositSourceName,
  sourceOfBody,
  type DepositSource,
  depositMessages,
  isCancellation,
  toDeposit,
} from './deposit-rules';
import type { GatewayPayment, PaymentGateway } from './payment-gateway';
import type { FundsService } from './funds.service';
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
  keepRefusal?: boolean;
}) => Promise<{ receipt: Receipt; replayed: boolean }>;

export interface DepositRequest {
  customerId: string;
  source: DepositSource;
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
  /** The deposit's source is in its body: a wallet's `deposit_method_code`, or a card's `customer_fund_id`. */
  depositAndPurchase(
    request: Omit<DepositRequest, 'source'> & { purchase: PurchaseBody },
  ): Promise<DepositPurchaseAnswer>;
  getDeposit(customerId: string, depositId: string): Promise<Deposit>;
  /** The deposit that paid for a checkout from the cart, as its receipt names it; null if none did. */
  topUpFor(customerId: string, checkoutId: string): Promise<ReceiptTopUp | null>;
  /** The gateway says a payment moved (3-D Secure or wallet return, or webhook): settle its deposit. */
  settlePayment(paymentId: string): Promise<DepositRow | null>;
}

export function createDepositsService(options: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  funds: FundsService;
  checkDepositLimit?: CheckDepositLimit;
  purchase?: PurchaseFromWallet;
  /** E-mails the customer once a deposit is in the wallet (modules/mail, decision 0039). */
  tellCustomer?: TellCustomer;
}): DepositsService {
  const { db, clock, gateway, funds, tellCustomer = tellNobody } = options;
  const checkDepositLimit: CheckDepositLimit = options.checkDepositLimit ?? (async () => {});

  /** Credits the wallet for a payment the gateway confirmed; once, under the deposit's row lock. */
  async function credit(depositId: string): Promise<DepositRow> {
    let credited = false;
    const settled = await db.transaction(async (tx) => {
      const row = await repository.lockDeposit(tx, depositId);
      if (!row) throw new Error(`deposit ${depositId} vanished`);
      if (row.status !== 'pending' && row.status !== 'requires_action') return row;
      const now = clock.now();
      await checkDepositLimit(tx, { customerId: row.customerId, amountCents: row.amountCents, now });
      await ensureWallet(tx, row.customerId);
      const wallet = walletAccountCode(row.customerId);
      const [card] = row.fundId ? await repository.findFundsByIds(tx, [row.fundId]) : [];
      const posted = await postTransaction(tx, {
        kind: 'deposit',
        idempotencyKey: `deposit:${row.id}`,
        // The weekly deposit limit's window runs on the shop's clock, so the posting does too.
        postedAt: now,
        reference: row.id,
        description: depositDescription(row.methodCode, card ?? null),
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
      credited = true;
      return updated;
    });
    // Told once, after the commit: whoever settles the deposit later finds it completed and credits nothing.
    if (credited)
      tellCustomer(settled.customerId, {
        kind: 'deposit_received',
        depositId: settled.id,
        amountCents: settled.amountCents,
        balanceAfterCents: settled.balanceAfterCents,
        method: settled.methodCode === 'cc' ? 'card' : WALLET_NAMES[settled.methodCode],
      });
    return settled;
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
        const code = payment.status === 'failed' ? payment.declineCode : 'processing_error';
        return (
          (await repository.updateOpenDeposit(db, row.id, {
            status: isCancellation(code) ? 'cancelled' : 'failed',
            failureCode: code,
            failureMessage: declineMessage(code, row.methodCode),
            actionUrl: null,
          })) ?? ((await repository.findDeposit(db, row.id)) as DepositRow)
        );
      }
    }
  }

  /**
   * Charges the deposit's card, or starts its wallet payment (again returns the same payment), and
   * settles the answer.
   */
  async function process(depositId: string, card: FundRow | null, csc: string | undefined) {
    let row = await repository.findDeposit(db, depositId);
    if (!row) throw new Error(`deposit ${depositId} vanished`);
    if (row.status !== 'pending') return row;
    const payment =
      row.methodCode === 'cc'
        ? await gateway.charge({
            token: card!.cardToken!,
            amountCents: row.amountCents,
            currency: row.currency,
            reference: row.id,
            ...(csc ? { csc } : {}),
            ...(row.browserInfo ? { browserInfo: row.browserInfo as unknown as BrowserInfo } : {}),
          })
        : await gateway.startWalletPayment({
            method: row.methodCode,
            amountCents: row.amountCents,
            currency: row.currency,
            reference: row.id,
          });
    await repository.recordPaymentId(db, row.id, payment.id);
    row = (await repository.findDeposit(db, depositId))!;
    return apply(row, payment);
  }

  /** The saved card or the wallet a request names, checked: 404 for what is not the customer's. */
  async function resolveSource(
    customerId: string,
    source: DepositSource,
  ): Promise<{ card: FundRow | null; methodCode: DepositMethodCode }> {
    if (source.kind === 'card')
      return { card: await funds.cardFund(customerId, source.fundId), methodCode: 'cc' };
    const method = walletDepositMethods.find((code) => code === source.method);
    if (!method) throw new NotFoundError('This way to pay is not available.');
    if (source.gateway !== gateway.key) {
      if ((cardGatewayKeys as readonly string[]).includes(source.gateway))
        throw new AppError(
          422,
          'gateway_unavailable',
          `${WALLET_NAMES[method]} through ${source.gateway} is not set up.`,
        );
      throw new NotFoundError('This way to pay is not available.');
    }
    if (!gateway.walletMethods.includes(method as WalletDepositMethod))
      throw new AppError(422, 'gateway_unavailable', `${WALLET_NAMES[method]} is not available right now.`);
    return { card: null, methodCode: method };
  }

  /** A deposit as the receipt of the checkout it paid for names it. */
  async function topUpOf(row: DepositRow): Promise<ReceiptTopUp> {
    const [card] = row.fundId ? await repository.findFundsByIds(db, [row.fundId]) : [];
    return {
      amount: toWireMoney(row.amountCents, row.currency),
      source: depositSourceName(row.methodCode, card ?? null),
    };
  }

  /** A deposit-and-purchase whose money is in buys the cart, once (the checkout's own idempotency). */
  async function purchaseIfDue(
    row: DepositRow,
  ): Promise<{ row: DepositRow; receipt: Receipt | null; refusal: AppError | null }> {
    if (!row.purchase || row.status !== 'completed' || !options.purchase)
      return { row, receipt: null, refusal: null };
    const idempotencyKey = `deposit-purchase-${row.id}`;
    /** The cart's refusal as the customer reads it: the purchase's own answer, and where the money is. */
    const refusalOf = (error: AppError) => {
      const message = `${error.message} Your deposit of ${formatMoney(row.amountCents)} is in your wallet.`;
      return new AppError(error.statusCode, error.code, message, error.fieldErrors, {
        ...(error.details ?? {}),
        depositId: row.id,
      });
    };
    // Refused once is refused for good: the money stays in the wallet and nothing is bought later. Every
    // retry answers the first refusal (decision 0031), kept on the purchase's key.
    if (row.purchaseFailure) {
      const first = await findRefusal(db, purchaseIdempotencyScope(row.customerId), idempotencyKey);
      return {
        row,
        receipt: null,
        refusal: first
          ? refusalOf(first)
          : new AppError(422, 'purchase_refused', row.purchaseFailure, undefined, { depositId: row.id }),
      };
    }
    try {
      const { receipt } = await options.purchase({
        customerId: row.customerId,
        body: row.purchase,
        idempotencyKey,
        keepRefusal: true,
      });
      await repository.recordPurchaseOutcome(db, row.id, { checkoutId: receipt.checkoutId });
      // The receipt names the deposit that paid for it, as reading it again later does.
      const topUp = await topUpOf(row);
      return {
        row: (await repository.findDeposit(db, row.id))!,
        receipt: { ...receipt, topUp },
        refusal: null,
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      // The deposit stays in the wallet: the money is the customer's whatever the cart did.
      const refusal = refusalOf(error);
      await repository.recordPurchaseOutcome(db, row.id, { purchaseFailure: refusal.message });
      return { row: (await repository.findDeposit(db, row.id))!, receipt: null, refusal };
    }
  }

  async function start(
    request: DepositRequest,
    purchase: PurchaseBody | null,
  ): Promise<{ row: DepositRow; replayed: boolean }> {
    const { customerId, source, body, idempotencyKey } = request;
    // The key is claimed before anything is checked: a retry while this runs waits for it and then
    // carries on with the same deposit (decision 0031).
    let card: FundRow | null = null;
    const record = async (claim?: KeyClaim<{ depositId: string }>) => {
      const resolved = await resolveSource(customerId, source);
      card = resolved.card;
      const { amountCents, browserInfo } = checkDepositBody(
        body,
        card ? { brand: card.cardBrand, cscRequired: gateway.cscRequired } : null,
      );
      return db.transaction(async (tx) => {
        // Over the weekly limit: refused before anything is charged.
        await checkDepositLimit(tx, { customerId, amountCents, now: clock.now() });
        const row = await repository.insertDeposit(tx, {
          customerId,
          fundId: card?.id ?? null,
          methodCode: resolved.methodCode,
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
        await claim?.finish(tx, { depositId: row.id });
        return { depositId: row.id };
      });
    };
    // The security code is never stored, not even inside a request hash.
    const { csc: _csc, ...hashed } = body;
    const { result, replayed } = idempotencyKey
      ? await runIdempotently(
          db,
          {
            scope: `${purchase ? 'deposit_purchase' : 'deposit'}:${customerId}`,
            key: idempotencyKey,
            requestHash: hashRequest({ source, body: hashed, purchase }),
          },
          record,
        )
      : { result: await record(), replayed: false };
    // A replay resolves the source itself: it ran no checks of its own.
    if (replayed) card = (await resolveSource(customerId, source)).card;
    // A replay carries on where the first request is: the gateway answers the same payment.
    const row = await process(result.depositId, card, body.csc);
    return { row, replayed };
  }

  return {
    async deposit(request) {
      const { row, replayed } = await start(request, null);
      if (row.status === 'failed' || row.status === 'cancelled') throw declined(row);
      return { deposit: toDeposit(row), replayed, messages: depositMessages(row) };
    },

    async depositAndPurchase(request) {
      const source = sourceOfBody(request.body, gateway.key);
      const started = await start({ ...request, source }, request.purchase);
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

    async topUpFor(customerId, checkoutId) {
      const row = await repository.findCheckoutDeposit(db, customerId, checkoutId);
      return row ? topUpOf(row) : null;
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
