import { describe, expect, it } from 'vitest';
import { offersFixture } from '../../test/offer-fixtures';
import { nextSalesClose } from './get-product-offers';

// In the fixture Oz Lotto's draw stops selling first, at 8:30 pm AEDT on 3 March; Powerball's next.
const OZ_LOTTO_STOP = Date.parse('2026-03-03T08:30:00Z');
const POWERBALL_STOP = Date.parse('2026-03-05T08:30:00Z');

describe('nextSalesClose', () => {
  it('is the soonest stop still ahead among draws on sale', () => {
    expect(nextSalesClose(offersFixture, OZ_LOTTO_STOP - 60_000)).toBe(OZ_LOTTO_STOP);
    expect(nextSalesClose(offersFixture, OZ_LOTTO_STOP)).toBe(POWERBALL_STOP);
    expect(nextSalesClose(offersFixture, Date.parse('2027-01-01T00:00:00Z'))).toBeNull();
  });
});
