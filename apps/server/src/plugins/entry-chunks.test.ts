import { describe, expect, it } from 'vitest';
import { entryPreloads } from './entry-chunks';

const preloadsFor = entryPreloads({
  '': ['/assets/home-route-a.js', '/assets/catalogue-b.css'],
  'lotto-tickets': ['/assets/lotto-tickets-route-c.js'],
  ':productOfferKey/:gameTypeKey?': ['/assets/product-offer-page-d.js'],
  '*': ['/assets/product-offer-page-d.js'],
});

describe("the page's own chunks in the page HTML", () => {
  it('preloads the chunks of the page being entered, matched as the router matches it', () => {
    expect(preloadsFor('/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-route-a.js">\n    ' +
        '<link rel="preload" as="style" crossorigin href="/assets/catalogue-b.css">',
    );
    expect(preloadsFor('/Lotto-Tickets/')).toContain('lotto-tickets-route-c.js');
    expect(preloadsFor('/powerball')).toContain('product-offer-page-d.js');
  });

  it('preloads nothing for a fixed page without chunks of its own, rather than an offer page', () => {
    // /privacy is an about alias (a redirect), not an offer.
    expect(preloadsFor('/privacy')).toBe('');
  });
});
