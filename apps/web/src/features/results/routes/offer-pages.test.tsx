import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledQueryClient, renderShop, waitLongerForLazyPages } from '../../../test/render';
import { clientWithGet, getByPath, networkFailure, never, ok, paged } from '../../../test/fake-api';
import { powerballResult, raffleResult, resultKeysAnswer } from '../../../test/result-fixtures';

waitLongerForLazyPages();

const PAST = '/draws/pricing/web/past';

function renderAt(path: string, get: ReturnType<typeof getByPath>) {
  return renderShop(path, {}, filledQueryClient(), { client: clientWithGet(get) });
}

describe('/:productOfferKey/results', () => {
  it('lists the game’s draws 5 a page with ?page=n, and links each month of its archive', async () => {
    const get = getByPath({
      ...resultKeysAnswer,
      [PAST]: (query) => {
        const { offset } = query as { offset: number };
        const results = [powerballResult(1550 - offset)];
        return Promise.resolve(paged(results, { limit: 5, offset, total: 7 }));
      },
    });
    const { router } = renderAt('/powerball/results?page=2', get);
    expect(await screen.findByRole('listitem', { name: /^Powerball draw 1545/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      PAST,
      { limit: 5, offset: 5, productOfferKey: 'powerball' },
      expect.anything(),
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/powerball/results');
    const archive = screen.getByRole('navigation', { name: 'Results by month' });
    expect(
      within(archive)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/powerball/results/2026-02', '/powerball/results/2026-01']);
    // A lottery's results lead on to its statistics and the ticket checker.
    expect(screen.getByRole('link', { name: 'Powerball number statistics' })).toHaveAttribute(
      'href',
      '/powerball/statistics',
    );
    expect(screen.getByRole('link', { name: 'Check your ticket' })).toHaveAttribute(
      'href',
      '/ticket-checker',
    );

    await router.navigate('/powerball/results?page=0');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says a game without results has none yet, and a game unknown to the shop is a 404', async () => {
    const first = renderAt(
      '/oz-lotto/results',
      getByPath({
        ...resultKeysAnswer,
        [PAST]: () => Promise.resolve(paged([], { limit: 5, offset: 0, total: 0 })),
      }),
    );
    expect(await screen.findByText(/Oz Lotto has no results yet/)).toBeInTheDocument();
    first.unmount();
    renderAt('/nothing-here/results', getByPath(resultKeysAnswer));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the result keys cannot be loaded', async () => {
    const get = getByPath({
      ...resultKeysAnswer,
      '/draws/pricing/web/past/result_keys': () => Promise.reject(networkFailure('/result_keys')),
    });
    renderAt('/powerball/results', get);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load these results just now.");
  });
});

describe('/:productOfferKey/results/:date', () => {
  it('shows a Sydney month of results', async () => {
    const get = getByPath({
      ...resultKeysAnswer,
      '/draws/past/archived/powerball/2026/2': () =>
        Promise.resolve(paged([powerballResult(1550)], { limit: 50, offset: 0, total: 1 })),
    });
    renderAt('/powerball/results/2026-02', get);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Powerball results, February 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: /^Powerball draw 1550/ })).toBeInTheDocument();
  });

  it('narrows to one Sydney day, and says when that day had no draw', async () => {
    // 2026-02-26T09:30Z is the evening of 26 February in Sydney.
    const answer = () => Promise.resolve(paged([powerballResult(1550)], { limit: 50, offset: 0, total: 1 }));
    const day = renderAt(
      '/powerball/results/2026-02-26',
      getByPath({ ...resultKeysAnswer, '/draws/past/archived/powerball/2026/2': answer }),
    );
    expect(await screen.findByRole('listitem', { name: /^Powerball draw 1550/ })).toBeInTheDocument();
    day.unmount();

    renderAt(
      '/powerball/results/2026-02-27',
      getByPath({ ...resultKeysAnswer, '/draws/past/archived/powerball/2026/2': answer }),
    );
    expect(await screen.findByText(/Powerball had no draws on 27 February 2026/)).toBeInTheDocument();
  });

  it('is a 404 for a date that is not one', async () => {
    renderAt('/powerball/results/2026-02-30', getByPath(resultKeysAnswer));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  });

  it('shows the loading state while the month loads', async () => {
    renderAt(
      '/powerball/results/2026-02',
      getByPath({ ...resultKeysAnswer, '/draws/past/archived/powerball/2026/2': never }),
    );
    expect(await screen.findByText('Loading results')).toBeInTheDocument();
  });
});

describe('/:productOfferKey/winners', () => {
  it('lists a raffle’s winning ticket and the cause it supports, without any customer', async () => {
    const get = getByPath({
      ...resultKeysAnswer,
      [PAST]: () => Promise.resolve(paged([raffleResult(37)], { limit: 5, offset: 0, total: 1 })),
      '/draw/details/tallowood_surf_raffle/37/winners': () =>
        Promise.resolve(
          ok({
            productOfferKey: 'tallowood_surf_raffle',
            drawNo: 37,
            category: 'raffles',
            tickets: [
              {
                ticketNumber: 1207,
                prize: 'Family SUV',
                cause: { key: 'tallowood_point_slsc', name: 'Tallowood Point Surf Life Saving Club' },
              },
            ],
            divisions: [],
          }),
        ),
    });
    renderAt('/tallowood-surf-raffle/winners', get);
    const table = await screen.findByRole('table', { name: 'Winning tickets of draw 37' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '1207Tallowood Point Surf Life Saving Club',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Draw 37: Family SUV' })).toBeInTheDocument();
  });

  it('says no draw has been drawn yet, and is a 404 for a lottery', async () => {
    const raffle = renderAt(
      '/tallowood-surf-raffle/winners',
      getByPath({ ...resultKeysAnswer, [PAST]: () => Promise.resolve(ok([])) }),
    );
    expect(await screen.findByText(/No Tallowood Surf Raffle draw has been drawn yet/)).toBeInTheDocument();
    raffle.unmount();
    renderAt('/powerball/winners', getByPath(resultKeysAnswer));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  });
});
