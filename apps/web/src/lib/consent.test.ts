import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  categoryOf,
  CONSENT_COOKIE,
  CONSENT_REGISTRY,
  createConsentStore,
  decodeConsent,
  encodeConsent,
  ESSENTIAL_ONLY,
  SITEWIDE_BANNER_STORAGE_KEY,
} from './consent';
import { CART_COOKIES } from './cart-session';
import { memoryCookieJar, SESSION_COOKIES } from './session-store';
import { VISITOR_FAVOURITES_COOKIE } from './visitor-favourites';

describe('consent registry', () => {
  it('lists every cookie the shop sets, each once', () => {
    const names = CONSENT_REGISTRY.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      ...Object.values(SESSION_COOKIES),
      ...Object.values(CART_COOKIES),
      VISITOR_FAVOURITES_COOKIE,
      CONSENT_COOKIE,
    ])
      expect(names).toContain(name);
  });

  it('counts an unregistered name as marketing, the strictest category', () => {
    expect(categoryOf('fd_cart_token')).toBe('essential');
    expect(categoryOf('someone_elses_cookie')).toBe('marketing');
  });

  it('reads back what it stores and nothing else', () => {
    expect(decodeConsent(encodeConsent({ preferences: true, analytics: false, marketing: true }))).toEqual({
      preferences: true,
      analytics: false,
      marketing: true,
    });
    expect(decodeConsent('v1-p1-a1')).toBeNull();
    expect(decodeConsent('yes')).toBeNull();
  });
});

describe('consent store', () => {
  it('holds non-essential cookies until consent, then writes them', () => {
    const cookies = memoryCookieJar();
    const consent = createConsentStore(cookies, null);
    consent.jar.set('fd_aff', 'partner1');
    consent.jar.set('fd_cart_token', 'cart-1');
    expect(cookies.values.has('fd_aff')).toBe(false);
    expect(cookies.values.get('fd_cart_token')).toBe('cart-1');
    expect(consent.jar.get('fd_aff')).toBe('partner1');

    consent.setRequirement(true);
    expect(cookies.values.has('fd_aff')).toBe(false);
    consent.save(ALL_GRANTED);
    expect(cookies.values.get('fd_aff')).toBe('partner1');
  });

  it('keeps everything where consent is not asked for, unless the visitor chose otherwise', () => {
    const cookies = memoryCookieJar();
    const consent = createConsentStore(cookies, null);
    consent.setRequirement(false);
    consent.jar.set('fd_aff', 'partner1');
    expect(cookies.values.get('fd_aff')).toBe('partner1');
    consent.save(ESSENTIAL_ONLY);
    expect(cookies.values.has('fd_aff')).toBe(false);
  });

  it('removes stored values of a withdrawn category from local storage too', () => {
    const consent = createConsentStore(memoryCookieJar(), window.localStorage);
    consent.setRequirement(true);
    window.localStorage.setItem(SITEWIDE_BANNER_STORAGE_KEY, '{"content":"x"}');
    consent.save(ALL_GRANTED);
    expect(window.localStorage.getItem(SITEWIDE_BANNER_STORAGE_KEY)).not.toBeNull();
    consent.save({ ...ALL_GRANTED, preferences: false });
    expect(window.localStorage.getItem(SITEWIDE_BANNER_STORAGE_KEY)).toBeNull();
  });
});
