// How funds are shown on the wire: a fund, and the payment and withdrawal methods of GET /payment_methods
// with their `filter` (account-area §3 "Funds and payment methods", §7; decisions 0023, 0028).
import type { Fund, PaymentMethod, WithdrawalDestination } from '@fairdraw/contracts';
import { walletDepositMethods } from '@fairdraw/contracts';
import {
  MAX_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_CENTS,
  bankAccountLabel,
  toWireMoney,
  WALLET_NAMES,
  withdrawalMethodFor,
} from '@fairdraw/domain';
import { ValidationError } from '../../lib/errors';
import type { PaymentGateway } from './payment-gateway';
import type { FundRow } from './payments.repository';

/** Deposit amounts by card or wallet, in cents (decisions 0023, 0029). */
export const CARD_DEPOSIT_MIN_CENTS = 10_00;
export const CARD_DEPOSIT_MAX_CENTS = 5_000_00;

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

type BankFundRow = FundRow & { kind: 'bank'; bankType: NonNullable<FundRow['bankType']> };
export const isBankFund = (row: FundRow): row is BankFundRow => row.kind === 'bank' && row.bankType !== null;

/** The masked description of a bank fund. */
export const bankFundLabel = (row: BankFundRow): string =>
  bankAccountLabel({ type: row.bankType, bankCode: row.bankCode, accountNumber: row.accountNumber ?? '' });

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
  const bankAccount = isBankFund(row)
    ? {
        accountName: row.accountName ?? '',
        bankCode: row.bankCode ?? '',
        accountNumberLastFour: (row.accountNumber ?? '').slice(-4),
        type: row.bankType,
        status: row.bankStatus ?? 'Unverified',
        label: bankFundLabel(row),
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

/** Where a withdrawal is paid, as its owner sees it. */
export function toWithdrawalDestination(row: BankFundRow): WithdrawalDestination {
  return {
    id: row.id,
    type: row.bankType,
    withdrawalMethodCode: withdrawalMethodFor(row.bankType),
    accountName: row.accountName,
    label: bankFundLabel(row),
  };
}

/** What an operator needs to pay a withdrawal: the whole account number, BSB or SWIFT, or the PayID. */
export function payToDetails(row: BankFundRow): Record<string, string> {
  const name: Record<string, string> = row.accountName ? { accountName: row.accountName } : {};
  switch (row.bankType) {
    case 'national':
      return { type: row.bankType, ...name, bsb: row.bankCode ?? '', accountNumber: row.accountNumber ?? '' };
    case 'international':
      return {
        type: row.bankType,
        ...name,
        swift: row.bankCode ?? '',
        accountNumber: row.accountNumber ?? '',
      };
    case 'payid_email':
    case 'payid_phone':
      return { type: row.bankType, ...name, payId: row.accountNumber ?? '' };
  }
}

const unavailable = (code: string, name: string, min: number, max: number): PaymentMethod => ({
  code,
  name,
  funds: [],
  types: [],
  availableGateways: [],
  rules: { minAmount: toWireMoney(min), maxAmount: toWireMoney(max), enabled: false, gatewayRules: [] },
});

/** A deposit method the gateway takes: card and wallet deposits have the same amount limits. */
function depositMethod(
  code: string,
  name: string,
  gateway: PaymentGateway,
  options: { funds: Fund[]; cscRequired: boolean; attributes: Record<string, string> },
): PaymentMethod {
  return {
    code,
    name,
    funds: options.funds,
    types: [],
    availableGateways: [gateway.key],
    rules: {
      minAmount: toWireMoney(CARD_DEPOSIT_MIN_CENTS),
      maxAmount: toWireMoney(CARD_DEPOSIT_MAX_CENTS),
      enabled: true,
      gatewayRules: [
        { gateway: gateway.key, cscRequired: options.cscRequired, attributes: options.attributes },
      ],
    },
  };
}

/** The deposit methods: cards, and with `funds.digital_wallets` the wallets the gateway takes. */
export function depositMethods(funds: FundRow[], gateway: PaymentGateway, filters: PaymentFilters) {
  const methods: PaymentMethod[] = [
    depositMethod('cc', 'Credit or debit card', gateway, {
      funds: funds.filter((row) => row.kind === 'cc').map(toFund),
      cscRequired: gateway.cscRequired,
      attributes: { testMode: String(gateway.testMode), tokeniseUrl: gateway.tokeniseUrl },
    }),
  ];
  if (filters['funds.digital_wallets'])
    for (const code of walletDepositMethods)
      methods.push(
        gateway.walletMethods.includes(code)
          ? depositMethod(code, WALLET_NAMES[code], gateway, {
              funds: [],
              cscRequired: false,
              attributes: {},
            })
          : unavailable(code, WALLET_NAMES[code], CARD_DEPOSIT_MIN_CENTS, CARD_DEPOSIT_MAX_CENTS),
      );
  return methods;
}

/**
 * The withdrawal methods: `do` pays Australian accounts (and PayIDs when the segment allows them), `tt`
 * overseas accounts; PayPal and Wise are not offered. Accounts that failed verification are listed only
 * with `funds.failed_verification eq true`, so the customer can see why they cannot be used.
 */
export function withdrawalMethods(
  funds: FundRow[],
  options: { payIdEnabled: boolean; filters: PaymentFilters },
): PaymentMethod[] {
  const banks = funds
    .filter(isBankFund)
    .filter((row) => options.payIdEnabled || !row.bankType.startsWith('payid'))
    .filter(
      (row) => options.filters['funds.failed_verification'] || row.bankStatus !== 'Failed Verification',
    );
  const method = (code: 'do' | 'tt', name: string, types: PaymentMethod['types']): PaymentMethod => ({
    code,
    name,
    funds: banks.filter((row) => types.includes(row.bankType)).map(toFund),
    types,
    availableGateways: [],
    rules: {
      minAmount: toWireMoney(MIN_WITHDRAWAL_CENTS),
      maxAmount: toWireMoney(MAX_WITHDRAWAL_CENTS),
      enabled: true,
      gatewayRules: [],
    },
  });
  return [
    options.payIdEnabled
      ? method('do', 'Australian bank account or PayID', ['national', 'payid_email', 'payid_phone'])
      : method('do', 'Australian bank account', ['national']),
    method('tt', 'International bank transfer', ['international']),
    unavailable('pl', 'PayPal', MIN_WITHDRAWAL_CENTS, MAX_WITHDRAWAL_CENTS),
    unavailable('tw', 'Wise', MIN_WITHDRAWAL_CENTS, MAX_WITHDRAWAL_CENTS),
  ];
}
