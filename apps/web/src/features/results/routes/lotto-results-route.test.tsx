import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capability } from '@fairdraw/contracts';
import { filledQueryClient, renderShop, waitLongerForLazyPages } from '../../../test/render';
import { clientWithGet, getByPath, networkFailure, never, ok, paged } from '../../../test/fake-api';
import { powerballResult, raffleResult, resultKeysAnswer } from '../../../test/result-fixtures';

waitLongerForLazyPages();

const PAST = '/draws/pricing/web/past';

/** GET /past answering like the server: `total` results, by offset. */
function pastServer(total: number) {
  return getByPath({
    ...resultKeysAnswer,
    [PAST]: (query) => {
      const { limit, offset } = query as { limit: number; offset: number };
      const count = Math.max(0, Math.min(limit, total - offset));
      const results = Array.from({ length: count }, (_, i) => powerballResult(1600 - offset - i));
      return Promise.resolve(paged(results, { limit, offset, total }));
    },
  });
}

function renderAt(path: string, get: ReturnType<typeof getByPath>, capabilities?: Capability[]) {
  const data = capabilities ? { capabilities } : {};
  return renderShop(path, data, filledQueryClient(data), { client: clientWithGet(get) });
}

describe('/lotto-results', () => {
  it('lists 20 results a page, every game on the first, with numbers, full-result links and a pager', async () => {
    const get = pastServer(45);
    renderAt('/lotto-results', get);
    const cards = await screen.findAllByRole('listitem', { name: /^Powerball draw/ });
    expect(cards).toHaveLength(20);
    expect(
      within(cards[0]!).getByText('Winning numbers 3, 11, 19, 24, 28, 31, 35; Powerball 9'),
    ).toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', { name: 'Full results of Powerball draw 1600' }),
    ).toHaveAttribute('href', '/powerball/results/draw/1600');
    expect(within(cards[0]!).getByRole('link', { name: 'All Powerball results' })).toHaveAttribute(
      'href',
      '/powerball/results',
    );
    expect(get).toHaveBeenCalledWith(
      PAST,
      { limit: 20, offset: 0 },
      expect.objectContaining({ apiVersion: '3.6' }),
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/lotto-results/3');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/lotto-results/2');
    await waitFor(() => expect(document.title).toBe('Lotto results | Fairdraw'));
  });

  it('asks for the right offset on /lotto-results/3 and coerces odd page numbers', async () => {
    const get = pastServer(45);
    const { router } = renderAt('/lotto-results/3', get);
    expect(await screen.findAllByRole('listitem', { name: /^Powerball draw/ })).toHaveLength(5);
    expect(get).toHaveBeenCalledWith(PAST, { limit: 20, offset: 40 }, expect.anything());

    await router.navigate('/lotto-results/2.7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lotto-results/2'));
    await router.navigate('/lotto-results/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lotto-results'));
  });

  it('filters raffles on /lotto-results/raffles and shows a raffle’s winning ticket', async () => {
    const get = getByPath({
      ...resultKeysAnswer,
      [PAST]: () => Promise.resolve(paged([raffleResult(37)], { limit: 20, offset: 0, total: 1 })),
    });
    renderAt('/lotto-results/raffles', get);
    const card = await screen.findByRole('listitem', { name: /^Tallowood Surf Raffle draw 37/ });
    expect(within(card).getByText('Winning ticket 1207')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Tallowood Surf Raffle winners' })).toHaveAttribute(
      'href',
      '/tallowood-surf-raffle/winners',
    );
    expect(get).toHaveBeenCalledWith(PAST, { limit: 20, offset: 0, category: 'raffles' }, expect.anything());
    const tabs = screen.getByRole('navigation', { name: 'Results by kind of game' });
    expect(within(tabs).getByRole('link', { name: 'Charity raffles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'All games' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Charity raffle results' })).toBeInTheDocument();
  });

  it('says so when a raffle draw had no ticket sold, instead of an empty winning ticket', async () => {
    const unsold = { ...raffleResult(38), winningTickets: [] };
    renderAt(
      '/lotto-results/raffles',
      getByPath({ ...resultKeysAnswer, [PAST]: () => Promise.resolve(ok([unsold])) }),
    );
    const card = await screen.findByRole('listitem', { name: /^Tallowood Surf Raffle draw 38/ });
    expect(within(card).getByText('No ticket was sold, so there is no winning ticket.')).toBeInTheDocument();
  });

  it('shows lotteries only when raffles are off, and is a 404 for raffles then', async () => {
    const get = pastServer(1);
    const first = renderAt('/lotto-results', get, ['commercial_lotteries']);
    await screen.findAllByRole('listitem', { name: /^Powerball draw/ });
    expect(get).toHaveBeenCalledWith(
      PAST,
      { limit: 20, offset: 0, category: 'lotteries' },
      expect.anything(),
    );
    expect(screen.queryByRole('navigation', { name: 'Results by kind of game' })).not.toBeInTheDocument();
    first.unmount();

    renderAt('/lotto-results/raffles', getByPath(resultKeysAnswer), ['commercial_lotteries']);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('says so when no draw has been drawn yet', async () => {
    renderAt('/lotto-results', pastServer(0));
    expect(await screen.findByText(/No draws have taken place yet/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that works', async () => {
    let fail = true;
    const get = getByPath({
      ...resultKeysAnswer,
      [PAST]: () => (fail ? Promise.reject(networkFailure(PAST)) : Promise.resolve(ok([powerballResult(1)]))),
    });
    const { user } = renderAt('/lotto-results', get);
    expect(await screen.findByText('Loading results')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the results.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: /^Powerball draw 1/ })).toBeInTheDocument();
  });

  it('keeps showing the loading state while the answer is on its way', async () => {
    renderAt('/lotto-results', getByPath({ ...resultKeysAnswer, [PAST]: never }));
    expect(await screen.findByText('Loading results')).toBeInTheDocument();
  });
});
