// Where a product may be sold (shop-core §3 restrictions, account-area §6): an offer with a
// licensing restriction for a state or territory can be seen there but not bought. The server refuses
// the purchase; the web says so before a ticket is built. Both word it the same way.
import type { AustralianState, Restriction } from '@fairdraw/contracts';

export const STATE_NAMES: Record<AustralianState, string> = {
  ACT: 'the Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'the Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** Whether the shop may sell the offer to someone whose address is in `state`. */
export function isLicensedIn(
  restrictions: readonly Pick<Restriction, 'type' | 'productOfferKey' | 'regions'>[],
  productOfferKey: string,
  state: AustralianState,
): boolean {
  return !restrictions.some(
    (restriction) =>
      restriction.type === 'licensing_restriction' &&
      restriction.productOfferKey === productOfferKey &&
      restriction.regions.includes(state),
  );
}

/** What the play screen says before a ticket is built, to a customer the shop may not sell to. */
export function notLicensedNotice(offerName: string, state: AustralianState): string {
  return `${offerName} can't be bought with an address in ${STATE_NAMES[state]}: we are not licensed to sell it there.`;
}

/** "Mega Jackpot can't be bought with an address in South Australia: …" */
export function notLicensedMessage(offerName: string, state: AustralianState): string {
  return `${offerName} can't be bought with an address in ${STATE_NAMES[state]}: we are not licensed to sell it there. Remove it from your cart to buy the rest.`;
}
