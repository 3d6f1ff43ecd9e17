// Everything the customer record says about verification, from the attempts (decision 0020).
import type { CustomerRecord, VerificationRules } from '@fairdraw/contracts';
import { VERIFICATION_DEADLINE_DAYS, verificationStanding } from './deadline';
import { ACCEPTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_UPLOAD } from './documents';
import {
  MAX_ATTEMPTS_PER_METHOD,
  hasPendingVerification,
  isCustomerVerified,
  verificationMethods,
  type AttemptFacts,
} from './methods';

export const verificationRules: VerificationRules = {
  deadlineDays: VERIFICATION_DEADLINE_DAYS,
  maxAttemptsPerMethod: MAX_ATTEMPTS_PER_METHOD,
  maxDocumentBytes: MAX_DOCUMENT_BYTES,
  maxDocumentsPerUpload: MAX_DOCUMENTS_PER_UPLOAD,
  acceptedDocumentTypes: [...ACCEPTED_DOCUMENT_TYPES],
};

export type VerificationOverview = Pick<CustomerRecord, 'verification' | 'isVerified'> & {
  verificationRules: VerificationRules;
};

export function verificationOverview(input: {
  /** The account's own flag (customers verified outside these methods, e.g. the demo customer). */
  accountVerified: boolean;
  attempts: readonly AttemptFacts[];
  signedUpAt: Date;
  now: Date;
}): VerificationOverview {
  const isVerified = isCustomerVerified(input.accountVerified, input.attempts);
  const methods = verificationMethods(input.attempts);
  const standing = verificationStanding({ isVerified, signedUpAt: input.signedUpAt, now: input.now });
  return {
    isVerified,
    verification: {
      methods,
      pending: hasPendingVerification(methods),
      deadline: standing.deadline?.toISOString() ?? null,
      daysLeft: standing.daysLeft,
      restricted: standing.restricted,
      withdrawalsBlocked: standing.withdrawalsBlocked,
      restrictionReason: standing.restrictionReason,
    },
    verificationRules,
  };
}
