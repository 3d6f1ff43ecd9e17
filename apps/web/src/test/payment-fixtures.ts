// Payment methods, saved cards and deposits as the server answers them (contract shapes).
import type { Deposit, Fund, PaymentMethod, WalletDepositMethod } from '@fairdraw/contracts';

const aud = (amount: string) => ({ amount, currency: 'AUD' });

/** The customer's default Visa ending 4242, saved with the sandbox gateway, unless told otherwise. */
export function cardFund(fields: Partial<Fund> = {}, card: Partial<NonNullable<Fund['card']>> = {}): Fund {
  return {
    id: 'fund-1',
    default: true,
    type: 'cc',
    methodCode: 'cc',
    gateway: 'sandbox',
    card: {
      brand: 'VISA',
      lastFour: '4242',
      numberLength: 16,
      expiryMonth: 12,
      expiryYear: 2029,
      holderName: 'Dana Scully',
      ...card,
    },
    bankAccount: null,
    createdAt: '2026-11-01T00:00:00Z',
    ...fields,
  };
}

/** A deposit method through the sandbox gateway, $10.00 to $5,000.00. */
function depositMethod(code: string, name: string, funds: Fund[], cscRequired: boolean): PaymentMethod {
  return {
    code,
    name,
    funds,
    types: [],
    availableGateways: ['sandbox'],
    rules: {
      minAmount: aud('10.00'),
      maxAmount: aud('5000.00'),
      enabled: true,
      gatewayRules: [{ gateway: 'sandbox', cscRequired, attributes: {} }],
    },
  };
}

/** The card method with these saved cards; the security code is required. */
export const cardMethod = (funds: Fund[]): PaymentMethod =>
  depositMethod('cc', 'Credit or debit card', funds, true);

/** A wallet as GET /payment_methods lists it: no saved funds, approved on the wallet's own page. */
export const walletMethod = (code: WalletDepositMethod, name: string): PaymentMethod =>
  depositMethod(code, name, [], false);

export const walletMethods = [
  walletMethod('ap', 'Apple Pay'),
  walletMethod('gp', 'Google Pay'),
  walletMethod('pl', 'PayPal'),
];

/** A completed $25.00 card deposit unless told otherwise. */
export const depositFixture = (fields: Partial<Deposit>): Deposit => ({
  id: 'dep-1',
  fundId: 'fund-1',
  methodCode: 'cc',
  status: 'completed',
  amount: aud('25.00'),
  checkout: false,
  actionUrl: null,
  failureCode: null,
  failureMessage: null,
  balance: aud('25.00'),
  transactionId: 'tx-1',
  checkoutId: null,
  purchaseFailure: null,
  createdAt: '2026-11-21T00:00:00Z',
  completedAt: '2026-11-21T00:00:00Z',
  ...fields,
});

/** The `deposit_pending` message a deposit waiting for approval comes with. */
export const depositPendingMessage = (message: string) => ({
  code: 'deposit_pending',
  level: 'info' as const,
  title: 'Action Required',
  message,
});

/** A bank account (or PayID) a withdrawal pays to, as the withdrawal methods list it. */
export function bankFundFixture(
  fields: Partial<Fund> = {},
  account: Partial<NonNullable<Fund['bankAccount']>> = {},
): Fund {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    default: false,
    type: 'bank',
    methodCode: 'do',
    gateway: null,
    card: null,
    bankAccount: {
      accountName: 'Dana Demo',
      bankCode: '062000',
      accountNumberLastFour: '5678',
      type: 'national',
      status: 'Verified',
      label: 'BSB 062-000, account ending 5678',
      ...account,
    },
    createdAt: '2026-03-01T00:00:00.000Z',
    ...fields,
  };
}
