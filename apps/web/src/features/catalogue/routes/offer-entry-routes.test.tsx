// The draw and buy routes of an offer (issue 17, decision 0050): /:offer/draw/:drawNo, its /buy,
// /:offer/buy, ?free-postal-entry and an operator's ?preview=true.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Capability } from '@fairdraw/contracts';
import { openLotteryDraws } from '@fairdraw/domain';
import { memoryCookieJar } from '../../../lib/session-store';
import { cartFixture, cartItem, fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { allCapabilities, configFixture, NOW } from '../../../test/fixtures';
import { offersFixture } from '../../../test/offer-fixtures';
import { widgetTextsQueryOptions } from '../../../lib/api/get-widget-texts';
import { filledQueryClient, offlineClient, renderShop, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

function anonymousCartApi(extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'POST /anon-cart': () => 'tok_1',
    'GET /anon-cart/tok_1': () => cartFixture(),
    'POST /anon-cart/tok_1/items': () => cartFixture({ cartItems: [cartItem()] }),
    ...extra,
  });
}

function renderEntry(path: string, api = anonymousCartApi(), capabilities?: readonly Capability[]) {
  const data = { offers: offersFixture, ...(capabilities ? { capabilities } : {}) };
  return {
    ...renderShop(path, data, filledQueryClient(data), { client: api.client, cookies: memoryCookieJar() }),
    api,
  };
}

const notFoundHeading = () => screen.findByRole('heading', { level: 1, name: 'Something went wrong.' });

describe('/:productOfferKey/draw/:drawNo', () => {
  it('opens a lottery’s play screen at that draw (?firstDrawNo=), keeping the campaign', async () => {
    const { router } = renderEntry('/powerball/draw/1503?utm_source=news');
    await waitFor(() => expect(router.state.location.pathname).toBe('/powerball'));
    expect(new URLSearchParams(router.state.location.search).get('firstDrawNo')).toBe('1503');
    expect(new URLSearchParams(router.state.location.search).get('utm_source')).toBe('news');
    expect(await screen.findByRole('heading', { level: 2, name: 'Play Powerball' })).toBeInTheDocument();
  });

  it('shows a raffle draw’s page while that draw is open, with its tickets to buy', async () => {
    renderEntry('/dream-home/draw/42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Buy tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter for free by post' })).toHaveAttribute(
      'href',
      '/dream-home/draw/42?free-postal-entry',
    );
  });

  it('shows the free postal entry terms with ?free-postal-entry', async () => {
    renderEntry('/dream-home/draw/42?free-postal-entry');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Enter for free by post' }),
    ).toBeInTheDocument();
    const address = screen.getByText(/GPO Box 4100/).closest('address');
    expect(address).toHaveTextContent('Fairdraw Free EntryGPO Box 4100Sydney NSW 2001');
    expect(screen.getByText(/same chance of\s+winning as a bought ticket/)).toBeInTheDocument();
  });

  it('sends a visitor to customer care for the address when the company has published none', async () => {
    const data = { offers: offersFixture };
    const queryClient = filledQueryClient(data);
    queryClient.setQueryData(widgetTextsQueryOptions(offlineClient, configFixture.siteLocale).queryKey, []);
    renderShop('/dream-home/draw/42?free-postal-entry', data, queryClient, {
      client: anonymousCartApi().client,
      cookies: memoryCookieJar(),
    });
    await screen.findByRole('heading', { level: 2, name: 'Enter for free by post' });
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/about/contact-us');
    expect(document.querySelector('address')).toBeNull();
  });

  it.each([
    ['a sold-out raffle draw', '/sold-out-raffle/draw/7'],
    ['a draw the raffle does not sell', '/dream-home/draw/41'],
    ['a lottery draw not open', '/powerball/draw/9999'],
    ['a draw number that is no number', '/powerball/draw/abc'],
    ['an unknown offer', '/no-such-offer/draw/1'],
  ])('shows the 404 page for %s', async (_, path) => {
    renderEntry(path);
    expect(await notFoundHeading()).toBeInTheDocument();
  });

  it('is a 404 when the offer’s product line is switched off', async () => {
    renderEntry('/dream-home/draw/42', anonymousCartApi(), ['commercial_lotteries']);
    expect(await notFoundHeading()).toBeInTheDocument();
  });

  it('previews a draw that is not on sale yet for an operator’s ?preview=true link', async () => {
    const raffleDraw = offersFixture.offers.find((offer) => offer.key === 'dream_home')!.draws[0]!;
    const api = anonymousCartApi({
      'GET /draw/preview/dream_home/43': () => ({
        productOfferKey: 'dream_home',
        name: 'Dream Home',
        productType: 'raffle_ticket',
        draw: { ...raffleDraw, drawNo: 43, purchaseStatus: 'pre_order' },
        onSale: false,
      }),
    });
    renderEntry('/dream-home/draw/43?preview=true', api);
    expect(await screen.findByText(/This is a preview: the draw is not on sale yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/draw/preview/dream_home/43')[0]?.options).toMatchObject({
      apiVersion: '3.3',
    });
  });
});

describe('/:productOfferKey/buy', () => {
  it('puts a lottery’s Quick Pick for the next draw in the cart and opens it', async () => {
    const { router, api } = renderEntry('/powerball/buy?utm_campaign=spring');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?utm_campaign=spring');
    const adds = api.callsTo('POST', '/anon-cart/tok_1/items');
    expect(adds).toHaveLength(1);
    const body = adds[0]!.body as { lottery: string; quickpick: boolean; drawNo: number; games: unknown[] };
    expect(body).toMatchObject({ lottery: 'powerball', quickpick: true, numDraws: 1 });
    const powerball = offersFixture.offers.find((offer) => offer.key === 'powerball')!;
    expect(body.drawNo).toBe(openLotteryDraws(powerball.draws)[0]!.drawNo);
    expect(body.games.length).toBeGreaterThan(0);
  });

  it('buys for the draw of /draw/:drawNo/buy', async () => {
    const { router, api } = renderEntry('/powerball/draw/1503/buy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(api.callsTo('POST', '/anon-cart/tok_1/items')[0]?.body).toMatchObject({ drawNo: 1503 });
  });

  it('puts a raffle’s smallest bundle in the cart for its one cause', async () => {
    const { router, api } = renderEntry('/dream-home/draw/42/buy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(api.callsTo('POST', '/anon-cart/tok_1/items')[0]?.body).toMatchObject({
      productType: 'raffle_ticket',
      lottery: 'dream_home',
      drawNo: 42,
      quantity: 1,
      causeKey: 'kids_cancer',
    });
  });

  it.each([
    ['an unknown offer', '/no-such-offer/buy'],
    ['a draw not on sale', '/powerball/draw/9999/buy'],
    ['a sold-out raffle', '/sold-out-raffle/buy'],
  ])('shows the 404 page for %s and adds nothing', async (_, path) => {
    const { api } = renderEntry(path);
    expect(await notFoundHeading()).toBeInTheDocument();
    expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(0);
  });

  it('is a 404 when the offer’s product line is switched off', async () => {
    const { api } = renderEntry(
      '/powerball/buy',
      anonymousCartApi(),
      allCapabilities.filter((capability) => capability !== 'commercial_lotteries'),
    );
    expect(await notFoundHeading()).toBeInTheDocument();
    expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(0);
  });
});
