// The documented demo customer (README): verified, with a promotional wallet credit posted through the
// ledger, so the shop can be tried end to end before deposits exist. Safe to run on every start.
// Never in production (server.ts): its password is public.
import { CURRENT_TERMS_VERSION } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { HouseAccount, ensureWallet, postTransaction, walletAccountCode } from '../ledger/ledger.service';
import { DEFAULT_PRICING_ID } from '../startup/site-config';
import { markClosed, revokeAllSessions } from './account-details.repository';
import { findCustomerByEmail, insertCustomer, type NewCustomerRow } from './accounts.repository';
import { NEW_CUSTOMER_SEGMENT } from './accounts.service';
import { hashPassword } from './passwords';
import { newCustomerId, newCustomerToken } from './tokens';

export const DEMO_CUSTOMER_EMAIL = 'demo@fairdraw.test';
export const DEMO_CUSTOMER_PASSWORD = 'Fairdraw-demo-1';
export const DEMO_PROMOTIONAL_CREDIT_CENTS = 500_00;

async function demoCustomerRow(now: Date): Promise<NewCustomerRow> {
  return {
    id: newCustomerId(),
    customerToken: newCustomerToken(),
    email: DEMO_CUSTOMER_EMAIL,
    passwordHash: await hashPassword(DEMO_CUSTOMER_PASSWORD),
    firstname: 'Dana',
    lastname: 'Demo',
    dateOfBirth: '1985-06-15',
    phone: '0412345678',
    address: { address: '1 Harbour Street', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
    emailOptIn: false,
    termsAcceptedAt: now,
    termsVersion: CURRENT_TERMS_VERSION,
    verified: true,
    favouriteNumbers: [7, 14, 21, 28],
    segmentName: NEW_CUSTOMER_SEGMENT,
    pricingId: DEFAULT_PRICING_ID,
    attribution: null,
    createdAt: now,
    updatedAt: now,
  };
}

export async function seedDemoCustomer(
  db: Db,
  now: Date,
): Promise<{ customerId: string; credited: boolean }> {
  const existing = await findCustomerByEmail(db, DEMO_CUSTOMER_EMAIL);
  // Hashing is slow on purpose; do it before the transaction, and only when the customer is new.
  const newRow = existing ? null : await demoCustomerRow(now);
  return db.transaction(async (tx) => {
    const customer =
      existing ??
      (newRow ? await insertCustomer(tx, newRow) : null) ??
      // Another process inserted it first.
      (await findCustomerByEmail(tx, DEMO_CUSTOMER_EMAIL));
    if (!customer) throw new Error('The demo customer could not be created');

    await ensureWallet(tx, customer.id);
    // One credit per demo customer, ever: the idempotency key makes restarts a no-op.
    const { replayed } = await postTransaction(tx, {
      kind: 'promotion',
      idempotencyKey: `demo-credit:${customer.id}`,
      description: 'Welcome credit for the demo account',
      entries: [
        { accountCode: walletAccountCode(customer.id), amountCents: DEMO_PROMOTIONAL_CREDIT_CENTS },
        { accountCode: HouseAccount.promotions, amountCents: -DEMO_PROMOTIONAL_CREDIT_CENTS },
      ],
    });
    return { customerId: customer.id, credited: !replayed };
  });
}

/**
 * Production never keeps the demo customer: one created by an older version (when demo data was seeded
 * by default) is closed and signed out everywhere. True when it was open until now.
 */
export async function closeDemoCustomer(db: Db, now: Date): Promise<boolean> {
  const existing = await findCustomerByEmail(db, DEMO_CUSTOMER_EMAIL);
  if (!existing || existing.state === 'closed') return false;
  return db.transaction(async (tx) => {
    const closed = await markClosed(tx, existing.id, now);
    await revokeAllSessions(tx, existing.id, now);
    return closed;
  });
}
