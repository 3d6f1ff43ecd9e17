import type { VerificationOutcome, VerificationStatus } from '@fairdraw/contracts';

export const outcomeText: Record<VerificationOutcome, string> = {
  passed: 'Verified',
  failed: 'Not verified',
  awaiting_review: 'Waiting for review',
  in_review: 'Being reviewed',
  approved: 'Approved',
  rejected: 'Not accepted',
};

export const statusText: Record<VerificationStatus, string> = {
  disabled: 'Not available',
  not_attempted: 'Not tried yet',
  pending: 'Waiting for review',
  in_progress: 'Being reviewed',
  attempted: 'Tried',
};
