// SQL for the idempotency keys of money-moving requests (idempotency.service.ts, decision 0031). Every
// write that finishes, refuses or releases a claim names the holder's token, so a request whose claim
// was taken over cannot finish it.
import {
  and,
  eq,
  idempotencyKeys,
  isNotNull,
  sql,
  type IdempotencyStatus,
  type Queryable,
} from '@fairdraw/db';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

interface Claim {
  scope: string;
  key: string;
  claimToken: string;
}

const held = ({ scope, key, claimToken }: Claim, status: IdempotencyStatus = 'in_progress') =>
  and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.claimToken, claimToken),
    eq(idempotencyKeys.status, status),
  );

/** Claims a new key (`in_progress`). False when the key exists: it is someone's, or finished. */
export async function insertClaim(db: Queryable, row: Claim & { requestHash: string }): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...row, status: 'in_progress' satisfies IdempotencyStatus })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(
  db: Queryable,
  scope: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/**
 * Hands a claim to a new token: an `in_progress` claim older than the lease (its process died), or a
 * refused key (a refusal changed nothing, so a later retry runs again). False when someone else did.
 */
export async function retakeClaim(
  db: Queryable,
  from: Claim & { status: IdempotencyStatus },
  claimToken: string,
  leaseSeconds: number,
): Promise<boolean> {
  const stale =
    from.status === 'in_progress'
      ? sql`${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`
      : isNotNull(idempotencyKeys.refusal);
  const taken = await db
    .update(idempotencyKeys)
    .set({ claimToken, claimedAt: sql`now()`, status: 'in_progress' satisfies IdempotencyStatus })
    .where(and(held(from, from.status), stale))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** The holder is still at work: its lease starts again. */
export async function renewClaim(db: Queryable, claim: Claim): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ claimedAt: sql`now()` })
    .where(held(claim));
}

/** Finishes the holder's claim with its result, inside the transaction that did the work. */
export async function finishClaim(tx: Queryable, claim: Claim, response: unknown): Promise<boolean> {
  const finished = await tx
    .update(idempotencyKeys)
    .set({ status: 'completed', response: response ?? null, refusal: null })
    .where(held(claim))
    .returning({ key: idempotencyKeys.key });
  return finished.length > 0;
}

/** Finishes the holder's claim with the client error it ended in. */
export async function refuseClaim(db: Queryable, claim: Claim, refusal: unknown): Promise<boolean> {
  const refused = await db
    .update(idempotencyKeys)
    .set({ status: 'completed', response: null, refusal })
    .where(held(claim))
    .returning({ key: idempotencyKeys.key });
  return refused.length > 0;
}

/** Gives the holder's unfinished claim up (the request failed on our side): the key is new again. */
export async function releaseClaim(db: Queryable, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(held(claim));
}
