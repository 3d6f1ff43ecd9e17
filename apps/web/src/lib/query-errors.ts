// How pages treat a failed read: a 404 is an answer to show, anything else an error to retry.
import { ApiError, isNotFound } from '@fairdraw/client';

/** A 404 is an answer, not a blip, so it is never retried; anything else gets the app's one quick retry. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return !isNotFound(error) && failureCount < 1;
}

/** The text an error state shows: the server's own message when it sent one, else a plain sentence. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages[0]?.message ?? fallback;
  return fallback;
}
