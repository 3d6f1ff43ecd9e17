import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability, PlacementItem } from '@fairdraw/contracts';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { allCapabilities } from '../../../test/fixtures';
import { renderShop, signedInCustomer, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

const withPlacements: Capability[] = [...allCapabilities, 'placements'];

const draw = (overrides: Partial<PlacementItem>): PlacementItem => ({
  lotteryKey: 'powerball',
  productType: 'lottery_ticket',
  name: 'Powerball',
  url: '/powerball',
  drawNumber: 1501,
  drawDate: '2026-03-05T09:30:00Z',
  drawStop: '2026-03-05T08:35:00Z',
  prizePool: { amount: '20000000.00', currency: 'AUD' },
  prizePoolSuffix: null,
  isPrizePoolUnknown: false,
  reason: 'popular',
  ...overrides,
});

function renderHome(placement: FakeRoute, { signedIn = false, capabilities = withPlacements } = {}) {
  const api = fakeApi({ 'GET /placement': placement });
  const data = { capabilities };
  if (signedIn) {
    const { session, queryClient } = signedInCustomer(data);
    renderShop('/', data, queryClient, { client: api.client, session });
    return Object.assign(api, { queryClient });
  }
  const { queryClient } = renderShop('/', data, undefined, { client: api.client });
  return Object.assign(api, { queryClient });
}

describe('the home page’s recommended draws', () => {
  it('shows a visitor what sells right now (feature_placement), each with a link to play its draw', async () => {
    const api = renderHome(() => [{ key: 'feature_placement', items: [draw({})] }]);
    const list = await screen.findByRole('list', { name: 'Popular draws' });
    expect(screen.getByRole('heading', { level: 2, name: 'Popular right now' })).toBeInTheDocument();
    expect(within(list).getByText('$20 Million')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Play Powerball draw 1501' })).toHaveAttribute(
      'href',
      '/powerball?firstDrawNo=1501',
    );
    expect(api.callsTo('GET', '/placement').map((call) => call.body)).toEqual([
      expect.objectContaining({ keys: 'feature_placement' }),
    ]);
  });

  it('offers a signed-in customer the lotteries they played to play again (fast_play)', async () => {
    const api = renderHome(
      () => [
        {
          key: 'fast_play',
          items: [
            draw({
              reason: 'played_before',
              lotteryKey: 'saturday_lotto',
              name: 'Saturday Lotto',
              url: '/saturday-lotto',
              drawNumber: 4630,
            }),
          ],
        },
      ],
      { signedIn: true },
    );
    const list = await screen.findByRole('list', { name: 'Draws to play again' });
    expect(screen.getByRole('heading', { level: 2, name: 'Play again' })).toBeInTheDocument();
    expect(within(list).getByText('You played it before')).toBeInTheDocument();
    expect(api.callsTo('GET', '/placement').map((call) => call.body)).toEqual([
      expect.objectContaining({ keys: 'fast_play' }),
    ]);
  });

  it.each([
    ['nothing is recommended', () => []],
    [
      'the placement call fails',
      () => {
        throw new Error('placement service down');
      },
    ],
  ] as const)('shows nothing when %s', async (_, placement) => {
    const api = renderHome(placement);
    await waitFor(() => expect(api.callsTo('GET', '/placement')).toHaveLength(1));
    // The answer (an empty list: a failure is read as one) has arrived and the page has drawn with it.
    await waitFor(() => {
      const [featured] = api.queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.queryKey.includes('feature_placement') });
      expect(featured?.state.status).toBe('success');
    });
    await screen.findByRole('heading', { level: 2, name: 'Featured lotteries' });
    expect(screen.queryByRole('heading', { name: 'Popular right now' })).not.toBeInTheDocument();
  });

  it('asks nothing without the placements capability', async () => {
    const api = renderHome(() => [{ key: 'feature_placement', items: [draw({})] }], {
      capabilities: allCapabilities,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Popular right now' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/placement')).toEqual([]);
  });
});
