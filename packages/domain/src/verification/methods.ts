// Verification methods and their statuses (account-area §3 "Verification", decision 0020).
import type { VerificationMethodType, VerificationOutcome, VerificationStatus } from '@fairdraw/contracts';
import { verificationMethodTypes } from '@fairdraw/contracts';

/** The methods Fairdraw offers; connect_id and greenid_ui are not offered, so they show as disabled. */
export const OFFERED_VERIFICATION_METHODS = [
  'auto_verification',
  'drivers_licence',
  'photo_id_upload',
  'pdf_form',
] as const satisfies readonly VerificationMethodType[];

/** Methods decided at once by the identity source; each allows this many failed attempts. */
export const INSTANT_VERIFICATION_METHODS = [
  'auto_verification',
  'drivers_licence',
] as const satisfies readonly VerificationMethodType[];
export const MAX_ATTEMPTS_PER_METHOD = 3;

/** One attempt as the rules need it: its method, what became of it and when it was made. */
export interface AttemptFacts {
  method: VerificationMethodType;
  outcome: VerificationOutcome;
  createdAt: Date;
}

export interface VerificationMethodState {
  type: VerificationMethodType;
  status: VerificationStatus;
}

const isOffered = (method: VerificationMethodType) =>
  (OFFERED_VERIFICATION_METHODS as readonly VerificationMethodType[]).includes(method);
const isInstant = (method: VerificationMethodType) =>
  (INSTANT_VERIFICATION_METHODS as readonly VerificationMethodType[]).includes(method);

/** Outcomes that verify the customer. */
export function isVerifyingOutcome(outcome: VerificationOutcome): boolean {
  return outcome === 'passed' || outcome === 'approved';
}

/** The failed attempts of an instant method that count towards its limit. */
export function failedAttempts(method: VerificationMethodType, attempts: readonly AttemptFacts[]): number {
  return attempts.filter((attempt) => attempt.method === method && attempt.outcome === 'failed').length;
}

/**
 * One method's status from its attempts:
 * - disabled: not offered, or an instant method that failed MAX_ATTEMPTS_PER_METHOD times (unless
 *   one passed);
 * - not_attempted: no attempt yet;
 * - pending: the latest attempt waits for an operator;
 * - in_progress: an operator is reviewing the latest attempt;
 * - attempted: the latest attempt was decided (passed, failed, approved or rejected).
 */
export function methodStatus(
  method: VerificationMethodType,
  attempts: readonly AttemptFacts[],
): VerificationStatus {
  if (!isOffered(method)) return 'disabled';
  const own = attempts
    .filter((attempt) => attempt.method === method)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const latest = own.at(-1);
  if (!latest) return 'not_attempted';
  if (latest.outcome === 'awaiting_review') return 'pending';
  if (latest.outcome === 'in_review') return 'in_progress';
  if (
    isInstant(method) &&
    !own.some((attempt) => isVerifyingOutcome(attempt.outcome)) &&
    failedAttempts(method, own) >= MAX_ATTEMPTS_PER_METHOD
  )
    return 'disabled';
  return 'attempted';
}

/** Every method type with its status, in the spec's order. */
export function verificationMethods(attempts: readonly AttemptFacts[]): VerificationMethodState[] {
  return verificationMethodTypes.map((type) => ({ type, status: methodStatus(type, attempts) }));
}

/** A customer has a pending verification if any method other than photo upload is pending (§3). */
export function hasPendingVerification(methods: readonly VerificationMethodState[]): boolean {
  return methods.some((method) => method.type !== 'photo_id_upload' && method.status === 'pending');
}

/** Verified by the account itself (e.g. the demo customer) or by any passed or approved attempt. */
export function isCustomerVerified(accountVerified: boolean, attempts: readonly AttemptFacts[]): boolean {
  return accountVerified || attempts.some((attempt) => isVerifyingOutcome(attempt.outcome));
}

/** Whether a new attempt of the method may start now; the reason when not. */
export function canAttempt(
  method: VerificationMethodType,
  attempts: readonly AttemptFacts[],
): { allowed: true } | { allowed: false; reason: 'not_offered' | 'too_many_attempts' | 'awaiting_review' } {
  if (!isOffered(method)) return { allowed: false, reason: 'not_offered' };
  const status = methodStatus(method, attempts);
  if (status === 'pending' || status === 'in_progress') return { allowed: false, reason: 'awaiting_review' };
  if (status === 'disabled') return { allowed: false, reason: 'too_many_attempts' };
  return { allowed: true };
}
