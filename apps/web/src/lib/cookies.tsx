import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CookieJar } from './session-store';

const CookiesContext = createContext<CookieJar | null>(null);

/** The cookie jar shared by the session, the cart token and the affiliate code (memory in tests). */
export function CookiesProvider({ jar, children }: { jar: CookieJar; children: ReactNode }) {
  return <CookiesContext value={jar}>{children}</CookiesContext>;
}

export function useCookies(): CookieJar {
  const jar = useContext(CookiesContext);
  if (!jar) throw new Error('useCookies must be used inside <CookiesProvider>');
  return jar;
}
