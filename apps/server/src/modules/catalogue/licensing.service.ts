// Where each product may be sold (decision 0045): an offer with a licensing restriction for a state
// or territory can be seen and put in a cart there, but not bought. The cart names the item and why;
// the purchase checks again inside its transaction, with the address as it stands then.
import type { AustralianState, CartResult, Restriction } from '@fairdraw/contracts';
import { isLicensedIn, notLicensedMessage } from '@fairdraw/domain';
import { readRestrictionsWithState } from './catalogue.repository';

export interface LicensedItem {
  itemId: string;
  productOfferKey: string;
  offerName: string;
}

/** A blocked reason for each item the shop may not sell where the customer lives, by these restrictions. */
export function unlicensedAmong(
  restrictions: readonly Restriction[],
  state: AustralianState | null,
  items: readonly LicensedItem[],
): CartResult['blockedReasons'] {
  if (!state) return [];
  return items
    .filter((item) => !isLicensedIn(restrictions, item.productOfferKey, state))
    .map((item) => ({
      itemId: item.itemId,
      reason: 'licensing_restriction' as const,
      message: notLicensedMessage(item.offerName, state),
    }));
}

export interface LicensingService {
  /**
   * A blocked reason for each item the shop may not sell to the customer, by what
   * `catalogue_restrictions_with_state` answered inside a purchase's read and again inside its
   * locks (`checkout_purchase_state`, decision 0081): read once the cart was locked.
   */
  unlicensedBy(answer: unknown, items: readonly LicensedItem[]): CartResult['blockedReasons'];
}

/** The restrictions and state the database answered, for these items. */
function unlicensedByAnswer(answer: unknown, items: readonly LicensedItem[]): CartResult['blockedReasons'] {
  const { restrictions, state } = readRestrictionsWithState(answer);
  // No restriction on any of these offers: sold everywhere, wherever the customer lives.
  if (restrictions.length === 0) return [];
  return unlicensedAmong(restrictions, state, items);
}

export function createLicensingService(): LicensingService {
  return { unlicensedBy: unlicensedByAnswer };
}
