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

/** A customer as identity verification sees them (decision 0020). */
export interface CustomerIdentity extends IdentityDetails {
  customerId: string;
  accountVerified: boolean;
  signedUpAt: Date;
}
