import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import type { ApiClient } from '@fairdraw/client';
import { DEFAULT_LOCALE } from '@fairdraw/domain';
import { ToastProvider, type ToastQueueOf } from '../components/ui/toast';
import { ApiProvider } from '../lib/api-client';
import { SessionProvider } from '../lib/session';
import { createSessionStore, memoryCookieJar, type SessionStore } from '../lib/session-store';

interface AppProvidersProps {
  client: ApiClient;
  queryClient: QueryClient;
  clearCache: boolean;
  /** The signed-in customer's session; tests get an anonymous one in memory. */
  session?: SessionStore;
  toastQueue?: ToastQueueOf;
  children: ReactNode;
}

/** Everything a page needs around it: the request layer, the session, the query cache, locale and toasts. */
export function AppProviders({
  client,
  queryClient,
  clearCache,
  session,
  toastQueue,
  children,
}: AppProvidersProps) {
  const [store] = useState(() => session ?? createSessionStore({ cookies: memoryCookieJar() }));
  return (
    <ApiProvider client={client} clearCache={clearCache}>
      <SessionProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE}>
            <I18nProvider locale={DEFAULT_LOCALE}>
              <ToastProvider queue={toastQueue}>{children}</ToastProvider>
            </I18nProvider>
          </IntlProvider>
        </QueryClientProvider>
      </SessionProvider>
    </ApiProvider>
  );
}
