// The global stylesheet first, so component styles can override it.
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient, type ApiClient } from '@fairdraw/client';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { hasClearCacheFlag, readRuntimeConfig } from './lib/runtime-config';

const runtime = readRuntimeConfig();
const clearCache = hasClearCacheFlag(window.location.search);

const client: ApiClient = createApiClient({
  discoveryUrl: runtime.discoveryUrl,
  appKey: runtime.appKey,
  appSecret: runtime.appSecret,
  // Failures worth a look go to the event log as system events (never about the event call itself).
  report(error) {
    if (error.url.endsWith('/event')) return;
    void client
      .post('/event', {
        category: 'system',
        eventType: 'client_error',
        name: error.code ?? 'api_error',
        source: window.location.pathname,
        properties: {
          status: error.status,
          recordedCode: error.recordedCode,
          url: error.url,
          message: error.message,
        },
      })
      .catch(() => undefined);
  },
});
const queryClient = createQueryClient();
if (clearCache) queryClient.clear();
const router = createBrowserRouter(createRoutes());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client} queryClient={queryClient} clearCache={clearCache}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
