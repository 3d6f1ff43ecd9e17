// SQL of the sandbox card gateway: its token vault and its payments. Only the sandbox reads these.
import { and, eq, type Queryable, sandboxCardTokens, sandboxPayments, sql } from '@fairdraw/db';
import type { SandboxPaymentStatus } from '@fairdraw/db';

export type SandboxTokenRow = typeof sandboxCardTokens.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export async function insertToken(db: Queryable, row: typeof sandboxCardTokens.$inferInsert): Promise<void> {
  await db.insert(sandboxCardTokens).values(row);
}

export async function findToken(db: Queryable, token: string): Promise<SandboxTokenRow | null> {
  const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
  return row ?? null;
}

/** Inserts the payment unless its reference was charged before; returns the reference's payment. */
export async function insertPaymentOnce(
  db: Queryable,
  row: typeof sandboxPayments.$inferInsert,
): Promise<{ payment: SandboxPaymentRow; created: boolean }> {
  const inserted = await db.insert(sandboxPayments).values(row).onConflictDoNothing().returning();
  if (inserted[0]) return { payment: inserted[0], created: true };
  const [existing] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.reference, row.reference));
  if (!existing) throw new Error(`sandbox payment ${row.reference} neither inserted nor found`);
  return { payment: existing, created: false };
}

export async function findPayment(db: Queryable, id: string): Promise<SandboxPaymentRow | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

/** Moves a payment on from `from` only; null when it was not in that state (someone else moved it). */
export async function movePayment(
  db: Queryable,
  id: string,
  from: SandboxPaymentStatus,
  to: SandboxPaymentStatus,
  declineCode: string | null,
): Promise<SandboxPaymentRow | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: to, declineCode, updatedAt: sql`now()` })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, from)))
    .returning();
  return row ?? null;
}
