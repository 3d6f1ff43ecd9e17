import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@fairdraw/client';
import { brandingFixture, capabilitiesFixture, configFixture } from '../test/fixtures';
import { offersFixture } from '../test/offer-fixtures';
import { fakeApi } from '../test/fake-api';
import { createTestQueryClient } from '../test/render';
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

function boot(client: ApiClient, clearCache = false) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/'] });
  render(
    <AppProviders client={client} queryClient={createTestQueryClient()} clearCache={clearCache}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('start-up', () => {
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
