// SQL for customer accounts and refresh tokens. Customers are found by id or by their lower-cased
// e-mail; refresh tokens by the hash of the token, and always together with their owner.
import { and, customers, eq, isNull, ne, type Queryable, refreshTokens, sql } from '@fairdraw/db';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Inserts the customer unless the e-mail is taken; null when it is. */
export async function insertCustomer(db: Queryable, row: NewCustomerRow): Promise<CustomerRow | null> {
  const [inserted] = await db.insert(customers).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findCustomerById(db: Queryable, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/** By e-mail, whatever its capitals (uses the unique index on lower(email)). */
export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return row ?? null;
}

export async function findCustomerToken(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db
    .select({ customerToken: customers.customerToken })
    .from(customers)
    .where(eq(customers.id, id));
  return row?.customerToken ?? null;
}

/** Replaces the customer's favourite numbers. */
export async function setFavouriteNumbers(
  db: Queryable,
  customerId: string,
  numbers: number[],
  now: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ favouriteNumbers: numbers, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/**
 * Sets the new password of a customer flagged for a forced change and clears the flag, in one
 * guarded statement; false when the flag was already cleared.
 */
export async function setForcedPassword(
  db: Queryable,
  customerId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(customers)
    .set({ passwordHash, forcePasswordChange: false, updatedAt: now })
    .where(and(eq(customers.id, customerId), eq(customers.forcePasswordChange, true)))
    .returning({ id: customers.id });
  return changed.length > 0;
}

export async function insertRefreshToken(
  db: Queryable,
  row: { customerId: string; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Spends a token: true for exactly one caller. A concurrent spender waits for the winner's commit,
 * then finds `used_at` set and gets false.
 */
export async function markRefreshTokenUsed(db: Queryable, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return spent.length > 0;
}

/** Ends every token of one of the customer's sessions. */
export async function revokeFamily(db: Queryable, customerId: string, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.customerId, customerId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Ends every session of the customer but one (the one that asked). */
export async function revokeOtherSessions(
  db: Queryable,
  customerId: string,
  keepFamilyId: string,
  now: Date,
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.customerId, customerId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** A session is live while its family has a token that was not revoked. */
export async function isSessionLive(db: Queryable, customerId: string, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.customerId, customerId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
