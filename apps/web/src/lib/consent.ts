// Cookie consent (shop-core §4 "Consent", account-area §9; decision 0040). Every cookie and stored value
// the shop keeps in the browser is in the registry below with the category it belongs to. Essential ones
// are always allowed; the others only when consent is not asked for, or when the visitor allowed their
// category. A value the shop may not keep yet is held in memory for this page's life, so the page still
// works (an affiliate code still goes with the next cart item) and is written if consent comes later.
import { CART_COOKIES } from './cart-session';
import { SESSION_COOKIES, type CookieJar } from './session-store';
import { VISITOR_FAVOURITES_COOKIE } from './visitor-favourites';

export const consentCategories = ['essential', 'preferences', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
/** The categories a visitor chooses; essential is never a choice. */
export type OptionalCategory = Exclude<ConsentCategory, 'essential'>;
export type ConsentChoice = Readonly<Record<OptionalCategory, boolean>>;

export const CONSENT_COOKIE = 'fd_consent';
/** Consent is kept one year unless config says otherwise (shop-core §9). */
export const DEFAULT_CONSENT_MAX_AGE_DAYS = 365;
/** Where the sitewide banner keeps its dismissal (app/layout/sitewide-banner.tsx). */
export const SITEWIDE_BANNER_STORAGE_KEY = 'fairdraw.sitewide-banner.dismissed';

export interface StoredItem {
  name: string;
  kind: 'cookie' | 'local-storage';
  category: ConsentCategory;
  purpose: string;
}

/** Everything the shop keeps in the browser, by category. A name not listed here counts as marketing. */
export const CONSENT_REGISTRY: readonly StoredItem[] = [
  { name: CONSENT_COOKIE, kind: 'cookie', category: 'essential', purpose: 'Your cookie choices' },
  ...Object.values(SESSION_COOKIES)
    .filter((name) => name !== SESSION_COOKIES.campaign)
    .map((name) => ({
      name,
      kind: 'cookie' as const,
      category: 'essential' as const,
      purpose: 'Keeps you signed in and your browsing session together',
    })),
  {
    name: CART_COOKIES.anonymousToken,
    kind: 'cookie',
    category: 'essential',
    purpose: 'Keeps your cart before you sign in',
  },
  {
    name: VISITOR_FAVOURITES_COOKIE,
    kind: 'cookie',
    category: 'preferences',
    purpose: 'Remembers favourite numbers before you have an account',
  },
  {
    name: SITEWIDE_BANNER_STORAGE_KEY,
    kind: 'local-storage',
    category: 'preferences',
    purpose: 'Remembers that you closed an announcement',
  },
  {
    name: SESSION_COOKIES.campaign,
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The campaign and site that brought you here',
  },
  {
    name: CART_COOKIES.affiliateCode,
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The partner that sent you, credited with your purchase',
  },
];

export function categoryOf(name: string): ConsentCategory {
  return CONSENT_REGISTRY.find((item) => item.name === name)?.category ?? 'marketing';
}

export const ALL_GRANTED: ConsentChoice = { preferences: true, analytics: true, marketing: true };
export const ESSENTIAL_ONLY: ConsentChoice = { preferences: false, analytics: false, marketing: false };

/** `v1-p1-a0-m1`: letters, digits and hyphens, so it obeys the stored-value rule (shop-core §5). */
export function encodeConsent(choice: ConsentChoice): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return `v1-p${flag(choice.preferences)}-a${flag(choice.analytics)}-m${flag(choice.marketing)}`;
}

/** The stored choice, or null when there is none or it is not one this version wrote. */
export function decodeConsent(raw: string | null): ConsentChoice | null {
  const match = raw === null ? null : /^v1-p([01])-a([01])-m([01])$/.exec(raw);
  if (!match) return null;
  return { preferences: match[1] === '1', analytics: match[2] === '1', marketing: match[3] === '1' };
}

export interface ConsentState {
  /**
   * Whether the shop asks for consent here: null until config and capabilities have loaded, then the
   * `cookie_consent` capability and config's `cookieConsent.required` together.
   */
  required: boolean | null;
  /** The visitor's stored choice; null until they make one. */
  choice: ConsentChoice | null;
  /** The consent dialog ("Manage", or "Cookie settings" in the footer) is open. */
  settingsOpen: boolean;
}

/** Whether the banner asks: consent is required here and the visitor has not chosen. */
export function needsAnswer(state: ConsentState): boolean {
  return state.required === true && state.choice === null;
}

/** Essential always; otherwise a choice the visitor made, else every category only where none is asked. */
export function allows(state: ConsentState, category: ConsentCategory): boolean {
  if (category === 'essential') return true;
  if (state.choice) return state.choice[category];
  return state.required === false;
}

export interface ConsentStore {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  allows(category: ConsentCategory): boolean;
  /** What config and capabilities say; cookies the answer no longer allows are removed. */
  setRequirement(required: boolean, maxAgeDays?: number): void;
  /** Saves the visitor's choice for a year, writes what it now allows and removes what it does not. */
  save(choice: ConsentChoice): void;
  openSettings(): void;
  closeSettings(): void;
  /** The cookie jar everything else writes through: it keeps to the consent. */
  jar: CookieJar;
}

interface Held {
  value: string;
  options: { maxAgeSeconds?: number } | undefined;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createConsentStore(
  cookies: CookieJar,
  storage: Storage | null = browserStorage(),
): ConsentStore {
  let state: ConsentState = {
    required: null,
    choice: decodeConsent(cookies.get(CONSENT_COOKIE)),
    settingsOpen: false,
  };
  let maxAgeSeconds = DEFAULT_CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const listeners = new Set<() => void>();
  const held = new Map<string, Held>();

  const permitted = (name: string) => allows(state, categoryOf(name));

  /** Writes what is now allowed; removes what is not (only once the requirement is known). */
  function apply(): void {
    for (const [name, { value, options }] of held)
      if (permitted(name)) {
        cookies.set(name, value, options);
        held.delete(name);
      }
    if (state.required === null) return;
    for (const item of CONSENT_REGISTRY) {
      if (permitted(item.name)) continue;
      if (item.kind === 'cookie') cookies.remove(item.name);
      else {
        try {
          storage?.removeItem(item.name);
        } catch {
          // Storage blocked: nothing is kept there anyway.
        }
      }
    }
  }

  function set(next: Partial<ConsentState>): void {
    state = { ...state, ...next };
    apply();
    for (const listener of listeners) listener();
  }

  const jar: CookieJar = {
    get: (name) => held.get(name)?.value ?? cookies.get(name),
    set(name, value, options) {
      if (permitted(name)) {
        held.delete(name);
        cookies.set(name, value, options);
      } else held.set(name, { value, options });
    },
    remove(name) {
      held.delete(name);
      cookies.remove(name);
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    allows: (category) => allows(state, category),
    setRequirement(required, maxAgeDays) {
      if (maxAgeDays !== undefined && maxAgeDays > 0) maxAgeSeconds = maxAgeDays * 24 * 60 * 60;
      if (state.required !== required) set({ required });
    },
    save(choice) {
      cookies.set(CONSENT_COOKIE, encodeConsent(choice), { maxAgeSeconds });
      set({ choice, settingsOpen: false });
    },
    openSettings: () => set({ settingsOpen: true }),
    closeSettings: () => set({ settingsOpen: false }),
    jar,
  };
}
