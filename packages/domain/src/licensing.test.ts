import { describe, expect, it } from 'vitest';
import { isLicensedIn, notLicensedMessage, notLicensedNotice } from './licensing';

const restrictions = [
  {
    type: 'licensing_restriction' as const,
    productOfferKey: 'mega_jackpot_lottery',
    regions: ['SA' as const, 'WA' as const],
  },
  { type: 'migration_restriction' as const, productOfferKey: 'powerball', regions: ['TAS' as const] },
];

describe('licensing', () => {
  it('refuses an offer only in the states its licensing restriction names', () => {
    expect(isLicensedIn(restrictions, 'mega_jackpot_lottery', 'SA')).toBe(false);
    expect(isLicensedIn(restrictions, 'mega_jackpot_lottery', 'WA')).toBe(false);
    expect(isLicensedIn(restrictions, 'mega_jackpot_lottery', 'NSW')).toBe(true);
    expect(isLicensedIn(restrictions, 'oz_lotto', 'SA')).toBe(true);
  });

  it('is not moved by other kinds of restriction', () => {
    expect(isLicensedIn(restrictions, 'powerball', 'TAS')).toBe(true);
  });

  it('names the product and the state in full', () => {
    expect(notLicensedMessage('Mega Jackpot', 'SA')).toBe(
      "Mega Jackpot can't be bought with an address in South Australia: we are not licensed to sell it there. Remove it from your cart to buy the rest.",
    );
    expect(notLicensedMessage('Mega Jackpot', 'NT')).toContain('in the Northern Territory');
    expect(notLicensedNotice('Mega Jackpot', 'WA')).toBe(
      "Mega Jackpot can't be bought with an address in Western Australia: we are not licensed to sell it there.",
    );
  });
});
