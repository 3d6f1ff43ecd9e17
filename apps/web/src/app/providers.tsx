import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import type { ApiClient } from '@fairdraw/client';
import { DEFAULT_LOCALE } from '@fairdraw/domain';
import { ToastProvider } from '../components/ui/toast';
import { ApiProvider } from '../lib/api-client';

interface AppProvidersProps {
  client: ApiClient;
  queryClient: QueryClient;
  clearCache: boolean;
  children: ReactNode;
}

/** Everything a page needs around it: the request layer, the query cache, locale and toasts. */
export function AppProviders({ client, queryClient, clearCache, children }: AppProvidersProps) {
  return (
    <ApiProvider client={client} clearCache={clearCache}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE}>
          <I18nProvider locale={DEFAULT_LOCALE}>
            <ToastProvider>{children}</ToastProvider>
          </I18nProvider>
        </IntlProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
