// One guard for text no field may hold, in front of every route: a NUL character (PostgreSQL refuses it in
// text, so it would end as a 500), a lone UTF-16 surrogate (not text at all), an object key that names a
// prototype, or nesting deeper than any request needs. Path parameters, the query and parsed bodies (JSON
// and form bodies; multipart routes call `assertAcceptableText` on their fields) are checked before
// validation. The answer is a 400 field error naming where the problem is.
import type { FastifyInstance } from 'fastify';
import { snakeToCamelKey } from '@fairdraw/contracts';
import { ValidationError } from '../lib/errors';

export const UNACCEPTABLE_TEXT_MESSAGE = 'This field contains characters we cannot accept.';
const FORBIDDEN_KEY_MESSAGE = 'This field is not recognised.';
const TOO_DEEP_MESSAGE = 'This request is nested too deeply.';

/** No request body of the API nests anywhere near this deep. */
const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNACCEPTABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isAcceptableText = (text: string): boolean => !UNACCEPTABLE.test(text);

/** Throws the field error for `field` when `text` holds what no field may. */
export function assertAcceptableText(text: string, field: string): void {
  if (!isAcceptableText(text)) throw ValidationError.field(field, UNACCEPTABLE_TEXT_MESSAGE);
}

const fieldName = (path: readonly string[]) => (path.length > 0 ? path.join('.') : 'general');

/**
 * The first problem in a parsed value, walked without recursion (a deeply nested body cannot exhaust
 * the stack). Keys are wire keys; the field is reported camelCased, as validation reports it.
 */
export function findUnacceptable(
  value: unknown,
  root: readonly string[] = [],
): { field: string; message: string } | null {
  const stack: Array<{ value: unknown; path: readonly string[] }> = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isAcceptableText(current)) return { field: fieldName(path), message: UNACCEPTABLE_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (path.length - root.length >= MAX_DEPTH) return { field: fieldName(path), message: TOO_DEEP_MESSAGE };
    const entries: Array<[string, unknown]> = Array.isArray(current)
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    for (const [key, inner] of entries) {
      if (!isAcceptableText(key)) return { field: fieldName(path), message: UNACCEPTABLE_TEXT_MESSAGE };
      const innerPath = [...path, snakeToCamelKey(key)];
      if (FORBIDDEN_KEYS.has(key)) return { field: fieldName(innerPath), message: FORBIDDEN_KEY_MESSAGE };
      stack.push({ value: inner, path: innerPath });
    }
  }
  return null;
}

function check(value: unknown, root: readonly string[] = []): void {
  const problem = findUnacceptable(value, root);
  if (problem) throw ValidationError.field(problem.field, problem.message);
}

/**
 * Adds the guard to the root scope, so every route (API, /ops, gateway pages, web app) has it. It runs at
 * preValidation, after the routes' own onRequest hooks, so the rate limit counts a refused request too.
 */
export function useHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Fastify has already decoded the path: `%00` in a path parameter arrives here as NUL.
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(params))
      if (typeof value === 'string') assertAcceptableText(value, name === '*' ? 'path' : name);
    check(request.query);
    check(request.body);
  });
}
