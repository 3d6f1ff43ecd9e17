import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import type { ApiClient } from '@fairdraw/client';
import { DEFAULT_LOCALE } from '@fairdraw/domain';
import { ToastProvider, type ToastQueueOf } from '../components/ui/toast';
import { cartActions } from '../features/cart';
import { useRefreshContentCards } from '../features/notifications';
import { ApiProvider } from '../lib/api-client';
import { CartActionsProvider } from '../lib/cart-actions';
import { ContentCardRefreshProvider } from '../lib/content-card-refresh';
import { createConsentStore, type ConsentStore } from '../lib/consent';
import { ConsentProvider } from '../lib/consent-context';
import { CookiesProvider } from '../lib/cookies';
import { SessionProvider } from '../lib/session';
import { createSessionStore, memoryCookieJar } from '../lib/session-store';
import type { CookieJar, SessionStore } from '../lib/session-store';

interface AppProvidersProps {
  client: ApiClient;
  queryClient: QueryClient;
  clearCache: boolean;
  /** The signed-in customer's session; tests get an anonymous one in memory. */
  session?: SessionStore;
  /** Cookies for the cart token and the affiliate code; tests get a jar in memory. */
  cookies?: CookieJar;
  /** Cookie consent over `cookies`; by default one is made over them. */
  consent?: ConsentStore;
  toastQueue?: ToastQueueOf;
  children: ReactNode;
}

/**
 * Everything a page needs around it: the request layer, cookie consent, the session, the query cache, locale, toasts,
 * the cart's actions for the features that add to or merge the cart, the notifications feed's refresh
 * for the checkout. The payment forms and rules come with the pages that take or pay out money
 * (app/account-routes.tsx).
 */
export function AppProviders({
  client,
  queryClient,
  clearCache,
  session,
  cookies,
  consent,
  toastQueue,
  children,
}: AppProvidersProps) {
  const [consentStore] = useState(() => consent ?? createConsentStore(cookies ?? memoryCookieJar()));
  // Everything writes cookies through the consent store's jar, so each one keeps to the consent.
  const jar = consentStore.jar;
  const [store] = useState(() => session ?? createSessionStore({ cookies: jar }));
  return (
    <ApiProvider client={client} clearCache={clearCache}>
      <ConsentProvider store={consentStore}>
        <CookiesProvider jar={jar}>
          <SessionProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE}>
                <I18nProvider locale={DEFAULT_LOCALE}>
                  <ToastProvider queue={toastQueue}>
                    <CartActionsProvider actions={cartActions}>
                      <ContentCardRefreshProvider useRefresh={useRefreshContentCards}>
                        {children}
                      </ContentCardRefreshProvider>
                    </CartActionsProvider>
                  </ToastProvider>
                </I18nProvider>
              </IntlProvider>
            </QueryClientProvider>
          </SessionProvider>
        </CookiesProvider>
      </ConsentProvider>
    </ApiProvider>
  );
}
