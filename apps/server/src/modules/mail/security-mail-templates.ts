// The e-mails about the account's safety: two-factor sign-in switched on or off, the password changed,
// and the outcome of an identity check. They name what changed and when, never a code, a secret or a
// link that signs in, and each says what to do if it was not the customer.
import { formatLimitTime } from '@fairdraw/domain';
import { composeEmail } from './compose-email';
import type { EmailContent } from './mail-templates';

const NOT_YOU =
  'If this was not you, reset your password straight away with "Forgot password" and contact support.';

export type TwoFactorMethodName = 'authenticator' | 'email';

const METHOD_WORDS: Record<TwoFactorMethodName, string> = {
  authenticator: 'a code from your authenticator app',
  email: 'a code we e-mail you',
};

interface SecurityEmailInput {
  firstname: string;
  /** When it happened (shown in Sydney time). */
  at: Date;
  /** Login and security. */
  securityUrl: string;
}

/** After two-factor sign-in was switched on, or moved to another method. */
export function twoFactorOnEmail(input: SecurityEmailInput & { method: TwoFactorMethodName }): EmailContent {
  return composeEmail({
    subject: 'Two-factor sign-in is on',
    firstname: input.firstname,
    paragraphs: [
      `Two-factor sign-in was switched on for your Fairdraw account on ${formatLimitTime(input.at)}.`,
      `From now on, signing in asks for your password and ${METHOD_WORDS[input.method]}.`,
    ],
    action: { url: input.securityUrl, label: 'See Login and security' },
    note: NOT_YOU,
  });
}

/** After two-factor sign-in was switched off. */
export function twoFactorOffEmail(input: SecurityEmailInput): EmailContent {
  return composeEmail({
    subject: 'Two-factor sign-in is off',
    firstname: input.firstname,
    paragraphs: [
      `Two-factor sign-in was switched off for your Fairdraw account on ${formatLimitTime(input.at)}.`,
      'Signing in now asks for your password only. You can switch two-factor sign-in on again at any time.',
    ],
    action: { url: input.securityUrl, label: 'See Login and security' },
    note: NOT_YOU,
  });
}

/** How the password came to change. */
export type PasswordChangeWay = 'changed' | 'reset' | 'forced';

const PASSWORD_WAYS: Record<PasswordChangeWay, string> = {
  changed: 'from Login and security',
  reset: 'with a password reset link',
  forced: 'when you were asked to choose a new one at sign-in',
};

/** After the password changed, whichever way. */
export function passwordChangedEmail(input: SecurityEmailInput & { way: PasswordChangeWay }): EmailContent {
  return composeEmail({
    subject: 'Your Fairdraw password was changed',
    firstname: input.firstname,
    paragraphs: [
      `The password of your Fairdraw account was changed ${PASSWORD_WAYS[input.way]} on ${formatLimitTime(input.at)}.`,
      input.way === 'changed'
        ? 'Your other devices were signed out; the one you used stays signed in.'
        : input.way === 'reset'
          ? 'You were signed out everywhere: sign in again with the new password.'
          : 'Your other devices were signed out.',
    ],
    action: { url: input.securityUrl, label: 'See Login and security' },
    note: NOT_YOU,
  });
}

/** After an identity check passed, or an operator approved the documents. */
export function identityVerifiedEmail(input: { firstname: string; accountUrl: string }): EmailContent {
  return composeEmail({
    subject: 'Your identity is verified',
    firstname: input.firstname,
    paragraphs: [
      'Thank you: we have verified your identity. Nothing more is needed from you, and withdrawals are open to you.',
    ],
    action: { url: input.accountUrl, label: 'Go to your account' },
  });
}

export interface IdentityNotVerifiedEmailInput {
  firstname: string;
  /** Why, in words for the customer (a failed check's or an operator's reason). */
  reason?: string | null;
  /** True when only documents can verify the customer now (a document was refused, or checks ran out). */
  needsDocuments: boolean;
  /** Where the customer verifies. */
  verifyUrl: string;
}

/** After an identity check failed, or an operator refused the documents. */
export function identityNotVerifiedEmail(input: IdentityNotVerifiedEmailInput): EmailContent {
  const reason = input.reason?.trim() || null;
  return composeEmail({
    subject: input.needsDocuments
      ? 'We need documents to verify your identity'
      : 'We could not verify your identity',
    firstname: input.firstname,
    paragraphs: [
      'We could not verify your identity this time.',
      ...(reason ? [`The reason: ${reason}`] : []),
      input.needsDocuments
        ? 'Please upload a photo of your identity documents so that we can check them.'
        : 'Please check your details and try again, or upload your identity documents instead.',
    ],
    action: { url: input.verifyUrl, label: 'Verify your identity' },
    note: 'Until your identity is verified, withdrawals may be paused. Contact support if you need help.',
  });
}
