import { describe, expect, it } from 'vitest';
import { isLinkAllowed } from './route-capabilities';

describe('isLinkAllowed', () => {
  it('hides a gated page while its capability is off, and shows it when on', () => {
    expect(isLinkAllowed('/charity-tickets', ['commercial_lotteries'])).toBe(false);
    expect(isLinkAllowed('/charity-tickets', ['charity_lotteries'])).toBe(true);
  });

  it('applies the rule to paths below, with a query or hash, and with a trailing slash', () => {
    expect(isLinkAllowed('/blog/category/winners', [])).toBe(false);
    expect(isLinkAllowed('/Causes/?ref=menu', [])).toBe(false);
    expect(isLinkAllowed('/about/cookie-policy#top', ['cookie_consent'])).toBe(true);
    expect(isLinkAllowed('/app/android/install', [])).toBe(false);
    expect(isLinkAllowed('/app/android', ['native-app'])).toBe(true);
    expect(isLinkAllowed('/apple', [])).toBe(true);
  });

  it('shows results when either product line is on', () => {
    expect(isLinkAllowed('/lotto-results', ['charity_lotteries'])).toBe(true);
    expect(isLinkAllowed('/lotto-results', ['syndicates'])).toBe(false);
  });

  it('always shows ungated pages and links to other sites', () => {
    expect(isLinkAllowed('/about', [])).toBe(true);
    expect(isLinkAllowed('/blogger', [])).toBe(true);
    expect(isLinkAllowed('https://www.gamblinghelponline.org.au', [])).toBe(true);
  });
});
