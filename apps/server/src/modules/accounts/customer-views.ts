// What other modules see of a customer, each shaped for its use (modules/accounts gives them).
import type { AustralianState } from '@fairdraw/contracts';
import type { IdentityDetails } from '@fairdraw/domain';

export interface CustomerContact {
  id: string;
  email: string;
  firstname: string;
}

/** A customer as a cart sees them: what they pay and what may stop them buying. */
export interface Buyer {
  customerId: string;
  pricing: string;
  /** Where they live (where the shop may sell to them); null when the address has none. */
  addressState: AustralianState | null;
  accountVerified: boolean;
  signedUpAt: Date;
}

/** A buyer as a purchase sees them: also where its receipt goes. */
export interface PurchaseBuyer extends Buyer {
  contact: { email: string; firstname: string };
}

interface RawBuyer {
  pricing_id: string;
  verified: boolean;
  signed_up_at: string;
  address_state: string | null;
  email: string;
  firstname: string;
}

/**
 * The customer as `accounts_buyer` (migration 0031) answered them, inside another module's statement;
 * null when there is no such customer.
 */
export function buyerFrom(customerId: string, answer: unknown): PurchaseBuyer | null {
  if (!answer || typeof answer !== 'object') return null;
  const raw = answer as RawBuyer;
  return {
    customerId,
    pricing: raw.pricing_id,
    // Checked against the states when the address was saved.
    addressState: (raw.address_state as AustralianState | null) ?? null,
    accountVerified: raw.verified,
    signedUpAt: new Date(raw.signed_up_at),
    contact: { email: raw.email, firstname: raw.firstname },
  };
}

/** A customer as identity verification sees them (decision 0020). */
export interface CustomerIdentity extends IdentityDetails {
  customerId: string;
  accountVerified: boolean;
  signedUpAt: Date;
}
