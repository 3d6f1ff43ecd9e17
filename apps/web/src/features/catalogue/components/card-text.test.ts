import { describe, expect, it } from 'vitest';
import { prizeNameStatesValue } from './raffle-card';

describe('card text', () => {
  it('says what a prize is worth only when its name does not', () => {
    const value = { amount: '250000.00', currency: 'AUD' };
    expect(prizeNameStatesValue('$250,000 cash', value)).toBe(true);
    expect(prizeNameStatesValue('Dual-cab 4WD ute', value)).toBe(false);
  });
});
