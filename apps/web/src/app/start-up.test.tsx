import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@fairdraw/client';
import { brandingFixture, capabilitiesFixture, configFixture } from '../test/fixtures';
import { offersFixture } from '../test/offer-fixtures';
import { fakeApi } from '../test/fake-api';
import { createTestQueryClient } from '../test/render';
import { readStartUpPayload, seedStartUpQueries } from '../lib/start-up-payload';
import { findEndpoint, toSnakeCase } from '@fairdraw/contracts';
import type { ContractCheck } from '../lib/start-up-payload';
import { AppProviders } from './providers';
import { createRoutes } from './routes';

/** Answers the start-up reads (`GET path`) from fixtures and records what was asked. */
function startUpClient(answers: Record<string, unknown>, fail?: { status: number }) {
  const api = fakeApi(
    Object.fromEntries(Object.entries(answers).map(([path, result]) => [`GET ${path}`, () => result])),
  );
  const client: ApiClient = {
    ...api.client,
    serviceBase: () =>
      fail ? Promise.reject(Object.assign(new Error('down'), fail)) : Promise.resolve('/v2'),
  };
  return { client, calls: api.calls };
}

const shopAnswers = {
  '/config': configFixture,
  '/capabilities': capabilitiesFixture(),
  '/pricing/web/product_offers': offersFixture,
  '/branding': brandingFixture,
};

function boot(client: ApiClient, clearCache = false, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/'] });
  render(
    <AppProviders client={client} queryClient={queryClient} clearCache={clearCache}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** What main.tsx checks carried answers with outside production builds. */
const matchesContract: ContractCheck = (route, result) =>
  findEndpoint(route)?.response.safeParse(result).success ?? true;

/** A page as the server sends it: the start-up answers, snake_case, in their script. */
function pageCarrying(payload: unknown): Document {
  const page = document.implementation.createHTMLDocument('Fairdraw');
  const script = page.createElement('script');
  script.id = 'fairdraw-start-up';
  script.type = 'application/json';
  script.textContent = JSON.stringify(toSnakeCase(payload));
  page.head.append(script);
  return page;
}

describe('start-up', () => {
  it('shows the shop at once from the answers the page carries, asking the API for none of them', async () => {
    const { client, calls } = startUpClient(shopAnswers);
    const envelope = (result: unknown) => ({ result, pageInfo: null, links: null, messages: [] });
    const payload = readStartUpPayload(
      pageCarrying({
        discovery: envelope({ services: [{ service: 'main', version: '3.0', baseUrl: '/v2' }] }),
        config: envelope(configFixture),
        capabilities: { segmentName: 'visitor', answer: envelope(capabilitiesFixture()) },
        productOffers: { pricingName: 'web', answer: envelope(offersFixture) },
        branding: envelope(brandingFixture),
      }),
    );
    expect(payload).not.toBeNull();
    const queryClient = createTestQueryClient();
    seedStartUpQueries(queryClient, payload!, matchesContract);
    boot(client, false, queryClient);
    // While the page's chunk loads, the shell shows with a skeleton, never the start-up loading screen.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByText('Getting the draws ready…')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Big jackpots');
    const asked = calls.map((call) => call.path);
    for (const read of ['/config', '/capabilities', '/pricing/web/product_offers', '/branding'])
      expect(asked).not.toContain(read);
  });

  it('leaves out a carried answer that breaks its contract, and asks the API for it', async () => {
    const queryClient = createTestQueryClient();
    seedStartUpQueries(
      queryClient,
      { config: { result: { siteLocale: 42 } }, branding: { result: brandingFixture } },
      matchesContract,
    );
    expect(queryClient.getQueryData(['config'])).toBeUndefined();
    expect(queryClient.getQueryData(['branding'])).toEqual(brandingFixture);
    expect(readStartUpPayload(pageCarrying('not an object'))).toBeNull();
  });

  it('loads config and capabilities, then offers and branding, before showing the shop', async () => {
    const { client, calls } = startUpClient(shopAnswers);
    boot(client);
    expect(screen.getByRole('status')).toHaveTextContent('Getting the draws ready…');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Big jackpots');

    expect(
      calls
        .slice(0, 2)
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/capabilities', '/config']);
    expect(calls.find((call) => call.path === '/capabilities')?.body).toEqual({ segmentName: 'visitor' });
    const offers = calls.find((call) => call.path === '/pricing/web/product_offers');
    expect(offers?.options?.apiVersion).toBe('3.9');
    expect(calls.map((call) => call.path)).toContain('/branding');
  });

  it('asks every start-up read to skip server caches after ?clear_cache', async () => {
    const { client, calls } = startUpClient(shopAnswers);
    boot(client, true);
    await screen.findByRole('heading', { level: 1 });
    const reads = calls.filter((call) => call.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(4);
    for (const call of reads) expect(call.body).toMatchObject({ clearCache: '1' });
  });

  it('shows the server-busy page when start-up fails', async () => {
    boot(startUpClient(shopAnswers, { status: 500 }).client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our servers are busy' }),
    ).toBeInTheDocument();
  });

  it('shows the maintenance page when the servers answer 503', async () => {
    boot(startUpClient(shopAnswers, { status: 503 }).client);
    expect(
      await screen.findByRole('heading', { level: 1, name: "There's a spanner in the works!" }),
    ).toBeInTheDocument();
  });

  it('shows the 418 page when there is nothing to sell', async () => {
    const { client } = startUpClient({
      ...shopAnswers,
      '/pricing/web/product_offers': { offers: [], ranking: [], restrictions: [] },
    });
    boot(client);
    expect(
      await screen.findByRole('heading', { level: 1, name: "It's not you, it's us!" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no products available/)).toBeInTheDocument();
  });
});
