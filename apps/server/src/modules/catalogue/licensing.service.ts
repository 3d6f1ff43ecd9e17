// Where each product may be sold (decision 0045): an offer with a licensing restriction for a state
// or territory can be seen and put in a cart there, but not bought. The cart names the item and why;
// the purchase checks again inside its transaction, with the address as it stands then.
import type { AustralianState, CartResult, Restriction } from '@fairdraw/contracts';
import type { Db, Queryable } from '@fairdraw/db';
import { isLicensedIn, notLicensedMessage } from '@fairdraw/domain';
import { listRestrictions } from './catalogue.repository';

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
  addressStateOf: (customerId: string, db?: Queryable) => Promise<AustralianState | null>;
}): LicensingService {
  return {
    async unlicensedItems(customerId, items, db = deps.db) {
      if (items.length === 0) return [];
      // One after the other: on a transaction both statements share its one connection.
      const state = await deps.addressStateOf(customerId, db);
      if (!state) return [];
      const keys = [...new Set(items.map((item) => item.productOfferKey))];
      return unlicensedAmong(await listRestrictions(db, keys), state, items);
    },
  };
}
