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

/** How long a drawn page is kept: its times ("closes in 2 h") may be this much behind when sent. */
const KEEP_MS = 30_000;
/** Addresses kept at most, and drawings of each (one per set of cookie values read); the oldest go first. */
const KEEP_PAGES = 100;
const KEEP_PER_PAGE = 4;

interface Drawing {
  markup: string | null;
  /** The cookies the drawing read, with the values it saw: another visitor with the same gets it too. */
  read: Map<string, string | null>;
  until: number;
}

/**
 * Drawings by address and start-up answers. A drawing is a function of those, the time and the cookies it
 * read, so a visitor whose cookies agree on those gets it as it is: drawing a page costs milliseconds
 * of the one thread every request shares.
 */
const drawings = new Map<string, Drawing[]>();

/** The markup for `#root`, or null when this page is not drawn on the server (it redirects). */
export async function renderPage(request: PageRequest): Promise<string | null> {
  const now = Date.now();
  const key = `${request.url}\n${createHash('sha256').update(request.startUp).digest('base64url')}`;
  const kept = (drawings.get(key) ?? []).filter((drawing) => drawing.until > now);
  const same = kept.find((drawing) =>
    [...drawing.read].every(([name, value]) => (request.cookies[name] ?? null) === value),
  );
  if (same) return same.markup;
  const read = new Map<string, string | null>();
  const markup = await draw(request, (name) => {
    const value = request.cookies[name] ?? null;
    read.set(name, value);
    return value;
  });
  drawings.delete(key);
  // A returning visitor's session cookies are read too, so their drawings are rarely shared: bounded.
  drawings.set(key, [...kept, { markup, read, until: now + KEEP_MS }].slice(-KEEP_PER_PAGE));
  if (drawings.size > KEEP_PAGES) drawings.delete(drawings.keys().next().value!);
  return markup;
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
