import { ApiError } from '@fairdraw/client';

export const CART_ERROR_FALLBACK = 'We couldn’t update your cart just now. Please try again.';

function firstFieldMessage(error: ApiError): string | undefined {
  return Object.values(error.errors).find((messages) => messages.length > 0)?.[0];
}

/**
 * What to tell the customer when a cart write failed: for a 4xx the first message of the error's own
 * field, e.g. "Draw 4621 has closed." (shop-core §5, §8); a server fault gets a plain retry line.
 */
export function cartErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return CART_ERROR_FALLBACK;
  if (error.status >= 400) return firstFieldMessage(error) ?? error.message;
  return error.message || CART_ERROR_FALLBACK;
}
