// SQL for the idempotency keys of money-moving requests (ledger.service.ts withIdempotency).
import { and, eq, idempotencyKeys, type IdempotencyStatus, type Tx } from '@fairdraw/db';
import type { Queryable } from './ledger.repository';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims a key by inserting it `in_progress`. Returns false when the key is already taken; a concurrent
 * claimer makes this wait (on the primary key) until that one's transaction ends.
 */
export async function insertIdempotencyKey(
  tx: Tx,
  row: { scope: string; key: string; requestHash: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...row, status: 'in_progress' satisfies IdempotencyStatus })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(
  tx: Queryable,
  scope: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function completeIdempotencyKey(
  tx: Tx,
  scope: string,
  key: string,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: 'completed', response: response ?? null })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
