import { describe, expect, it } from 'vitest';
import { appFileTags } from './app-files';
import { entryPreloads } from './entry-chunks';

const preloadsFor = entryPreloads({
  '': ['/assets/home-route-a.js', '/assets/catalogue-b.css'],
  'lotto-tickets': ['/assets/lotto-tickets-route-c.js'],
  ':productOfferKey/:gameTypeKey?': ['/assets/product-offer-page-d.js'],
  '*': ['/assets/product-offer-page-d.js'],
});

const hrefs = (pathname: string) => preloadsFor(pathname).map((file) => file.attributes.href);

describe("the page's own chunks in the page HTML", () => {
  it('preloads the chunks of the page being entered, matched as the router matches it', () => {
    expect(appFileTags(preloadsFor('/'))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-route-a.js">\n    ' +
        '<link rel="preload" as="style" crossorigin href="/assets/catalogue-b.css">',
    );
    expect(hrefs('/Lotto-Tickets/')).toEqual(['/assets/lotto-tickets-route-c.js']);
    expect(hrefs('/powerball')).toEqual(['/assets/product-offer-page-d.js']);
  });

  it('preloads nothing for a fixed page without chunks of its own, rather than an offer page', () => {
    // /privacy is an about alias (a redirect), not an offer.
    expect(preloadsFor('/privacy')).toEqual([]);
  });
});
