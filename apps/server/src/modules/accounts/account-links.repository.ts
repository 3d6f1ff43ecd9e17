// SQL for one-time account links (autologin, transfer, password reset) and the account changes they
// lead to. A link is spent by one guarded statement, so two clicks on one link use it once.
import { accountLinks, and, customers, eq, gt, isNull, type Queryable, refreshTokens } from '@fairdraw/db';
import type { AccountLinkKind } from '@fairdraw/db';

export async function insertLink(
  db: Queryable,
  row: { customerId: string; kind: AccountLinkKind; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(accountLinks).values(row);
}

/** The link of this kind and token, not yet used and not expired. */
const isLive = (kind: AccountLinkKind, tokenHash: string, now: Date) =>
  and(
    eq(accountLinks.kind, kind),
    eq(accountLinks.tokenHash, tokenHash),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, now),
  );

/** The customer of a live (unused, unexpired) link, without spending it. */
export async function findLiveLink(
  db: Queryable,
  kind: AccountLinkKind,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: accountLinks.customerId })
    .from(accountLinks)
    .where(isLive(kind, tokenHash, now));
  return row?.customerId ?? null;
}

/** Spends a live link: its customer for exactly one caller, null for everyone else. */
export async function spendLink(
  db: Queryable,
  kind: AccountLinkKind,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(isLive(kind, tokenHash, now))
    .returning({ customerId: accountLinks.customerId });
  return row?.customerId ?? null;
}

/** Sets a new password; a forced change is then done with too. */
export async function setPassword(db: Queryable, customerId: string, passwordHash: string, now: Date) {
  await db
    .update(customers)
    .set({ passwordHash, forcePasswordChange: false, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/** Ends every session of the customer; how many there were. */
export async function revokeAllSessions(db: Queryable, customerId: string, now: Date): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}
