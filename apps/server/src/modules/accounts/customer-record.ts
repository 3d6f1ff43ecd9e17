// The customer record GET /customer answers (account-area §7): the account's own fields with what
// the verification and limits modules add.
import { CURRENT_TERMS_VERSION } from '@fairdraw/contracts';
import type { CustomerRecord } from '@fairdraw/contracts';
import { toWireMoney, type VerificationOverview } from '@fairdraw/domain';
import type { CustomerRow } from './accounts.repository';

/**
 * An account accepted terms older than today's: it is upgraded by accepting the current terms on
 * /my-account/upgrade-account before anything else (decision 0022).
 */
export function needsAccountUpgrade(termsVersion: string): boolean {
  return termsVersion !== CURRENT_TERMS_VERSION;
}

/** The record's limit fields (modules/limits, decision 0025). */
export interface CustomerLimitsFields {
  preCommitment: CustomerRecord['preCommitment'];
  spendLimits: CustomerRecord['spendLimits'];
  spendLimitRequired: boolean;
}

export const NO_LIMITS: CustomerLimitsFields = {
  preCommitment: null,
  spendLimits: [],
  spendLimitRequired: false,
};

export function toCustomerRecord(
  row: CustomerRow,
  balanceCents: number,
  verification: VerificationOverview,
  limits: CustomerLimitsFields = NO_LIMITS,
): CustomerRecord {
  return {
    customerId: row.id,
    pricingId: row.pricingId,
    segmentName: row.segmentName,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    balance: toWireMoney(balanceCents),
    // A withdrawal takes its money out of the wallet when requested (decision 0024), so nothing in
    // the balance is held back: all of it can be spent. What may be withdrawn is a separate figure
    // (GET /customer/withdrawable-funds): promotional credit can be spent but not withdrawn.
    availableFunds: toWireMoney(balanceCents),
    state: row.state,
    verification: verification.verification,
    verificationRules: verification.verificationRules,
    isVerified: verification.isVerified,
    accountUpgrade: needsAccountUpgrade(row.termsVersion),
    forcePasswordChange: row.forcePasswordChange,
    brandingRegion: row.address.state,
    migrationStatus: 'ineligible',
    preCommitment: limits.preCommitment ?? null,
    spendLimits: limits.spendLimits ?? [],
    spendLimitRequired: limits.spendLimitRequired,
    favouriteNumbers: row.favouriteNumbers,
    countryBanned: false,
    countryBannedConfirmationRequired: false,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
  };
}
