// The Idempotency-Key header of a money call (purchase, deposit, withdrawal), read the same way by every
// route that moves money (decision 0007).
import type { FastifyReply } from 'fastify';
import { idempotencyKeySchema } from '@fairdraw/contracts';
import { ValidationError } from './errors';

/** The Idempotency-Key header when one was sent; a malformed one is the client's mistake. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw ValidationError.field(
      'idempotencyKey',
      'Send an Idempotency-Key of 8 to 128 letters, digits, hyphens or underscores.',
    );
  return parsed.data;
}

/**
 * A money call's answer status: 201, the first answer's status, for the request that did the work and
 * for every replay of it, which also carries `Idempotent-Replayed: true` (decision 0031).
 */
export function replyCreatedOrReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
  reply.status(201);
}
