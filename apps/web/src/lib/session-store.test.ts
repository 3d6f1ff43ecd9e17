import { describe, expect, it } from 'vitest';
import {
  SESSION_COOKIES,
  SESSION_IDLE_MS,
  acceptStoredAccessToken,
  createSessionStore,
  isSignedIn,
  memoryCookieJar,
} from './session-store';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjIn0.sig_nature-1';
const tokens = { customerId: 'cus_1', customerToken: 'tok_1', accessToken: jwt, refreshToken: 'ref_1' };

describe('session store', () => {
  it('reads stored ids and tokens that follow the stored-value rule', () => {
    const cookies = memoryCookieJar({
      [SESSION_COOKIES.customerId]: 'cus_1',
      [SESSION_COOKIES.customerToken]: 'tok-1',
      [SESSION_COOKIES.accessToken]: jwt,
    });
    const state = createSessionStore({ cookies }).getState();
    expect(state).toMatchObject({ customerId: 'cus_1', customerToken: 'tok-1', accessToken: jwt });
    expect(isSignedIn(state)).toBe(true);
  });

  it('ignores stored values with other characters, and a half session', () => {
    const tampered = createSessionStore({
      cookies: memoryCookieJar({
        [SESSION_COOKIES.customerId]: 'cus 1',
        [SESSION_COOKIES.customerToken]: 'tok_1',
        [SESSION_COOKIES.accessToken]: jwt,
      }),
    }).getState();
    expect(tampered).toMatchObject({ customerId: null, customerToken: null, accessToken: null });
    expect(isSignedIn(tampered)).toBe(false);

    const badToken = createSessionStore({
      cookies: memoryCookieJar({
        [SESSION_COOKIES.customerId]: 'cus_1',
        [SESSION_COOKIES.customerToken]: 'tok_1;x=1',
      }),
    }).getState();
    expect(badToken.customerId).toBeNull();
  });

  it('accepts only JWT-shaped access tokens', () => {
    expect(acceptStoredAccessToken(jwt)).toBe(jwt);
    expect(acceptStoredAccessToken('a.b')).toBeNull();
    expect(acceptStoredAccessToken('a.b.c d')).toBeNull();
    expect(acceptStoredAccessToken('<script>.b.c')).toBeNull();
  });

  it('saves cookies on sign-in but keeps the refresh token in memory only', () => {
    const cookies = memoryCookieJar();
    const store = createSessionStore({ cookies });
    store.signIn(tokens);
    expect(store.getState()).toMatchObject(tokens);
    expect(cookies.values.get(SESSION_COOKIES.customerId)).toBe('cus_1');
    expect(cookies.values.get(SESSION_COOKIES.customerToken)).toBe('tok_1');
    expect(cookies.values.get(SESSION_COOKIES.accessToken)).toBe(jwt);
    expect([...cookies.values.values()]).not.toContain('ref_1');
    expect(store.credentials()).toMatchObject({
      customerId: 'cus_1',
      accessToken: jwt,
      refreshToken: 'ref_1',
    });
  });

  it('replaces both tokens on refresh and forgets everything on clear', () => {
    const cookies = memoryCookieJar();
    const store = createSessionStore({ cookies });
    let changes = 0;
    store.subscribe(() => changes++);
    store.signIn(tokens);
    store.updateTokens({ accessToken: 'x.y.z', refreshToken: 'ref_2' });
    expect(store.getState()).toMatchObject({ accessToken: 'x.y.z', refreshToken: 'ref_2' });
    expect(cookies.values.get(SESSION_COOKIES.accessToken)).toBe('x.y.z');
    store.clear();
    expect(isSignedIn(store.getState())).toBe(false);
    expect(store.getState().refreshToken).toBeNull();
    expect(cookies.values.has(SESSION_COOKIES.customerToken)).toBe(false);
    expect(changes).toBe(3);
  });

  it('starts a new browsing session when none exists or after 30 idle minutes', () => {
    let time = 1_000_000;
    let ids = 0;
    const cookies = memoryCookieJar();
    const store = createSessionStore({ cookies, now: () => time, newId: () => `session-${++ids}` });
    expect(store.credentials().sessionId).toBe('session-1');
    time += SESSION_IDLE_MS;
    expect(store.credentials().sessionId).toBe('session-1');
    time += SESSION_IDLE_MS + 1;
    expect(store.credentials().sessionId).toBe('session-2');
    // A fresh page keeps a recent session.
    const again = createSessionStore({ cookies, now: () => time + 1000, newId: () => 'other' });
    expect(again.getState().sessionId).toBe('session-2');
  });

  describe('the campaign a browsing session starts with', () => {
    const landing =
      (search: string, referrer = '') =>
      () => ({ search, referrer });

    it('is stored on landing and still sent from a later page without campaign parameters', () => {
      let time = 1_000_000;
      const cookies = memoryCookieJar();
      const first = createSessionStore({
        cookies,
        now: () => time,
        landing: landing(
          '?utm_source=news&utm_campaign=spring_sale&utm_medium=email&utm_term=lotto&utm_content=hero&x=1',
          'https://mail.example.com/inbox?id=7',
        ),
      });
      const expected = {
        source: 'news',
        campaign: 'spring_sale',
        medium: 'email',
        term: 'lotto',
        content: 'hero',
        referrer: 'https://mail.example.com/inbox?id=7',
        referringDomain: 'mail.example.com',
      };
      expect(first.campaign()).toEqual(expected);
      // A later page (a new document in the same session) has no campaign in its address.
      time += 10 * 60 * 1000;
      const later = createSessionStore({ cookies, now: () => time, landing: landing('', '') });
      expect(later.campaign()).toEqual(expected);
    });

    it('is replaced when a new session starts after 30 idle minutes, even by no campaign', () => {
      let time = 1_000_000;
      let search = '?utm_source=news';
      const cookies = memoryCookieJar();
      const store = createSessionStore({
        cookies,
        now: () => time,
        landing: () => ({ search, referrer: '' }),
      });
      expect(store.campaign()).toEqual({ source: 'news' });

      time += SESSION_IDLE_MS + 1;
      search = '?utm_source=partner&utm_medium=banner';
      expect(store.campaign()).toEqual({ source: 'partner', medium: 'banner' });

      time += SESSION_IDLE_MS + 1;
      search = '';
      expect(store.campaign()).toEqual({});
      expect(cookies.values.has(SESSION_COOKIES.campaign)).toBe(false);
    });

    it('keeps only values that obey the stored-value rule, and only web addresses as the referrer', () => {
      const store = createSessionStore({
        cookies: memoryCookieJar(),
        landing: landing(
          '?utm_source=news%3Bx%3D1&utm_campaign=spring-2026&utm_term=two%20words',
          'javascript:alert(1)',
        ),
      });
      expect(store.campaign()).toEqual({ campaign: 'spring-2026' });
    });

    it('ignores a tampered stored campaign', () => {
      const cookies = memoryCookieJar({
        [SESSION_COOKIES.sessionId]: 'session-1',
        [SESSION_COOKIES.lastAccess]: String(1_000_000),
        [SESSION_COOKIES.campaign]: 'utm_source=<script>&utm_medium=email&referrer=data:text/html,x',
      });
      const store = createSessionStore({
        cookies,
        now: () => 1_000_500,
        landing: landing('?utm_source=other'),
      });
      expect(store.campaign()).toEqual({ medium: 'email' });
    });
  });
});
