// Idempotent money requests (purchase, deposit, withdrawal, deposit-and-purchase; decision 0031). The
// key is claimed before anything can refuse the request, in its own statement, so a second request with
// the same key, from any process, waits for the first (bounded) and answers what the first answered.
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '@fairdraw/db';
import {
  AppError,
  IdempotencyInProgressError,
  IdempotencyKeyReusedError,
  type FieldErrors,
} from '../../lib/errors';
import * as keys from './idempotency-keys.repository';
import type { IdempotencyKeyRow } from './idempotency-keys.repository';

export interface IdempotentRequest {
  /** Whose keys these are and for what, e.g. `purchase:<customerId>`. */
  scope: string;
  key: string;
  /** hashRequest of what the request asks for: the same key with another hash is a 409. */
  requestHash: string;
}

export interface IdempotencyOptions {
  /** How long a request waits for the same key's running request before a 409 with Retry-After. */
  waitMs?: number;
  /**
   * How long since its holder last renewed it before a running claim counts as abandoned (its process
   * died) and is taken over. Shorter than `waitMs`, so a retry after a crash gets through.
   */
  leaseSeconds?: number;
  /** How often the holder renews its claim while it runs. */
  heartbeatMs?: number;
  /** A refusal answers every later request too (Stripe's rule), not only the ones that overlapped it. */
  keepRefusal?: boolean;
  /**
   * A statement of the caller's that claims the key (`ledger_claim_key`, migration 0031) and, once it
   * has, reads what the work needs, in one round trip (decision 0081). It answers whether it claimed and
   * what it read, which the work is handed. When it did not claim, the key is claimed or waited for as
   * usual and the work reads for itself.
   */
  claimAlong?: (claim: NewClaim) => Promise<{ claimed: boolean; read: unknown }>;
}

/** What `ledger_claim_key` (migration 0031) takes to claim a new key inside another statement. */
export interface NewClaim {
  scope: string;
  key: string;
  request_hash: string;
  claim_token: string;
}

/** What `ledger_finish_claim` (migration 0031) takes to finish a key inside another statement. */
export interface ClaimFinish {
  scope: string;
  key: string;
  claim_token: string;
  /** The result as JSON text, kept as written so that a replay answers the same bytes. */
  response: string;
}

/** The claim a request holds while it runs. */
export interface KeyClaim<T> {
  /**
   * Finishes the key with the result inside the transaction that did the work, so the work and its
   * answer commit together. Throws (rolling that transaction back) when the claim was taken over.
   */
  finish(tx: Tx, result: T): Promise<void>;
  /**
   * The same for a database function that does the work in one statement (decision 0081): what it hands
   * `ledger_finish_claim`, which answers false, and the statement must then fail, when the claim was
   * taken over. Once that statement has committed, the key is finished.
   */
  finishIn(result: T): ClaimFinish;
}

/** A client error as stored on its key: what the first request answered, and which run answered it. */
interface StoredRefusal {
  token: string;
  statusCode: number;
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
  details?: Record<string, unknown>;
}

export const DEFAULT_IDEMPOTENCY_WAIT_MS = 12_000;
/** A key whose process died is free again this long after its last renewal. */
export const DEFAULT_IDEMPOTENCY_LEASE_SECONDS = 8;
export const DEFAULT_IDEMPOTENCY_HEARTBEAT_MS = 2_000;
const POLL_MS = 15;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storedRefusal(token: string, error: AppError): StoredRefusal {
  return {
    token,
    statusCode: error.statusCode,
    code: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}

const refusalOf = (row: IdempotencyKeyRow) => (row.refusal as StoredRefusal | null) ?? null;

function refusalError(refusal: StoredRefusal): AppError {
  return new AppError(
    refusal.statusCode,
    refusal.code,
    refusal.message,
    refusal.fieldErrors,
    refusal.details,
  );
}

/** A client error is the request's answer; anything else (5xx, a bug, a lost connection) is not. */
const isAnswer = (error: unknown): error is AppError =>
  error instanceof AppError && error.statusCode < 500 && !(error instanceof IdempotencyInProgressError);

/**
 * Claims the key, or waits for the request holding it. Returns the finished result to replay, or
 * `claimed`. A refusal is the answer of every request that overlapped the run that was refused (they
 * waited on it); a request that arrives after the refusal was given runs again, as nothing was done.
 */
async function claimOrWait(
  db: Db,
  request: IdempotentRequest,
  token: string,
  { waitMs, leaseSeconds, keepRefusal }: { waitMs: number; leaseSeconds: number; keepRefusal: boolean },
): Promise<{ claimed: true } | { claimed: false; result: unknown }> {
  const { scope, key, requestHash } = request;
  const deadline = Date.now() + waitMs;
  let waitedOn: string | null = null;
  for (;;) {
    if (await keys.insertClaim(db, { scope, key, requestHash, claimToken: token })) return { claimed: true };
    const row = await keys.findIdempotencyKey(db, scope, key);
    if (!row) continue; // released on our side's failure: claim it afresh
    if (row.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
    const refusal = refusalOf(row);
    const overlapped = waitedOn !== null && refusal?.token === waitedOn;
    if (refusal && (overlapped || (row.status === 'completed' && keepRefusal))) throw refusalError(refusal);
    const holder = { scope, key, claimToken: row.claimToken ?? '', status: row.status };
    if (row.status === 'completed') {
      if (!refusal) return { claimed: false, result: row.response };
      if (row.claimToken && (await keys.retakeClaim(db, holder, token, leaseSeconds)))
        return { claimed: true };
      continue;
    }
    if (row.claimToken && (await keys.retakeClaim(db, holder, token, leaseSeconds))) return { claimed: true };
    waitedOn = row.claimToken;
    if (Date.now() >= deadline) throw new IdempotencyInProgressError();
    await sleep(POLL_MS + Math.floor(Math.random() * POLL_MS));
  }
}

/**
 * Runs a money request once per scope + key, and gives every request with that key the same answer:
 * the first one's result (`replayed: true` for the others), or, for requests that overlapped it, the
 * client error it was refused with. The key is claimed before `work` runs, so `work` may check and
 * refuse freely. `work` should call `claim.finish(tx, result)` inside its last transaction (otherwise
 * the key is finished just after it returns). The result is stored as JSON, so it must be plain JSON.
 * When `work` fails on our side (5xx, a bug) the key is released and a retry runs afresh.
 */
export async function runIdempotently<T>(
  db: Db,
  request: IdempotentRequest,
  work: (claim: KeyClaim<T>, read?: unknown) => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<{ result: T; replayed: boolean }> {
  if (request.key.trim() === '') throw new Error('An idempotency key must not be empty');
  const token = randomUUID();
  const first = await options.claimAlong?.({
    scope: request.scope,
    key: request.key,
    request_hash: request.requestHash,
    claim_token: token,
  });
  const claimed = first?.claimed
    ? { claimed: true as const }
    : await claimOrWait(db, request, token, {
        waitMs: options.waitMs ?? DEFAULT_IDEMPOTENCY_WAIT_MS,
        leaseSeconds: options.leaseSeconds ?? DEFAULT_IDEMPOTENCY_LEASE_SECONDS,
        keepRefusal: options.keepRefusal ?? false,
      });
  if (!claimed.claimed) return { result: claimed.result as T, replayed: true };

  const claim = { scope: request.scope, key: request.key, claimToken: token };
  // Renewed while this process lives; a crash stops the renewals and the lease runs out.
  const heartbeat = setInterval(() => {
    keys.renewClaim(db, claim).catch(() => undefined);
  }, options.heartbeatMs ?? DEFAULT_IDEMPOTENCY_HEARTBEAT_MS);
  heartbeat.unref();
  let finished = false;
  try {
    const result = await work(
      {
        async finish(tx, value) {
          if (!(await keys.finishClaim(tx, claim, value))) throw new IdempotencyInProgressError();
          finished = true;
        },
        finishIn(value) {
          // A statement that fails leaves the key in progress, and the failure settles it below.
          finished = true;
          return {
            scope: claim.scope,
            key: claim.key,
            claim_token: claim.claimToken,
            response: JSON.stringify(value),
          };
        },
      },
      first?.claimed ? first.read : undefined,
    );
    if (!finished && !(await keys.finishClaim(db, claim, result))) throw new IdempotencyInProgressError();
    return { result, replayed: false };
  } catch (error) {
    // These only change a claim still in progress: a finish that committed before the failure stands.
    // When the database is gone too, the claim stays until its lease ends; the first error is the answer.
    const settle = isAnswer(error)
      ? keys.refuseClaim(db, claim, storedRefusal(token, error))
      : keys.releaseClaim(db, claim);
    await settle.catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * The client error a finished request under this scope + key was refused with, as it answered it; null
 * when there is none. For a caller that keeps a refusal for good (a deposit-and-purchase's purchase).
 */
export async function findRefusal(db: Db, scope: string, key: string): Promise<AppError | null> {
  const row = await keys.findIdempotencyKey(db, scope, key);
  const refusal = row ? refusalOf(row) : null;
  return refusal ? refusalError(refusal) : null;
}
