import { describe, expect, it } from 'vitest';
import { cartPathWithCampaign } from './campaign';

describe('cartPathWithCampaign', () => {
  it.each([
    ['', '/cart'],
    ['?firstDrawNo=12&aff=partner', '/cart'],
    [
      '?utm_source=news&firstDrawNo=12&utm_campaign=spring&utm_medium=email',
      '/cart?utm_campaign=spring&utm_medium=email&utm_source=news',
    ],
    ['?utm_term=lotto+tickets&utm_content=', '/cart?utm_term=lotto+tickets'],
  ])('%s → %s', (search, expected) => {
    expect(cartPathWithCampaign(search)).toBe(expected);
  });
});
