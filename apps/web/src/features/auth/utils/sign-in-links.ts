// Shared by the pages e-mailed and handed-over sign-in links open (account-area §2, §8).
import { ApiError } from '@fairdraw/client';
import { ErrorCode } from '@fairdraw/contracts';

export const VERIFYING_TITLE = 'Verifying Automatic Login';

/** After a sign-in link, the account's home unless a safe `?redirect=` says otherwise. */
export const AFTER_LINK_SIGN_IN = '/my-account';

/** Where to go when a link cannot sign in: log in, keeping the `?redirect=` for afterwards. */
export function loginPath(redirect: string | null): string {
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

/** The link was spent, expired or never real (or its token is not even well formed). */
export function isLinkInvalid(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ErrorCode.linkInvalid || 'token' in error.errors);
}
