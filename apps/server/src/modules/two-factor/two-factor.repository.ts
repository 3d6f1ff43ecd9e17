// SQL for two-factor settings and e-mailed one-time codes. Every change that decides whether a code
// counts (spending a step or a code, counting a wrong code, locking) is one guarded statement.
import {
  and,
  desc,
  eq,
  gt,
  isNull,
  lt,
  oneTimeCodes,
  type Queryable,
  sql,
  twoFactorSettings,
} from '@fairdraw/db';
import type { OneTimeCodePurpose } from '@fairdraw/db';

export type TwoFactorRow = typeof twoFactorSettings.$inferSelect;

export async function findSettings(db: Queryable, customerId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId));
  return row ?? null;
}

/** Creates the customer's row if missing, then applies `values`. */
export async function upsertSettings(
  db: Queryable,
  customerId: string,
  values: Partial<Pick<TwoFactorRow, 'method' | 'secretBox' | 'pendingSecretBox' | 'lastUsedStep'>>,
  now: Date,
): Promise<void> {
  await db
    .insert(twoFactorSettings)
    .values({ customerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorSettings.customerId, set: { ...values, updatedAt: now } });
}

/**
 * Spends an authenticator step: true for exactly one caller, and only for a step newer than every
 * step spent before, so a code (or an older one) cannot be used twice. Clears the wrong-code count.
 */
export async function spendStep(
  db: Queryable,
  customerId: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(twoFactorSettings)
    .set({ lastUsedStep: step, failedAttempts: 0, updatedAt: now })
    .where(
      and(
        eq(twoFactorSettings.customerId, customerId),
        lt(twoFactorSettings.lastUsedStep, step),
        isNull(twoFactorSettings.lockedAt),
      ),
    )
    .returning({ customerId: twoFactorSettings.customerId });
  return spent.length > 0;
}

export async function clearFailures(db: Queryable, customerId: string, now: Date): Promise<void> {
  await db
    .update(twoFactorSettings)
    .set({ failedAttempts: 0, updatedAt: now })
    .where(eq(twoFactorSettings.customerId, customerId));
}

/** Counts a wrong code and locks at `limit`, in one statement; true when the account is now locked. */
export async function countFailure(
  db: Queryable,
  customerId: string,
  limit: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(twoFactorSettings)
    .set({
      failedAttempts: sql`${twoFactorSettings.failedAttempts} + 1`,
      lockedAt: sql`case when ${twoFactorSettings.failedAttempts} + 1 >= ${limit} then coalesce(${twoFactorSettings.lockedAt}, ${now.toISOString()}::timestamptz) else ${twoFactorSettings.lockedAt} end`,
      updatedAt: now,
    })
    .where(eq(twoFactorSettings.customerId, customerId))
    .returning({ lockedAt: twoFactorSettings.lockedAt });
  return row?.lockedAt != null;
}

export async function unlock(db: Queryable, customerId: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(twoFactorSettings)
    .set({ failedAttempts: 0, lockedAt: null, updatedAt: now })
    .where(eq(twoFactorSettings.customerId, customerId))
    .returning({ customerId: twoFactorSettings.customerId });
  return changed.length > 0;
}

export async function insertCode(
  db: Queryable,
  row: {
    customerId: string;
    purpose: OneTimeCodePurpose;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values(row);
}

/** When the newest code of a purpose was sent, to hold back a resend for a minute. */
export async function newestCodeSentAt(
  db: Queryable,
  customerId: string,
  purpose: OneTimeCodePurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.customerId, customerId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Spends a live code with this hash: true for exactly one caller. */
export async function spendCode(
  db: Queryable,
  customerId: string,
  purpose: OneTimeCodePurpose,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.customerId, customerId),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, codeHash),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return spent.length > 0;
}
