// Where each product may be sold (decision 0045): an offer with a licensing restriction for a state
// or territory can be seen and put in a cart there, but not bought. The cart names the item and why;
// the purchase checks again inside its transaction, with the address as it stands then.
import type { AustralianState, CartResult, Restriction } from '@fairdraw/contracts';
import type { Db, Queryable, SQL } from '@fairdraw/db';
import { isLicensedIn, notLicensedMessage } from '@fairdraw/domain';
import { listRestrictionsWithState } from './catalogue.repository';

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
  /** A blocked reason for each item the shop may not sell to this customer; `db` may be a transaction. */
  unlicensedItems(
    customerId: string,
    items: readonly LicensedItem[],
    db?: Queryable,
  ): Promise<CartResult['blockedReasons']>;
}

export function createLicensingService(deps: {
  db: Db;
  /** The customer's address state as a query, read with the restrictions in one statement. */
  addressStateQuery: (customerId: string) => SQL | null;
}): LicensingService {
  return {
    async unlicensedItems(customerId, items, db = deps.db) {
      const state = deps.addressStateQuery(customerId);
      if (items.length === 0 || !state) return [];
      const keys = [...new Set(items.map((item) => item.productOfferKey))];
      // No restriction on any of these offers: sold everywhere, wherever the customer lives.
      const restricted = await listRestrictionsWithState(db, keys, state);
      const [first] = restricted;
      if (!first) return [];
      return unlicensedAmong(restricted, first.state, items);
    },
  };
}
