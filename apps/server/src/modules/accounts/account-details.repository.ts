// SQL for the account pages (decision 0021): contact details and what still needs confirming,
// e-mail confirmation links (hash only), communication preferences, terms acceptances and closure.
import {
  accountClosures,
  and,
  communicationPreferences,
  customerContactStatus,
  customers,
  emailConfirmationTokens,
  eq,
  gt,
  isNull,
  type Queryable,
  refreshTokens,
  sql,
  termsAcceptances,
} from '@fairdraw/db';
import type { AustralianState, CustomerAddress } from '@fairdraw/contracts';

export type ContactStatusRow = typeof customerContactStatus.$inferSelect;
export type PreferencesRow = typeof communicationPreferences.$inferSelect;
export type TermsAcceptanceRow = typeof termsAcceptances.$inferSelect;

export async function findContactStatus(db: Queryable, customerId: string): Promise<ContactStatusRow | null> {
  const [row] = await db
    .select()
    .from(customerContactStatus)
    .where(eq(customerContactStatus.customerId, customerId));
  return row ?? null;
}

/** Writes what still needs confirming (one row per customer). */
export async function saveContactStatus(
  db: Queryable,
  row: {
    customerId: string;
    addressConfirmationRequired: boolean;
    pendingEmail: string | null;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .insert(customerContactStatus)
    .values(row)
    .onConflictDoUpdate({
      target: customerContactStatus.customerId,
      set: {
        addressConfirmationRequired: row.addressConfirmationRequired,
        pendingEmail: row.pendingEmail,
        updatedAt: row.updatedAt,
      },
    });
}

export async function clearAddressConfirmation(db: Queryable, customerId: string, now: Date): Promise<void> {
  await db
    .update(customerContactStatus)
    .set({ addressConfirmationRequired: false, updatedAt: now })
    .where(eq(customerContactStatus.customerId, customerId));
}

/** Clears the pending e-mail only if it is still this one (a later change wins). True when cleared. */
export async function clearPendingEmail(
  db: Queryable,
  customerId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const cleared = await db
    .update(customerContactStatus)
    .set({ pendingEmail: null, updatedAt: now })
    .where(
      and(eq(customerContactStatus.customerId, customerId), eq(customerContactStatus.pendingEmail, email)),
    )
    .returning({ customerId: customerContactStatus.customerId });
  return cleared.length > 0;
}

export async function updateCustomerDetails(
  db: Queryable,
  customerId: string,
  details: { firstname: string; lastname: string; phone: string; address: CustomerAddress },
  now: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ ...details, updatedAt: now })
    .where(eq(customers.id, customerId));
}

export async function setCustomerEmail(db: Queryable, customerId: string, email: string, now: Date) {
  await db.update(customers).set({ email, updatedAt: now }).where(eq(customers.id, customerId));
}

/** Another customer holding this address (any capitals), if any. */
export async function emailHolder(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return row?.id ?? null;
}

/** Spends every unused link of the customer: only the newest one sent may work. */
export async function retireEmailTokens(db: Queryable, customerId: string, now: Date): Promise<void> {
  await db
    .update(emailConfirmationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmationTokens.customerId, customerId), isNull(emailConfirmationTokens.usedAt)));
}

export async function insertEmailToken(
  db: Queryable,
  row: { customerId: string; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailConfirmationTokens).values(row);
}

/**
 * Spends a link that is unused and unexpired, in one guarded statement: of two clicks exactly one
 * gets the row back. Null for an unknown, spent or expired link.
 */
export async function spendEmailToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ customerId: string; email: string } | null> {
  const [row] = await db
    .update(emailConfirmationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmationTokens.tokenHash, tokenHash),
        isNull(emailConfirmationTokens.usedAt),
        gt(emailConfirmationTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: emailConfirmationTokens.customerId, email: emailConfirmationTokens.email });
  return row ?? null;
}

export async function findPreferences(db: Queryable, customerId: string): Promise<PreferencesRow | null> {
  const [row] = await db
    .select()
    .from(communicationPreferences)
    .where(eq(communicationPreferences.customerId, customerId));
  return row ?? null;
}

export async function savePreferences(db: Queryable, row: PreferencesRow): Promise<void> {
  const { customerId: _customerId, ...set } = row;
  await db
    .insert(communicationPreferences)
    .values(row)
    .onConflictDoUpdate({ target: communicationPreferences.customerId, set });
}

/** Keeps the signup's e-mail opt-in in step with the e-mail channel. */
export async function setEmailOptIn(db: Queryable, customerId: string, optIn: boolean, now: Date) {
  await db.update(customers).set({ emailOptIn: optIn, updatedAt: now }).where(eq(customers.id, customerId));
}

export async function insertTermsAcceptance(
  db: Queryable,
  row: {
    customerId: string;
    kind: 'terms' | 'location';
    version: string;
    state: AustralianState | null;
    acceptedAt: Date;
  },
): Promise<void> {
  await db.insert(termsAcceptances).values(row);
}

export async function setTermsAccepted(
  db: Queryable,
  customerId: string,
  version: string,
  now: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ termsAcceptedAt: now, termsVersion: version, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/** Closes an open account in one guarded statement; false when it was already closed. */
export async function markClosed(db: Queryable, customerId: string, now: Date): Promise<boolean> {
  const closed = await db
    .update(customers)
    .set({ state: 'closed', updatedAt: now })
    .where(and(eq(customers.id, customerId), sql`${customers.state} <> 'closed'`))
    .returning({ id: customers.id });
  return closed.length > 0;
}

export async function insertClosure(
  db: Queryable,
  row: { customerId: string; reason: string | null; closedAt: Date },
): Promise<void> {
  await db.insert(accountClosures).values(row);
}

/** Ends every session of the customer: each live refresh token is revoked. */
export async function revokeAllSessions(db: Queryable, customerId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}
