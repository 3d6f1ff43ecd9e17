// The page as HTML on the server, for a visitor's first load (decision 0062): the same routes and
// components the browser runs, drawn from the start-up answers the page carries (decision 0055), so the
// page is on screen before any script has run. Nothing here calls the API: what the start-up answers do
// not hold (the cart, placements, most translations) draws as it does while loading. The browser then
// renders the page again over it, once its route's chunks are in.
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApiClient } from '@fairdraw/client';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { createSessionStore, type CookieJar } from './lib/session-store';
import { createConsentStore } from './lib/consent';
import { createKeptDrawings } from './kept-drawings';
import {
  applySeededConsent,
  parseStartUpPayload,
  seedDiscovery,
  seedStartUpQueries,
} from './lib/start-up-payload';

export interface PageRequest {
  /** The page's address as the browser asked for it, e.g. `https://shop.example/lotto-tickets?x=1`. */
  url: string;
  /** The start-up payload's JSON text, as it is put in the page. */
  startUp: string;
  /** The request's cookies by name: consent and the visitor's choices draw as they will in the browser. */
  cookies: Record<string, string>;
  /** The discovery service's address, as the page's runtime config gives it to the browser. */
  discoveryUrl: string;
}

/** The routes, once: each page's lazy parts load on its first drawing and stay. */
const handler = createStaticHandler(createRoutes());

const noApi = (): Promise<Response> =>
  Promise.reject(new Error('A page drawn on the server does not call the API.'));

/**
 * Drawings by address and start-up answers (kept-drawings.ts). A drawing is sent as it is for 30 s, then
 * for up to a minute more while a new one is drawn beside it: its times ("closes in 2 h") are at most 90 s
 * behind, and the browser's own drawing replaces them within seconds.
 */
const drawings = createKeptDrawings({ freshMs: 30_000, staleMs: 60_000, pages: 100, perPage: 4 });

/** The markup for `#root`, or null when this page is not drawn on the server (it redirects). */
export function renderPage(request: PageRequest): Promise<string | null> {
  const key = `${request.url}\n${createHash('sha256').update(request.startUp).digest('base64url')}`;
  return drawings.get(key, request.cookies, (cookie) => draw(request, cookie));
}

async function draw(
  { url, startUp, discoveryUrl }: PageRequest,
  cookie: (name: string) => string | null,
): Promise<string | null> {
  const payload = parseStartUpPayload(startUp);
  if (!payload) return null;
  const client = createApiClient({
    discoveryUrl,
    discovered: payload.discovery?.result,
    appKey: undefined,
    appSecret: '',
    fetch: noApi,
  });
  const queryClient = createQueryClient();
  seedStartUpQueries(queryClient, payload);
  if (!(await seedDiscovery(queryClient, client))) return null;

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Reads go to the request's cookies (recorded); what the page writes stays in this drawing.
  const written = new Map<string, string | null>();
  const jar: CookieJar = {
    get: (name) => (written.has(name) ? (written.get(name) ?? null) : cookie(name)),
    set: (name, value) => void written.set(name, value),
    remove: (name) => void written.set(name, null),
  };
  const consent = createConsentStore(jar);
  applySeededConsent(consent, queryClient, payload);
  try {
    return renderToString(
      <AppProviders
        client={client}
        queryClient={queryClient}
        clearCache={false}
        session={createSessionStore({ cookies: consent.jar })}
        cookies={consent.jar}
        consent={consent}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    queryClient.clear();
  }
}
