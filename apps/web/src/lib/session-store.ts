// The signed-in customer's session (shop-core §3, §4 "Session", §5; decision 0008): ids and tokens the
// request layer signs with, kept in cookies the page can read, and a browsing-session id with the
// campaign the session started with.
import type { SessionCredentials } from '@fairdraw/client';
import { acceptStoredValue, SESSION_COOKIES } from '@fairdraw/domain';
import {
  decodeSessionCampaign,
  encodeSessionCampaign,
  isEmptyCampaign,
  landingCampaign,
  type SessionCampaign,
} from './campaign';

export interface SessionState {
  customerId: string | null;
  customerToken: string | null;
  accessToken: string | null;
  /** Memory only: the server also keeps it in its httpOnly `fd_refresh` cookie (decision 0008). */
  refreshToken: string | null;
  sessionId: string | null;
}

/** Both the customer id and the customer token are present (shop-core §6). */
export function isSignedIn(state: SessionState): boolean {
  return state.customerId !== null && state.customerToken !== null;
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: { maxAgeSeconds?: number }): void;
  remove(name: string): void;
}

export { SESSION_COOKIES };

/** A new browsing session starts after 30 idle minutes (shop-core §4, §9). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Cookie lifetime when config has not named one: the default session timeout, 3600 s (§9). */
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 3600;

// The stored-value rule (letters, digits, hyphen, underscore) cannot hold a JWT: its three base64url
// parts are joined by dots. The access token is therefore checked against a JWT shape instead, which
// still refuses anything with spaces, quotes, semicolons or other characters a tampered cookie would carry.
const jwtPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function acceptStoredAccessToken(raw: string | null | undefined): string | null {
  return typeof raw === 'string' && jwtPattern.test(raw) ? raw : null;
}

/** The browser's cookies. */
export function documentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name) {
          try {
            return decodeURIComponent(rest.join('='));
          } catch {
            return null;
          }
        }
      }
      return null;
    },
    set(name, value, options = {}) {
      const maxAge = options.maxAgeSeconds === undefined ? '' : `; Max-Age=${options.maxAgeSeconds}`;
      doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge}${secure}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}

/** Cookies in memory, for tests and for renders without a browser. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

export interface SignInTokens {
  customerId: string;
  customerToken: string;
  accessToken: string;
  refreshToken: string;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Stores the session a login or signup answered with, and saves the cookies. */
  signIn(tokens: SignInTokens, options?: { maxAgeSeconds?: number }): void;
  /** A refresh replaces both tokens. */
  updateTokens(tokens: { accessToken: string; refreshToken: string }): void;
  /** Logout and session expiry: forget the customer (the browsing session id stays). */
  clear(): void;
  /** What the request layer signs with; also keeps the browsing session alive. */
  credentials(): SessionCredentials;
  /** The campaign and referrer the current browsing session started with (empty when none). */
  campaign(): SessionCampaign;
}

/** The page a browsing session starts on: its query string and the page the visitor came from. */
export interface LandingPage {
  search: string;
  referrer: string;
}

function browserLanding(): LandingPage {
  if (typeof window === 'undefined') return { search: '', referrer: '' };
  return { search: window.location.search, referrer: document.referrer };
}

export interface SessionStoreOptions {
  cookies: CookieJar;
  now?: () => number;
  newId?: () => string;
  /** Where a new browsing session starts; default: the browser's location and referrer. */
  landing?: () => LandingPage;
}

export function createSessionStore({
  cookies,
  now = Date.now,
  newId = () => crypto.randomUUID(),
  landing = browserLanding,
}: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();
  let maxAgeSeconds = DEFAULT_SESSION_TIMEOUT_SECONDS;
  // The referrer names the page before this document; a session that starts later on the same page
  // (after 30 idle minutes) did not arrive from there.
  let firstTouch = true;

  const customerId = acceptStoredValue(cookies.get(SESSION_COOKIES.customerId));
  const customerToken = acceptStoredValue(cookies.get(SESSION_COOKIES.customerToken));
  const complete = customerId !== null && customerToken !== null;
  let state: SessionState = {
    customerId: complete ? customerId : null,
    customerToken: complete ? customerToken : null,
    accessToken: complete ? acceptStoredAccessToken(cookies.get(SESSION_COOKIES.accessToken)) : null,
    refreshToken: null,
    sessionId: null,
  };

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  /** A new session's campaign replaces the last one's, even with nothing: campaigns do not carry over. */
  function storeLandingCampaign() {
    const page = landing();
    const campaign = landingCampaign(page.search, firstTouch ? page.referrer : '');
    if (isEmptyCampaign(campaign)) cookies.remove(SESSION_COOKIES.campaign);
    else cookies.set(SESSION_COOKIES.campaign, encodeSessionCampaign(campaign));
  }

  /** Starts a new browsing session when none exists or the last access is over 30 minutes old. */
  function touchBrowsingSession(): string {
    const time = now();
    const stored = acceptStoredValue(cookies.get(SESSION_COOKIES.sessionId));
    const lastSeen = Number(acceptStoredValue(cookies.get(SESSION_COOKIES.lastAccess)) ?? NaN);
    const fresh = stored !== null && Number.isFinite(lastSeen) && time - lastSeen <= SESSION_IDLE_MS;
    const sessionId = fresh ? stored : newId();
    if (!fresh) {
      cookies.set(SESSION_COOKIES.sessionId, sessionId);
      storeLandingCampaign();
    }
    firstTouch = false;
    cookies.set(SESSION_COOKIES.lastAccess, String(time));
    if (state.sessionId !== sessionId) state = { ...state, sessionId };
    return sessionId;
  }

  touchBrowsingSession();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(tokens, options = {}) {
      maxAgeSeconds = options.maxAgeSeconds ?? maxAgeSeconds;
      const cookie = { maxAgeSeconds };
      cookies.set(SESSION_COOKIES.customerId, tokens.customerId, cookie);
      cookies.set(SESSION_COOKIES.customerToken, tokens.customerToken, cookie);
      cookies.set(SESSION_COOKIES.accessToken, tokens.accessToken, cookie);
      set({ ...state, ...tokens });
    },
    updateTokens(tokens) {
      cookies.set(SESSION_COOKIES.accessToken, tokens.accessToken, { maxAgeSeconds });
      if (state.customerId && state.customerToken) {
        cookies.set(SESSION_COOKIES.customerId, state.customerId, { maxAgeSeconds });
        cookies.set(SESSION_COOKIES.customerToken, state.customerToken, { maxAgeSeconds });
      }
      set({ ...state, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    },
    clear() {
      cookies.remove(SESSION_COOKIES.customerId);
      cookies.remove(SESSION_COOKIES.customerToken);
      cookies.remove(SESSION_COOKIES.accessToken);
      set({ ...state, customerId: null, customerToken: null, accessToken: null, refreshToken: null });
    },
    credentials() {
      const sessionId = touchBrowsingSession();
      return {
        accessToken: state.accessToken,
        refreshToken: state.refreshToken,
        customerId: state.customerId,
        customerToken: state.customerToken,
        sessionId,
        subVariant: null,
      };
    },
    campaign() {
      touchBrowsingSession();
      return decodeSessionCampaign(cookies.get(SESSION_COOKIES.campaign));
    },
  };
}
