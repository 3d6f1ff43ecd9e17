// The verification deadline and the restricted state after it (decision 0020).
import type { RestrictionReason } from '@fairdraw/contracts';

/** An unverified customer has this many days from sign-up to verify. */
export const VERIFICATION_DEADLINE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sign-up plus 90 days (of 24 hours), as an instant. */
export function verificationDeadline(signedUpAt: Date): Date {
  return new Date(signedUpAt.getTime() + VERIFICATION_DEADLINE_DAYS * DAY_MS);
}

export interface VerificationStanding {
  /** Null once verified. */
  deadline: Date | null;
  /** Whole days left, counting a part day as a day; 0 once the deadline has passed; null once verified. */
  daysLeft: number | null;
  /** Unverified at or after the deadline. */
  restricted: boolean;
  withdrawalsBlocked: boolean;
  restrictionReason: RestrictionReason | null;
}

/** Where a customer stands against the deadline at `now`. */
export function verificationStanding(input: {
  isVerified: boolean;
  signedUpAt: Date;
  now: Date;
}): VerificationStanding {
  if (input.isVerified)
    return {
      deadline: null,
      daysLeft: null,
      restricted: false,
      withdrawalsBlocked: false,
      restrictionReason: null,
    };
  const deadline = verificationDeadline(input.signedUpAt);
  const remainingMs = deadline.getTime() - input.now.getTime();
  const restricted = remainingMs <= 0;
  return {
    deadline,
    daysLeft: restricted ? 0 : Math.ceil(remainingMs / DAY_MS),
    restricted,
    withdrawalsBlocked: restricted,
    restrictionReason: restricted ? 'verification_overdue' : null,
  };
}

export type WithdrawalBlock = 'verification_overdue' | 'verification_required';

/**
 * What the withdrawal service asks before paying out: null when the customer may withdraw. After the
 * deadline an unverified customer never may; before it, only when the segment's capability
 * `wallet_withdrawal_requires_verification` is on.
 */
export function withdrawalBlock(input: {
  isVerified: boolean;
  signedUpAt: Date;
  now: Date;
  requiresVerification?: boolean;
}): WithdrawalBlock | null {
  if (input.isVerified) return null;
  if (verificationStanding(input).restricted) return 'verification_overdue';
  return input.requiresVerification ? 'verification_required' : null;
}
