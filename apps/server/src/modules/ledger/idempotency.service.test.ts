// The rules of idempotent money requests (decision 0031): claimed first, overlapping requests wait and
// answer alike (results and refusals), waiting is bounded, an abandoned claim is taken over, and a run
// whose claim was taken over cannot finish.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, idempotencyKeys, sql } from '@fairdraw/db';
import { AppError } from '../../lib/errors';
import { useConcurrentTestDatabase } from '../../../test/concurrent-database';
import { runIdempotently, type KeyClaim } from './idempotency.service';

const testDb = useConcurrentTestDatabase();

/** A gate the test opens: work that waits on it stays in flight until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const request = (key: string) => ({ scope: 'test', key, requestHash: 'h' });
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

async function keyRow(key: string) {
  const [row] = await testDb.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, 'test'), eq(idempotencyKeys.key, key)));
  return row;
}

describe('runIdempotently', () => {
  it('makes a request that overlaps a refused one answer the same refusal, without running', async () => {
    const db = testDb.database.db;
    const key = randomUUID();
    const firstGate = gate();
    let runs = 0;
    let started = false;
    const refuse = async () => {
      runs += 1;
      started = true;
      await firstGate.opened;
      throw new AppError(422, 'purchase_refused', 'Only 2 tickets are left.', {
        quantity: [{ code: 'sold_out', message: 'Only 2 tickets are left.' }],
      });
    };
    const first = runIdempotently(db, request(key), refuse).catch((error: unknown) => error);
    await until(() => started);
    const second = runIdempotently(db, request(key), refuse).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    firstGate.open();
    const [one, two] = await Promise.all([first, second]);
    expect(runs).toBe(1);
    expect(two).toBeInstanceOf(AppError);
    const answer = (error: unknown) => {
      const { statusCode, code, message, fieldErrors, details } = error as AppError;
      return { statusCode, code, message, fieldErrors, details };
    };
    expect(answer(two)).toEqual(answer(one));
    expect(two).toMatchObject({ statusCode: 422, code: 'purchase_refused' });

    // Asked again after the refusal was given: nothing was done, so it runs again.
    const later = await runIdempotently(db, request(key), async () => ({ bought: true }));
    expect(later).toEqual({ result: { bought: true }, replayed: false });
  });

  it('answers 409 idempotency_in_progress when the first request is still running after the wait', async () => {
    const db = testDb.database.db;
    const key = randomUUID();
    const firstGate = gate();
    let started = false;
    const first = runIdempotently(db, request(key), async () => {
      started = true;
      await firstGate.opened;
      return { done: 1 };
    });
    await until(() => started);
    const waited = await runIdempotently(db, request(key), async () => ({ done: 2 }), { waitMs: 100 }).catch(
      (error: unknown) => error,
    );
    expect(waited).toMatchObject({ statusCode: 409, code: 'idempotency_in_progress', retryAfterSeconds: 1 });
    firstGate.open();
    expect(await first).toEqual({ result: { done: 1 }, replayed: false });
    expect(await runIdempotently(db, request(key), async () => ({ done: 3 }))).toEqual({
      result: { done: 1 },
      replayed: true,
    });
  });

  it('takes over a claim whose process died, and the dead run cannot finish it afterwards', async () => {
    const db = testDb.database.db;
    const key = randomUUID();
    // A claim taken two minutes ago by a process that is gone.
    const abandoned = randomUUID();
    await db.insert(idempotencyKeys).values({
      ...request(key),
      status: 'in_progress',
      claimToken: abandoned,
      claimedAt: sql`now() - interval '2 minutes'`,
    });
    const taken = await runIdempotently(db, request(key), async () => ({ n: 'new' }), { leaseSeconds: 60 });
    expect(taken).toEqual({ result: { n: 'new' }, replayed: false });

    // A slow run past its lease: another took the key over, so its own finish rolls its work back.
    const slowKey = randomUUID();
    const slowGate = gate();
    let claimOfSlow: KeyClaim<{ n: string }> | undefined;
    // Its renewals stopped (a stalled process): none in the test's time.
    const slow = runIdempotently<{ n: string }>(
      db,
      request(slowKey),
      async (claim) => {
        claimOfSlow = claim;
        await slowGate.opened;
        return db.transaction(async (tx) => {
          await claim.finish(tx, { n: 'slow' });
          return { n: 'slow' };
        });
      },
      { heartbeatMs: 600_000 },
    );
    await until(() => claimOfSlow !== undefined);
    await db
      .update(idempotencyKeys)
      .set({ claimedAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, slowKey));
    const takeover = await runIdempotently(db, request(slowKey), async () => ({ n: 'takeover' }), {
      leaseSeconds: 60,
    });
    slowGate.open();
    await expect(slow).rejects.toMatchObject({ code: 'idempotency_in_progress' });
    expect(takeover.result).toEqual({ n: 'takeover' });
    expect(await keyRow(slowKey)).toMatchObject({ status: 'completed', response: { n: 'takeover' } });
  });

  it('keeps a long request’s claim alive by renewing it, so a waiting retry does not take it over', async () => {
    const db = testDb.database.db;
    const key = randomUUID();
    let runs = 0;
    const slowly = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      return { runs };
    };
    const first = runIdempotently(db, request(key), slowly, { heartbeatMs: 200 });
    await until(() => runs === 1);
    const retry = await runIdempotently(db, request(key), slowly, { leaseSeconds: 1, waitMs: 10_000 });
    expect(retry).toEqual({ result: { runs: 1 }, replayed: true });
    expect(await first).toEqual({ result: { runs: 1 }, replayed: false });
    expect(runs).toBe(1);
  });

  it('gives the key up when the request fails on our side, so the waiting retry runs', async () => {
    const db = testDb.database.db;
    const key = randomUUID();
    const firstGate = gate();
    let started = false;
    const first = runIdempotently(db, request(key), async () => {
      started = true;
      await firstGate.opened;
      throw new Error('connection lost');
    }).catch((error: unknown) => error);
    await until(() => started);
    const second = runIdempotently(db, request(key), async () => ({ ok: true }));
    firstGate.open();
    expect(await first).toBeInstanceOf(Error);
    expect(await second).toEqual({ result: { ok: true }, replayed: false });
  });
});
