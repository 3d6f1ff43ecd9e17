import { ApiError } from '@fairdraw/client';

/** The server's answer for an unknown offer or a draw that has no results yet. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A 404 is an answer, not a blip, so it is never retried; anything else gets one quick retry. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return !isNotFound(error) && failureCount < 1;
}
