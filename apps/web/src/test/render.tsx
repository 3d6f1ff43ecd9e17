// Renders the real routes with the query cache already filled with contract-valid fixtures, the way
// the start-up sequence leaves it. No network: the API client refuses every call.
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiClient, ApiResponse, RequestOptions } from '@fairdraw/client';
import type { BrandingResult, Capability, ConfigResult, ProductOffersResult } from '@fairdraw/contracts';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';
import { productOffersQueryOptions } from '../lib/api/get-product-offers';
import { brandingQueryOptions } from '../lib/api/get-branding';
import { themeQueryOptions } from '../lib/api/get-theme';
import { navigationQueryOptions } from '../lib/api/get-navigation';
import { customerQueryOptions } from '../lib/api/get-customer';
import { capabilitiesQueryOptions } from '../lib/api/get-capabilities';
import { configQueryOptions } from '../lib/api/get-config';
import { discoveryQueryOptions } from '../lib/api/get-discovery';
import { LeavePageProvider } from '../lib/leave-page';
import type { LeavePage } from '../lib/leave-page';
import { createSessionStore, memoryCookieJar } from '../lib/session-store';
import type { CookieJar, SessionStore } from '../lib/session-store';
import {
  allCapabilities,
  brandingFixture,
  capabilitiesFixture,
  configFixture,
  customerFixture,
  loginResultFixture,
} from './fixtures';
import { offersFixture } from './offer-fixtures';
import { componentsQueryOptions } from '../features/site-widgets/api/get-components';
import { widgetTextsQueryOptions } from '../lib/api/get-widget-texts';
import { translationsQueryOptions } from '../lib/api/get-translations';
import { componentsFixture, navigationFixture, themeFixture, widgetTextsFixture } from './content-fixtures';
import { paymentParts } from '../features/payments';
import { PaymentPartsProvider } from '../lib/payment-parts';

function refuse(): Promise<never> {
  return Promise.reject(new Error('Component tests do not call the API: fill the query cache instead.'));
}

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Calls through the endpoint table arrive as `request`; they go on to the verb of their method (of the
 * client they were made on), so a test scripts and checks `get`, `post`… whichever way a page calls.
 */
function requestByVerb<T>(this: ApiClient, options: RequestOptions): Promise<ApiResponse<T>> {
  const { method = 'GET', path, body, query, ...rest } = options;
  const verb = VERBS[method];
  return verb === 'get' ? this.get<T>(path, query, rest) : this[verb]<T>(path, body, rest);
}

/** An API client that fails every call, so a test that forgot to fill the cache fails loudly. */
export const offlineClient: ApiClient = {
  serviceBase: refuse,
  request: requestByVerb,
  get: refuse,
  post: refuse,
  put: refuse,
  patch: refuse,
  delete: refuse,
  requestBlob: refuse,
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

export interface ShopData {
  config?: ConfigResult;
  capabilities?: readonly Capability[];
  offers?: ProductOffersResult;
  branding?: BrandingResult;
}

/** A query client holding what start-up would have loaded. */
export function filledQueryClient(data: ShopData = {}): QueryClient {
  const config = data.config ?? configFixture;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(discoveryQueryOptions(offlineClient).queryKey, '/v2');
  queryClient.setQueryData(configQueryOptions(offlineClient).queryKey, config);
  queryClient.setQueryData(
    capabilitiesQueryOptions(offlineClient, config.defaultSegment).queryKey,
    capabilitiesFixture(data.capabilities ?? allCapabilities),
  );
  // Signed-in pages read the capabilities of the customer's own segment: the same flags here.
  queryClient.setQueryData(
    capabilitiesQueryOptions(offlineClient, customerFixture.segmentName).queryKey,
    capabilitiesFixture(data.capabilities ?? allCapabilities),
  );
  queryClient.setQueryData(
    productOffersQueryOptions(offlineClient, config.defaultPricingId).queryKey,
    data.offers ?? offersFixture,
  );
  queryClient.setQueryData(brandingQueryOptions(offlineClient).queryKey, data.branding ?? brandingFixture);
  queryClient.setQueryData(themeQueryOptions(offlineClient).queryKey, themeFixture);
  queryClient.setQueryData(navigationQueryOptions(offlineClient).queryKey, navigationFixture);
  queryClient.setQueryData(componentsQueryOptions(offlineClient).queryKey, componentsFixture);
  queryClient.setQueryData(
    widgetTextsQueryOptions(offlineClient, config.siteLocale).queryKey,
    widgetTextsFixture,
  );
  // Every page's footer reads its words; none published keeps the config's disclaimer.
  queryClient.setQueryData(translationsQueryOptions(offlineClient, config.siteLocale, 'footer').queryKey, []);
  return queryClient;
}

/**
 * For tests of lazily loaded pages that retry a failed read once after a second: on a busy machine
 * that outlasts the default one-second wait of findBy/waitFor. Call it at the top of the test file.
 */
export function waitLongerForLazyPages(): void {
  configure({ asyncUtilTimeout: 5000 });
}

/** A signed-in customer whose overview (`customerFixture`) is already loaded, for `renderShop`. */
export function signedInCustomer(data: ShopData = {}) {
  const session = createSessionStore({ cookies: memoryCookieJar() });
  session.signIn(loginResultFixture);
  const queryClient = filledQueryClient(data);
  queryClient.setQueryData(
    customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
    customerFixture,
  );
  return { session, queryClient };
}

export interface RenderOptions {
  /** A fake API client for the calls the page makes; default refuses everything. */
  client?: ApiClient;
  /** Default: an anonymous session in memory. */
  session?: SessionStore;
  /** Cookies shared with the default session (cart token, affiliate code); default: empty, in memory. */
  cookies?: CookieJar;
  /** Records a full-page navigation away from the shop (a payment's approval page) instead of going. */
  leave?: LeavePage;
}

/** Renders the shop at `path` inside a memory router. */
/** The payment forms and rules that a money page brings, for a test that renders a part of one alone. */
export function WithPaymentParts({ children }: { children: ReactNode }) {
  return <PaymentPartsProvider parts={paymentParts}>{children}</PaymentPartsProvider>;
}

export function renderShop(
  path: string,
  data: ShopData = {},
  queryClient: QueryClient = filledQueryClient(data),
  options: RenderOptions = {},
) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const cookies = options.cookies ?? memoryCookieJar();
  const session = options.session ?? createSessionStore({ cookies });
  const view = render(
    <AppProviders
      client={options.client ?? offlineClient}
      queryClient={queryClient}
      clearCache={false}
      session={session}
      cookies={cookies}
    >
      {options.leave ? (
        <LeavePageProvider leave={options.leave}>
          <RouterProvider router={router} />
        </LeavePageProvider>
      ) : (
        <RouterProvider router={router} />
      )}
    </AppProviders>,
  );
  return { ...view, router, user, queryClient, session, cookies };
}
