// Cached reads kept as the bytes that go on the wire (decision 0054). The value still comes from the
// shared cache (Redis, or this process's memory), so every process serves the same data; from it each
// process builds the answer once: the envelope in snake_case as JSON, its brotli and gzip, and an ETag.
// A hit sends those bytes as they are, in the encoding the request accepts, and a request that already
// holds them (If-None-Match) gets 304 and no body. Bytes live as long as the value's lifetime and go
// as soon as the value is removed anywhere (Cache.onDrop, across processes through Redis). A read that
// says until when its answer stays true (`staleUntil`) has its bytes sent past their lifetime, up to
// that time and at most a lifetime more, while the next answer is built beside them (decision 0092).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cached, type Cache } from '../lib/cache';
import { envelopeFor } from './envelope';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One cached answer, finished. */
export interface WireBytes {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong validator: the JSON's SHA-256, so equal answers from any process share it. */
  etag: string;
}

export async function finishAnswer(payload: unknown): Promise<WireBytes> {
  const json = Buffer.from(JSON.stringify(envelopeFor(payload)));
  const [br, gz] = await Promise.all([
    // Quality 5 is most of brotli's gain at a small part of quality 11's time, once per lifetime.
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(json, { level: 6 }),
  ]);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  return { json, br, gzip: gz, etag };
}

/** Whether If-None-Match names this ETag (or is `*`); weak forms match too (RFC 9110 §13.1.2). */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends finished bytes: 304 when the client holds them, else the best encoding it accepts. */
export function sendWireBytes(request: FastifyRequest, reply: FastifyReply, bytes: WireBytes): FastifyReply {
  reply.header('etag', bytes.etag).header('vary', 'Accept-Encoding');
  if (holdsEtag(request.headers['if-none-match'], bytes.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br' || encoding === 'gzip') {
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? bytes.br : bytes.gzip);
  }
  return reply.send(bytes.json);
}

export interface WireRead<T> {
  key: string;
  ttlMs: number;
  load: () => Promise<T>;
  refresh?: boolean;
  /** The answer made of the cached value (a Reply with paging); the value itself by default. */
  answer?: (value: T) => unknown;
  /**
   * Until when (the shop's clock, ms) the answer of a value the build began reading at `builtAt` is
   * still true when nothing is written, so it may be sent past its lifetime while the next is built:
   * the offers' first sales close, say. Without it an answer past its lifetime is never sent.
   */
  staleUntil?: (value: T, builtAt: number) => number;
}

export interface WireCache {
  /**
   * Answers from the finished bytes of `key`, loading the value through the shared cache when this
   * process has none; `refresh` (the spec's clear_cache) loads it again.
   */
  send<T>(request: FastifyRequest, reply: FastifyReply, read: WireRead<T>): Promise<FastifyReply>;
  /** The finished bytes of a read, for answers that carry it inside another (the page HTML). */
  bytes<T>(read: WireRead<T>): Promise<WireBytes>;
}

/** Answers kept at most; the oldest goes first (a Map keeps insertion order). */
const MAX_FINISHED = 2_000;

interface FinishedAnswer {
  bytes: Promise<WireBytes>;
  expiresAt: number;
  /** Until when the bytes may be sent past `expiresAt`; set once the value is read, never before. */
  servableUntil: number;
  /** While the answer after it is being built, beside this one. */
  renewing: boolean;
}

/**
 * Runs a renewal a second later, once the answer that found the bytes old has gone: building an answer
 * takes the one thread that answer (and a page carrying it) is finished on.
 */
function aSecondLater(work: () => void): void {
  setTimeout(work, 1000).unref();
}

export function createWireCache(
  cache: Cache,
  now: () => number = Date.now,
  later: (work: () => void) => void = aSecondLater,
): WireCache {
  const finished = new Map<string, FinishedAnswer>();
  cache.onDrop((prefix) => {
    for (const key of finished.keys()) if (key.startsWith(prefix)) finished.delete(key);
  });
  /** Builds the answer of `key` and keeps it; the answer it renews, if any, stays until it is built. */
  function build<T>(
    { key, ttlMs, load, refresh = false, answer = (value) => value, staleUntil }: WireRead<T>,
    renewing?: FinishedAnswer,
  ): FinishedAnswer {
    const builtAt = now();
    const entry: FinishedAnswer = {
      bytes: cached(cache, key, ttlMs, load, refresh).then((value) => {
        if (staleUntil) entry.servableUntil = Math.min(staleUntil(value, builtAt), builtAt + 2 * ttlMs);
        return finishAnswer(answer(value));
      }),
      expiresAt: builtAt + ttlMs,
      servableUntil: Number.NEGATIVE_INFINITY,
      renewing: false,
    };
    const keep = () => {
      finished.delete(key);
      if (finished.size >= MAX_FINISHED) finished.delete(finished.keys().next().value as string);
      finished.set(key, entry);
    };
    if (!renewing) keep();
    entry.bytes.then(
      // A renewal lands only where the answer it renews is still kept: a drop in the meantime wins.
      () => {
        if (renewing && finished.get(key) === renewing) keep();
      },
      // A failed load is not kept: the next request tries again (a failed renewal leaves the old bytes).
      () => {
        if (renewing) renewing.renewing = false;
        else if (finished.get(key) === entry) finished.delete(key);
      },
    );
    return entry;
  }
  const readBytes: WireCache['bytes'] = (read) => {
    const kept = finished.get(read.key);
    const at = now();
    if (!read.refresh && kept && kept.expiresAt > at) return kept.bytes;
    // Past its lifetime but still true (servableUntil is only set once the value is read): sent as it
    // is while the next answer is built, so no request waits on the database and compression for a read
    // that merely aged. A write drops the bytes (onDrop above); the next request then waits for new ones.
    if (!read.refresh && kept && kept.servableUntil > at) {
      if (!kept.renewing) {
        kept.renewing = true;
        // Not renewed when the bytes were dropped meanwhile: the next request builds new ones anyway.
        later(() => {
          if (finished.get(read.key) === kept) build(read, kept);
        });
      }
      return kept.bytes;
    }
    // Requests that arrive while the answer is being built wait for the same one.
    return build(read).bytes;
  };
  return {
    async send(request, reply, read) {
      return sendWireBytes(request, reply, await readBytes(read));
    },
    bytes: readBytes,
  };
}
