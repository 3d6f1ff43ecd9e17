// Where each product may be sold (decision 0045): an offer with a licensing restriction for a state
// or territory can be seen and put in a cart there, but not bought. The cart names the item and why;
// the purchase checks again inside its transaction, with the address as it stands then.
import type { AustralianState, CartResult } from '@fairdraw/contracts';
import type { Db, Queryable } from '@fairdraw/db';
import { isLicensedIn, notLicensedMessage } from '@fairdraw/domain';
import { listRestrictions } from './catalogue.repository';

export interface LicensedItem {
  itemId: string;
  productOfferKey: string;
  offerName: string;
}

export interface LicensingService {
  /** A blocked reason for each item the shop may not sell to this customer; `db` may be a transaction. */
  unlicensedItems(
    customerId: string,
    items: readonly LicensedItem[],
    db?: Queryable,
  ): Promise<CartResult['blockedReasons']>;
  /** The same for a customer whose address state is already known (a cart read it with the buyer). */
  unlicensedIn(
    state: AustralianState | null,
    items: readonly LicensedItem[],
    db?: Queryable,
  ): Promise<CartResult['blockedReasons']>;
}

export function createLicensingService(deps: {
  db: Db;
  addressStateOf: (customerId: string, db?: Queryable) => Promise<AustralianState | null>;
}): LicensingService {
  async function unlicensedIn(
    state: AustralianState | null,
    items: readonly LicensedItem[],
    db: Queryable = deps.db,
  ): Promise<CartResult['blockedReasons']> {
    if (items.length === 0 || !state) return [];
    const restrictions = await listRestrictions(db, [...new Set(items.map((item) => item.productOfferKey))]);
    return items
      .filter((item) => !isLicensedIn(restrictions, item.productOfferKey, state))
      .map((item) => ({
        itemId: item.itemId,
        reason: 'licensing_restriction' as const,
        message: notLicensedMessage(item.offerName, state),
      }));
  }

  return {
    async unlicensedItems(customerId, items, db = deps.db) {
      if (items.length === 0) return [];
      // One after the other: on a transaction both statements share its one connection.
      return unlicensedIn(await deps.addressStateOf(customerId, db), items, db);
    },
    unlicensedIn,
  };
}
