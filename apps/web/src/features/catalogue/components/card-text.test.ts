import { describe, expect, it } from 'vitest';
import { badgeInitials } from './brand-badge';
import { prizeNameStatesValue } from './raffle-card';

describe('card text', () => {
  it.each([
    ['Powerball', 'PO'],
    ['Oz Lotto', 'OL'],
    ['Monday & Wednesday Lotto', 'MWL'],
    ["Harbour Children's Prize Home", 'HCP'],
    ['Harbour Children’s Prize Home', 'HCP'],
    ['Set for Life', 'SFL'],
  ])('badge for %s is %s', (name, initials) => {
    expect(badgeInitials(name)).toBe(initials);
  });

  it('says what a prize is worth only when its name does not', () => {
    const value = { amount: '250000.00', currency: 'AUD' };
    expect(prizeNameStatesValue('$250,000 cash', value)).toBe(true);
    expect(prizeNameStatesValue('Dual-cab 4WD ute', value)).toBe(false);
  });
});
