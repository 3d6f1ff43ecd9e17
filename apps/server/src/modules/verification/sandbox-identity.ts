// The identity source auto verification and licence checks ask. There is no real credit bureau or
// document verification service behind Fairdraw; this sandbox stands in for one and answers the same
// way every time (docs/decisions/0020-identity-verification.md lists its rules):
// - a person is found unless their surname is "Unverifiable" or their address is a post-office box
//   ("PO Box", "GPO Box", "Locked Bag"): the source matches residential addresses only;
// - a licence is found unless its number starts with 99, or its card number is all zeros (a card
//   that has been replaced and is no longer current).
import type { IdentityDetails } from '@fairdraw/domain';
import { normaliseLicenceText, normaliseName } from '@fairdraw/domain';

export interface LicenceQuery {
  state: string;
  licenceNumber: string;
  cardNumber: string;
  holder: Pick<IdentityDetails, 'firstname' | 'lastname' | 'dateOfBirth'>;
}

export type SourceAnswer = { found: true } | { found: false; reason: string };

export interface IdentitySource {
  readonly name: string;
  checkPerson(details: IdentityDetails): Promise<SourceAnswer>;
  checkLicence(query: LicenceQuery): Promise<SourceAnswer>;
}

export const PERSON_NOT_FOUND_MESSAGE =
  "We couldn't confirm your identity from these details. Please check them, or verify with your driver's licence or documents instead.";
export const RESIDENTIAL_ADDRESS_MESSAGE =
  'We can only confirm a residential address, not a post office box. Please use your home address or verify with documents instead.';
export const LICENCE_NOT_FOUND_MESSAGE =
  "We couldn't confirm this licence. Please check the licence and card numbers, or verify with documents instead.";
export const LICENCE_NOT_CURRENT_MESSAGE =
  'This card number is not current. Please use the card number of your latest licence card.';

const POST_BOX = /^(?:g\s*p\s*o\s+box|p\s*o\s+box|post\s+office\s+box|locked\s+bag)\b/i;

export const sandboxIdentitySource: IdentitySource = {
  name: 'sandbox',
  async checkPerson(details) {
    if (POST_BOX.test(details.address.replace(/\./g, ' ').trim()))
      return { found: false, reason: RESIDENTIAL_ADDRESS_MESSAGE };
    if (normaliseName(details.lastname) === 'unverifiable')
      return { found: false, reason: PERSON_NOT_FOUND_MESSAGE };
    return { found: true };
  },
  async checkLicence(query) {
    const licenceNumber = normaliseLicenceText(query.licenceNumber);
    if (licenceNumber.startsWith('99')) return { found: false, reason: LICENCE_NOT_FOUND_MESSAGE };
    if (/^0+$/.test(normaliseLicenceText(query.cardNumber)))
      return { found: false, reason: LICENCE_NOT_CURRENT_MESSAGE };
    return { found: true };
  },
};
