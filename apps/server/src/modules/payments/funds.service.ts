// A customer's funds: saved cards (gateway tokens) and bank accounts and PayIDs, the default marker, the
// payment and withdrawal methods built from them, and the bank funds withdrawals pay to (account-area §3,
// §7; decisions 0023, 0028).
import {
  ErrorCode,
  type AddBankAccountBody,
  type BankFundingStatus,
  type CardGateway,
  type CardSetup,
  type GatewayConfig,
  type Fund,
  type PaymentMethod,
  type WithdrawalDestination,
} from '@fairdraw/contracts';
import { cardGatewayKeys, walletDepositMethods } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import {
  bankAccountProblems,
  cardMessages,
  cardNotExpired,
  isPayId,
  normaliseBankAccount,
  WALLET_NAMES,
  withdrawalMethodFor,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import type { PaymentGateway } from './payment-gateway';
import {
  depositMethods,
  isBankFund,
  parsePaymentFilters,
  payToDetails,
  toFund,
  toWithdrawalDestination,
  withdrawalMethods,
} from './payment-methods';
import * as repository from './payments.repository';
import type { FundRow } from './payments.repository';

export const FUND_NOT_FOUND = 'We could not find this card or account.';
export const UNKNOWN_CARD_TOKEN = 'This card could not be found. Please enter the card details again.';
export const PAYID_UNAVAILABLE = 'PayID withdrawals are not available.';
export const FAILED_VERIFICATION_MESSAGE =
  'This account failed our check, so we cannot pay to it. Please add another account or contact support.';

/** A bank fund a withdrawal is paid to: what its owner sees, and what an operator pays to. */
export interface PayoutFund {
  destination: WithdrawalDestination;
  payTo: Record<string, string>;
}

export interface FundsService {
  paymentMethods(customerId: string, filter: string | string[] | undefined): Promise<PaymentMethod[]>;
  cardGateways(): CardGateway[];
  /** GET /funds/{gateway}: its wallets and tokenising; 404 for a name that is no gateway. */
  gatewayConfig(key: string): GatewayConfig;
  /** POST /funds/{gateway}/setup: where to save a card without a deposit; 422 when not set up. */
  cardSetup(key: string): CardSetup;
  addCard(customerId: string, method: string, token: string): Promise<Fund>;
  addBankAccount(customerId: string, body: AddBankAccountBody): Promise<Fund>;
  setDefault(customerId: string, fundId: string): Promise<Fund>;
  deleteFund(customerId: string, fundId: string): Promise<void>;
  /** A saved card of the customer that can be charged; 404 for anything else. */
  cardFund(customerId: string, fundId: string): Promise<FundRow>;
  /**
   * The customer's bank account or PayID that a new withdrawal may pay to: 404 when it is not theirs or
   * was deleted, 422 `fund_unavailable` when it failed verification or PayID is off.
   */
  payoutFund(customerId: string, fundId: string): Promise<PayoutFund>;
  /** Bank funds by id, deleted ones too, for showing withdrawals already made to them. */
  payoutFundsByIds(ids: string[]): Promise<Map<string, PayoutFund>>;
  /** An operator marks a bank account verified, failed, pending or unverified (`/ops`). */
  setBankStatus(fundId: string, status: BankFundingStatus): Promise<Fund>;
}

export interface FundsServiceOptions {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  /** The segment's `wallet_withdrawal_payid`: whether the customer may add and be paid to a PayID. */
  payIdEnabled: (customerId: string) => Promise<boolean>;
}

export function createFundsService(options: FundsServiceOptions): FundsService {
  const { db, clock, gateway, payIdEnabled } = options;

  async function withFundsLock<T>(
    customerId: string,
    run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      await repository.lockCustomerFunds(tx, customerId);
      return run(tx);
    });
  }

  const toPayoutFund = (row: FundRow): PayoutFund | null =>
    isBankFund(row) ? { destination: toWithdrawalDestination(row), payTo: payToDetails(row) } : null;

  function gatewayConfig(key: string): GatewayConfig {
    const known = cardGatewayKeys.find((candidate) => candidate === key);
    if (!known) throw new NotFoundError('There is no such payment gateway.');
    const configured = known === gateway.key;
    return {
      key: known,
      enabled: configured,
      testMode: configured && gateway.testMode,
      merchantName: gateway.merchantName,
      tokeniseUrl: configured ? gateway.tokeniseUrl : null,
      wallets: walletDepositMethods.map((code) => ({
        code,
        name: WALLET_NAMES[code],
        enabled: configured && gateway.walletMethods.includes(code),
      })),
    };
  }

  return {
    async paymentMethods(customerId, filter) {
      const filters = parsePaymentFilters(filter);
      const funds = await repository.listActiveFunds(db, customerId);
      if (filters['funds.withdraw'])
        return withdrawalMethods(funds, { payIdEnabled: await payIdEnabled(customerId), filters });
      return depositMethods(funds, gateway, filters);
    },

    cardGateways: () =>
      cardGatewayKeys.map((key) => ({
        key,
        enabled: key === gateway.key,
        testMode: key === gateway.key && gateway.testMode,
        cscRequired: key === gateway.key && gateway.cscRequired,
        tokeniseUrl: key === gateway.key ? gateway.tokeniseUrl : null,
      })),

    gatewayConfig,

    cardSetup(key) {
      const config = gatewayConfig(key);
      if (!config.enabled || !config.tokeniseUrl)
        throw new AppError(
          422,
          'gateway_unavailable',
          `Cards are not saved through ${key} here. Please add your card on the cards and accounts page.`,
        );
      return { gateway: config.key, tokeniseUrl: config.tokeniseUrl };
    },

    async addCard(customerId, method, token) {
      // POST /funds/pl/braintree vaults a PayPal account where Braintree is set up; here each PayPal
      // payment is approved on PayPal's page instead (decision 0029).
      if (method === 'pl')
        throw new AppError(
          422,
          'gateway_unavailable',
          'PayPal accounts are not saved here: choose PayPal each time you deposit.',
        );
      if (method !== 'cc')
        throw new NotFoundError(`Cards are added with the method cc, not ${method.slice(0, 8)}.`);
      const card = await gateway.describeToken(token);
      if (!card) throw ValidationError.field('token', UNKNOWN_CARD_TOKEN);
      if (!cardNotExpired(card.expiryMonth, card.expiryYear, clock.now()))
        throw ValidationError.field('expiry', cardMessages.expiry);
      return withFundsLock(customerId, async (tx) => {
        const existing = await repository.findFundByToken(tx, gateway.key, token);
        // A token is one card for one customer; someone else's token is as unknown as a made-up one.
        if (existing && existing.customerId !== customerId)
          throw ValidationError.field('token', UNKNOWN_CARD_TOKEN);
        if (existing) {
          if (existing.deletedAt === null) return toFund(existing);
          throw ValidationError.field('token', UNKNOWN_CARD_TOKEN);
        }
        const isDefault = !(await repository.hasDefaultFund(tx, customerId));
        const row = await repository.insertFund(tx, {
          customerId,
          kind: 'cc',
          methodCode: 'cc',
          isDefault,
          gateway: gateway.key,
          cardToken: token,
          cardBrand: card.brand,
          cardLastFour: card.lastFour,
          cardNumberLength: card.numberLength,
          cardExpiryMonth: card.expiryMonth,
          cardExpiryYear: card.expiryYear,
          holderName: card.holderName,
        });
        return toFund(row);
      });
    },

    async addBankAccount(customerId, body) {
      if (isPayId(body.type) && !(await payIdEnabled(customerId)))
        throw ValidationError.field('type', PAYID_UNAVAILABLE);
      const errors: FieldErrors = {};
      for (const [field, message] of Object.entries(bankAccountProblems(body)))
        if (message) errors[field] = [{ code: ErrorCode.invalid, message }];
      const account = normaliseBankAccount(body);
      if (!account) throw new ValidationError(errors);
      return withFundsLock(customerId, async (tx) => {
        const saved = await repository.listBankFunds(tx, customerId);
        if (
          saved.some(
            (row) =>
              row.bankType === body.type &&
              row.bankCode === account.bankCode &&
              row.accountNumber === account.accountNumber,
          )
        )
          throw new ConflictError('This bank account is already saved.', 'duplicate_fund');
        const row = await repository.insertFund(tx, {
          customerId,
          kind: 'bank',
          methodCode: withdrawalMethodFor(body.type),
          isDefault: false,
          bankType: body.type,
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          bankStatus: 'Unverified',
        });
        return toFund(row);
      });
    },

    async setDefault(customerId, fundId) {
      return withFundsLock(customerId, async (tx) => {
        const fund = await repository.findActiveFund(tx, customerId, fundId);
        if (!fund) throw new NotFoundError(FUND_NOT_FOUND);
        if (fund.kind !== 'cc')
          throw new AppError(422, 'invalid', 'Only a card can be your default way to pay.');
        await repository.clearDefault(tx, customerId);
        const row = await repository.markDefault(tx, customerId, fundId);
        if (!row) throw new NotFoundError(FUND_NOT_FOUND);
        return toFund(row);
      });
    },

    async deleteFund(customerId, fundId) {
      const deleted = await withFundsLock(customerId, (tx) =>
        repository.softDeleteFund(tx, customerId, fundId, clock.now()),
      );
      if (!deleted) throw new NotFoundError(FUND_NOT_FOUND);
    },

    async cardFund(customerId, fundId) {
      const fund = await repository.findActiveFund(db, customerId, fundId);
      if (!fund || fund.kind !== 'cc') throw new NotFoundError(FUND_NOT_FOUND);
      return fund;
    },

    async payoutFund(customerId, fundId) {
      const row = await repository.findActiveFund(db, customerId, fundId);
      const payout = row ? toPayoutFund(row) : null;
      if (!row || !payout) throw new NotFoundError(FUND_NOT_FOUND);
      if (row.bankStatus === 'Failed Verification')
        throw new AppError(422, ErrorCode.fundUnavailable, FAILED_VERIFICATION_MESSAGE);
      if (isPayId(payout.destination.type) && !(await payIdEnabled(customerId)))
        throw new AppError(422, ErrorCode.fundUnavailable, PAYID_UNAVAILABLE);
      return payout;
    },

    async payoutFundsByIds(ids) {
      const found = new Map<string, PayoutFund>();
      for (const row of await repository.findFundsByIds(db, ids)) {
        const payout = toPayoutFund(row);
        if (payout) found.set(row.id, payout);
      }
      return found;
    },

    async setBankStatus(fundId, status) {
      const row = await repository.updateBankStatus(db, fundId, status);
      if (!row) throw new NotFoundError(FUND_NOT_FOUND);
      return toFund(row);
    },
  };
}
