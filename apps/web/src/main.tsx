// The global stylesheet first, so component styles can override it.
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { applyPageStylesheet } from './lib/page-stylesheet';
import { routerReady } from './lib/router-ready';
import { createApiClient, type ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createToastQueue, toastsFor } from './components/ui/toast';
import { createAnalytics } from './lib/analytics';
import { createConsentStore } from './lib/consent';
import { CUSTOMER_QUERY_KEY } from './lib/api/get-customer';
import { resetCart } from './lib/cart-session';
import { createQueryClient } from './lib/query-client';
import { handleSessionExpired, refreshSession } from './lib/session-expiry';
import { createSessionStore, documentCookieJar } from './lib/session-store';
import { hasClearCacheFlag, readRuntimeConfig } from './lib/runtime-config';
import {
  applySeededConsent,
  carriedDiscovery,
  readStartUpPayload,
  seedDiscovery,
  seedStartUpQueries,
} from './lib/start-up-payload';
import type { ContractCheck } from './lib/start-up-payload';

// Outside production builds carried answers are checked against their contracts, as fetched ones are
// (lib/api-call.ts); production pages never load the schemas (decision 0056).
const contracts = import.meta.env.PROD ? null : await import('@fairdraw/contracts');
const matchesContract: ContractCheck | undefined = contracts
  ? (route, result) => contracts.findEndpoint(route)?.response.safeParse(result).success ?? true
  : undefined;

const runtime = readRuntimeConfig();
const clearCache = hasClearCacheFlag(window.location.search);
// What the page carries (decision 0055): a first visit renders without waiting for the API.
const startUp = clearCache ? null : readStartUpPayload();
// Every cookie is written through the consent store's jar, so each keeps to the visitor's consent.
const consent = createConsentStore(documentCookieJar());
const cookies = consent.jar;
const session = createSessionStore({ cookies });
const toastQueue = createToastQueue();

const client: ApiClient = createApiClient({
  discoveryUrl: runtime.discoveryUrl,
  discovered: carriedDiscovery(startUp),
  appKey: runtime.appKey,
  appSecret: runtime.appSecret,
  getCredentials: () => session.credentials(),
  refreshSession: () => refreshSession(client, session),
  onSessionExpired() {
    handleSessionExpired({
      session,
      currentPath: () => `${window.location.pathname}${window.location.search}`,
      navigate: (to) => void router.navigate(to),
      notify: (message) => toastsFor(toastQueue).show({ message }),
      forgetCustomer() {
        queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
        resetCart(queryClient);
      },
    });
  },
  // Failures worth a look go to the event log as system events (never about the event call itself),
  // with the visitor's analytics consent.
  report(error) {
    if (error.url.endsWith(endpointRoutes.startup.event.path)) return;
    analytics.track({
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
    });
  },
});
const analytics = createAnalytics({ client, consent });
const queryClient = createQueryClient();
if (clearCache) queryClient.clear();
else if (startUp) {
  seedStartUpQueries(queryClient, startUp, matchesContract);
  applySeededConsent(consent, queryClient, startUp);
}
const router = createBrowserRouter(createRoutes());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Draws the app. A page the server drew stays on screen until the app can draw the same page (decision
 * 0062): discovery is resolved from what the page carries and the entered route's chunks and the whole
 * stylesheet load first, so neither the start-up screen nor the shell's fallback shows over it. (A function, not top-level awaits:
 * those make the bundler split the first load into many more files.)
 */
async function start(container: HTMLElement): Promise<void> {
  if (startUp) await seedDiscovery(queryClient, client);
  if (container.firstElementChild) await Promise.all([routerReady(router), applyPageStylesheet()]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders
        client={client}
        queryClient={queryClient}
        clearCache={clearCache}
        session={session}
        cookies={cookies}
        consent={consent}
        toastQueue={toastQueue}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start(root);
