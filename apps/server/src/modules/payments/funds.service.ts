// A customer's funds: saved cards (gateway tokens) and bank accounts, the default marker, and the payment
// and withdrawal methods built from them (account-area §3, §7; decision 0023).
import type {
  AddBankAccountBody,
  BankFundingStatus,
  CardGateway,
  Fund,
  PaymentMethod,
} from '@fairdraw/contracts';
import { cardGatewayKeys } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import {
  bankAccountProblems,
  cardMessages,
  cardNotExpired,
  normaliseAccountNumber,
  normaliseBsb,
  normaliseSwift,
  toWireMoney,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import type { PaymentGateway } from './payment-gateway';
import * as repository from './payments.repository';
import type { FundRow } from './payments.repository';

/** Deposit amounts by method, in cents (decision 0023). */
export const CARD_DEPOSIT_MIN_CENTS = 10_00;
export const CARD_DEPOSIT_MAX_CENTS = 5_000_00;
/** Placeholders until the withdrawal work sets its own. */
const WITHDRAWAL_MIN_CENTS = 10_00;
const WITHDRAWAL_MAX_CENTS = 10_000_00;

export const FUND_NOT_FOUND = 'We could not find this card or account.';
export const UNKNOWN_CARD_TOKEN = 'This card could not be found. Please enter the card details again.';

export const paymentFilterFields = [
  'funds.cart',
  'funds.withdraw',
  'funds.digital_wallets',
  'funds.failed_verification',
] as const;
type FilterField = (typeof paymentFilterFields)[number];
export type PaymentFilters = Partial<Record<FilterField, boolean>>;

/** `funds.cart eq true and funds.withdraw eq false`, one or many parameters, to flags. */
export function parsePaymentFilters(filter: string | string[] | undefined): PaymentFilters {
  const parts = (Array.isArray(filter) ? filter : filter ? [filter] : [])
    .flatMap((text) => text.split(/\s+and\s+/i))
    .map((part) => part.trim())
    .filter(Boolean);
  const filters: PaymentFilters = {};
  for (const part of parts) {
    const match = /^(\S+)\s+eq\s+(true|false)$/i.exec(part);
    const field = match?.[1] as FilterField | undefined;
    if (!match || !field || !paymentFilterFields.includes(field))
      throw ValidationError.field(
        'filter',
        `Filter "${part.slice(0, 60)}" is not supported. Use ${paymentFilterFields.join(', ')} with eq true or eq false.`,
      );
    filters[field] = match[2]!.toLowerCase() === 'true';
  }
  return filters;
}

export function toFund(row: FundRow): Fund {
  const card =
    row.kind === 'cc'
      ? {
          brand: row.cardBrand ?? '',
          lastFour: row.cardLastFour ?? '',
          numberLength: row.cardNumberLength ?? 16,
          expiryMonth: row.cardExpiryMonth ?? 0,
          expiryYear: row.cardExpiryYear ?? 0,
          holderName: row.holderName ?? '',
        }
      : null;
  const bankAccount =
    row.kind === 'bank'
      ? {
          accountName: row.accountName ?? '',
          bankCode: row.bankCode ?? '',
          accountNumberLastFour: (row.accountNumber ?? '').slice(-4),
          type: row.bankType ?? 'national',
          status: row.bankStatus ?? 'Unverified',
        }
      : null;
  return {
    id: row.id,
    default: row.isDefault,
    type: row.kind,
    methodCode: row.methodCode,
    gateway: row.gateway ?? null,
    card,
    bankAccount,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface FundsService {
  paymentMethods(customerId: string, filter: string | string[] | undefined): Promise<PaymentMethod[]>;
  cardGateways(): CardGateway[];
  addCard(customerId: string, method: string, token: string): Promise<Fund>;
  addBankAccount(customerId: string, body: AddBankAccountBody): Promise<Fund>;
  setDefault(customerId: string, fundId: string): Promise<Fund>;
  deleteFund(customerId: string, fundId: string): Promise<void>;
  /** A saved card of the customer that can be charged; 404 for anything else. */
  cardFund(customerId: string, fundId: string): Promise<FundRow>;
  /**
   * The customer's bank accounts (all, or those ids), for withdrawals to pay out to. Another customer's
   * ids are simply not returned.
   */
  bankFunds(customerId: string, ids?: string[]): Promise<Fund[]>;
  /** An operator marks a bank account verified, failed, pending or unverified (`/ops`). */
  setBankStatus(fundId: string, status: BankFundingStatus): Promise<Fund>;
}

export function createFundsService(options: { db: Db; clock: Clock; gateway: PaymentGateway }): FundsService {
  const { db, clock, gateway } = options;

  const cardMethod = (funds: FundRow[]): PaymentMethod => ({
    code: 'cc',
    name: 'Credit or debit card',
    funds: funds.filter((row) => row.kind === 'cc').map(toFund),
    availableGateways: [gateway.key],
    rules: {
      minAmount: toWireMoney(CARD_DEPOSIT_MIN_CENTS),
      maxAmount: toWireMoney(CARD_DEPOSIT_MAX_CENTS),
      enabled: true,
      gatewayRules: [
        {
          gateway: gateway.key,
          cscRequired: gateway.cscRequired,
          attributes: { testMode: String(gateway.testMode), tokeniseUrl: gateway.tokeniseUrl },
        },
      ],
    },
  });
  const unavailable = (code: string, name: string, min: number, max: number): PaymentMethod => ({
    code,
    name,
    funds: [],
    availableGateways: [],
    rules: { minAmount: toWireMoney(min), maxAmount: toWireMoney(max), enabled: false, gatewayRules: [] },
  });
  const bankMethod = (code: 'tt' | 'tw', name: string, funds: FundRow[]): PaymentMethod => ({
    code,
    name,
    funds: funds.map(toFund),
    availableGateways: [],
    rules: {
      minAmount: toWireMoney(WITHDRAWAL_MIN_CENTS),
      maxAmount: toWireMoney(WITHDRAWAL_MAX_CENTS),
      enabled: true,
      gatewayRules: [],
    },
  });

  async function withDefaultLock<T>(
    customerId: string,
    run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      await repository.lockCustomerFunds(tx, customerId);
      return run(tx);
    });
  }

  return {
    async paymentMethods(customerId, filter) {
      const filters = parsePaymentFilters(filter);
      const funds = await repository.listActiveFunds(db, customerId);
      if (filters['funds.withdraw']) {
        const banks = funds.filter(
          (row) =>
            row.kind === 'bank' &&
            (filters['funds.failed_verification'] || row.bankStatus !== 'Failed Verification'),
        );
        return [
          bankMethod(
            'tt',
            'Bank transfer (Australia)',
            banks.filter((row) => row.bankType === 'national'),
          ),
          bankMethod(
            'tw',
            'International bank transfer',
            banks.filter((row) => row.bankType === 'international'),
          ),
          unavailable('pl', 'PayPal', WITHDRAWAL_MIN_CENTS, WITHDRAWAL_MAX_CENTS),
          unavailable('do', 'Donation', WITHDRAWAL_MIN_CENTS, WITHDRAWAL_MAX_CENTS),
        ];
      }
      const methods = [cardMethod(funds)];
      // Digital wallets are listed so the web can show them, but no wallet provider is configured.
      if (filters['funds.digital_wallets'])
        methods.push(
          unavailable('ap', 'Apple Pay', CARD_DEPOSIT_MIN_CENTS, CARD_DEPOSIT_MAX_CENTS),
          unavailable('gp', 'Google Pay', CARD_DEPOSIT_MIN_CENTS, CARD_DEPOSIT_MAX_CENTS),
          unavailable('pl', 'PayPal', CARD_DEPOSIT_MIN_CENTS, CARD_DEPOSIT_MAX_CENTS),
        );
      return methods;
    },

    cardGateways: () =>
      cardGatewayKeys.map((key) => ({
        key,
        enabled: key === gateway.key,
        testMode: key === gateway.key && gateway.testMode,
        cscRequired: key === gateway.key && gateway.cscRequired,
        tokeniseUrl: key === gateway.key ? gateway.tokeniseUrl : null,
      })),

    async addCard(customerId, method, token) {
      if (method !== 'cc')
        throw new NotFoundError(`Cards are added with the method cc, not ${method.slice(0, 8)}.`);
      const card = await gateway.describeToken(token);
      if (!card) throw ValidationError.field('token', UNKNOWN_CARD_TOKEN);
      if (!cardNotExpired(card.expiryMonth, card.expiryYear, clock.now()))
        throw ValidationError.field('expiry', cardMessages.expiry);
      return withDefaultLock(customerId, async (tx) => {
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
      const problems = bankAccountProblems(body);
      const errors: FieldErrors = {};
      const fieldOf = {
        account_number: 'accountNumber',
        bsb: 'bsb',
        swift: 'swift',
        account_name: 'accountName',
      };
      for (const [field, message] of Object.entries(problems))
        if (message) errors[fieldOf[field as keyof typeof fieldOf]] = [{ code: 'invalid', message }];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const national = body.type === 'national';
      const bankCode = (national ? normaliseBsb(body.code) : normaliseSwift(body.code))!;
      const accountNumber = normaliseAccountNumber(body.accountNumber, body.type)!;
      return withDefaultLock(customerId, async (tx) => {
        const saved = await repository.listBankFunds(tx, customerId);
        if (saved.some((row) => row.bankCode === bankCode && row.accountNumber === accountNumber))
          throw new ConflictError('This bank account is already saved.', 'duplicate_fund');
        const row = await repository.insertFund(tx, {
          customerId,
          kind: 'bank',
          methodCode: national ? 'tt' : 'tw',
          isDefault: false,
          bankType: body.type,
          bankCode,
          accountNumber,
          accountName: body.accountName.trim(),
          bankStatus: 'Unverified',
        });
        return toFund(row);
      });
    },

    async setDefault(customerId, fundId) {
      return withDefaultLock(customerId, async (tx) => {
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
      const deleted = await withDefaultLock(customerId, (tx) =>
        repository.softDeleteFund(tx, customerId, fundId, clock.now()),
      );
      if (!deleted) throw new NotFoundError(FUND_NOT_FOUND);
    },

    async cardFund(customerId, fundId) {
      const fund = await repository.findActiveFund(db, customerId, fundId);
      if (!fund || fund.kind !== 'cc') throw new NotFoundError(FUND_NOT_FOUND);
      return fund;
    },

    async bankFunds(customerId, ids) {
      return (await repository.listBankFunds(db, customerId, ids)).map(toFund);
    },

    async setBankStatus(fundId, status) {
      const row = await repository.updateBankStatus(db, fundId, status);
      if (!row) throw new NotFoundError(FUND_NOT_FOUND);
      return toFund(row);
    },
  };
}
