// Verifies the signed headers of the wire contract (docs/api.md) before anything else runs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_VERSION_PATTERN,
  DEFAULT_API_VERSION,
  ErrorCode,
  Header,
  SIGNATURE_MAX_SKEW_MS,
  signaturePayload,
} from '@fairdraw/contracts';
import { AppError, UnauthorizedError } from '../lib/errors';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyRequest {
    apiVersion: string;
  }
}

export interface SignatureOptions {
  appKey: string;
  appSecret: string;
  clock: Clock;
  /**
   * The customer token a signed-in request is signed with, found by customer id. Accounts arrive in a
   * later module; until then no customer is known and such requests are refused.
   */
  customerTokenFor?: (customerId: string) => Promise<string | null>;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Registers the signature and API-version checks on an API scope. */
export function useSignature(scope: FastifyInstance, options: SignatureOptions): void {
  scope.decorateRequest('apiVersion', DEFAULT_API_VERSION);

  scope.addHook('onRequest', async (request) => {
    const appKey = headerValue(request, Header.appKey);
    const timestamp = headerValue(request, Header.timestamp);
    const signature = headerValue(request, Header.signature);
    if (!appKey || !timestamp || !signature) {
      throw new UnauthorizedError(ErrorCode.missingSignature, 'This request is not signed.');
    }
    if (!sameHex(appKey, options.appKey)) {
      throw new UnauthorizedError(ErrorCode.unknownAppKey, 'This app key is not recognised.');
    }
    const sentAt = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
    if (
      !Number.isFinite(sentAt) ||
      Math.abs(options.clock.now().getTime() - sentAt) > SIGNATURE_MAX_SKEW_MS
    ) {
      throw new UnauthorizedError(
        ErrorCode.staleTimestamp,
        'The request time is too far from the server time. Check your device clock.',
      );
    }
    const customerId = headerValue(request, Header.customerId);
    let customerToken: string | null = null;
    if (customerId) {
      customerToken = (await options.customerTokenFor?.(customerId)) ?? null;
      if (customerToken === null) throw new UnauthorizedError();
    }
    const expected = sign(options.appSecret, signaturePayload(appKey, timestamp, customerToken));
    if (!sameHex(signature.toLowerCase(), expected)) {
      throw new UnauthorizedError(ErrorCode.invalidSignature, 'The request signature is not valid.');
    }

    const version = headerValue(request, Header.apiVersion) ?? DEFAULT_API_VERSION;
    if (!API_VERSION_PATTERN.test(version)) {
      throw new AppError(
        400,
        ErrorCode.unsupportedApiVersion,
        `API version ${version.slice(0, 10)} is not supported; use 3.0 to 3.9.`,
      );
    }
    request.apiVersion = version;
  });
}
