// Saved funds as GET /payment_methods answers them: a bank account (or PayID) a withdrawal pays to.
import type { Fund } from '@fairdraw/contracts';

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
