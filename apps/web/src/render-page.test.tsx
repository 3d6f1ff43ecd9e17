// @vitest-environment node
// Pages drawn on the server (decision 0062): from the start-up answers alone, as a visitor's browser would
// first draw them, and never one visitor's drawing for another whose cookies would draw it differently.
// Without a DOM, as on the server: a page that reaches for `window` while drawing fails here.
import { describe, expect, it } from 'vitest';
import { toSnakeCase } from '@fairdraw/contracts';
import { SESSION_COOKIES } from '@fairdraw/domain';
import { renderPage } from './render-page';
import { CONSENT_COOKIE, encodeConsent } from './lib/consent';
import { brandingFixture, capabilitiesFixture, configFixture } from './test/fixtures';
import { offersFixture } from './test/offer-fixtures';

const config = { ...configFixture, cookieConsent: { required: true, maxAgeDays: 365 } };

const startUp = JSON.stringify(
  toSnakeCase({
    discovery: { result: { services: [{ service: 'main', version: 'v2', baseUrl: '/v2' }] } },
    config: { result: config },
    capabilities: {
      segmentName: config.defaultSegment,
      answer: { result: capabilitiesFixture([...capabilitiesFixture().capabilities, 'cookie_consent']) },
    },
    productOffers: { pricingName: config.defaultPricingId, answer: { result: offersFixture } },
    branding: { result: brandingFixture },
  }),
);

const draw = (path: string, cookies: Record<string, string> = {}) =>
  renderPage({ url: `https://shop.example${path}`, startUp, cookies, discoveryUrl: '/discover' });

const text = (markup: string | null) => (markup ?? '').replace(/<[^>]+>/g, ' ');

describe('a page drawn on the server', () => {
  it('draws the home page with its hero and the draws on sale, without the start-up screen', async () => {
    const markup = await draw('/');
    expect(markup).toContain('<h1');
    expect(text(markup)).toContain('Big jackpots and good causes');
    expect(text(markup)).toContain(offersFixture.offers[0]!.name);
    expect(text(markup)).not.toContain('Getting the draws ready');
  });

  it('draws the page the address names', async () => {
    expect(text(await draw('/lotto-tickets'))).toMatch(/Lotteries/);
  });

  it('draws the banner partner sites frame, its link kept to the shop', async () => {
    const markup = await draw('/marketing/feature-banner?offer=powerball&utm_source=partner');
    expect(text(markup)).toContain('Play now');
    expect(markup).toContain('href="/powerball?utm_source=partner"');
  });

  it('asks for cookie consent in the drawing where it is required and not yet given', async () => {
    expect(text(await draw('/'))).toContain('Cookies on');
  });

  it('draws each visitor by the cookies they bring, even when another drawing is kept', async () => {
    const chosen = encodeConsent({ preferences: true, analytics: false, marketing: false });
    const before = await draw('/');
    const answered = await draw('/', { [CONSENT_COOKIE]: chosen });
    const unrelated = await draw('/', { fd_other: '1' });
    expect(text(answered)).not.toContain('Cookies on');
    expect(text(before)).toContain('Cookies on');
    expect(text(unrelated)).toContain('Cookies on');
  });

  it('draws every returning visitor by their own cookies, however many come at once', async () => {
    const chosen = encodeConsent({ preferences: false, analytics: false, marketing: false });
    for (let visitor = 0; visitor < 10; visitor += 1) {
      const answered = visitor % 2 === 0;
      const markup = await draw('/', {
        [SESSION_COOKIES.sessionId]: `session-${visitor}`,
        ...(answered ? { [CONSENT_COOKIE]: chosen } : {}),
      });
      expect(text(markup).includes('Cookies on'), `visitor ${visitor}`).toBe(!answered);
    }
  });
});
