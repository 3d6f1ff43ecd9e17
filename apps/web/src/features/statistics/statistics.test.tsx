import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { statisticsResultSchema, type StatisticsResult } from '@fairdraw/contracts';
import { allCapabilities } from '../../test/fixtures';
import { fakeApi, type FakeRoute } from '../../test/fake-api';
import { filledQueryClient, renderShop } from '../../test/render';

const freq = (max: number, counts: Record<number, [number, number, number]> = {}) =>
  Array.from({ length: max }, (_, i) => {
    const n = i + 1;
    const known = counts[n];
    return known
      ? {
          number: n,
          count: known[0],
          lastDrawn: { drawNo: known[1], date: '2026-02-26T09:30:00Z' },
          drawsSince: known[2],
        }
      : { number: n, count: 0, lastDrawn: null, drawsSince: null };
  });

function statistics(fields: Partial<StatisticsResult> = {}): StatisticsResult {
  return statisticsResultSchema.parse({
    productOfferKey: 'powerball',
    name: 'Powerball',
    drawsCounted: 12,
    last: null,
    firstDraw: { drawNo: 1489, date: '2025-12-04T09:30:00Z' },
    lastDraw: { drawNo: 1500, date: '2026-02-26T09:30:00Z' },
    numberSets: [
      {
        key: 'numbers',
        name: 'Numbers',
        min: 1,
        max: 35,
        frequencies: freq(35, { 7: [5, 1500, 0], 12: [4, 1499, 1] }),
        hot: [7, 12, 1, 2, 3, 4, 5],
        cold: [35, 34, 33, 32, 31, 30, 29],
      },
      {
        key: 'powerball',
        name: 'Powerball',
        min: 1,
        max: 20,
        frequencies: freq(20, { 9: [3, 1500, 0] }),
        hot: [9, 1, 2],
        cold: [20, 19, 18],
      },
    ],
    ...fields,
  });
}

function renderStatistics(path: string, answer: FakeRoute, capabilities = allCapabilities) {
  const api = fakeApi({ 'GET /statistics/powerball': answer, 'GET /statistics/nope': answer });
  const view = renderShop(path, { capabilities }, filledQueryClient({ capabilities }), {
    client: api.client,
  });
  return { ...view, api };
}

describe('/:productOfferKey/statistics', () => {
  it('shows hot and cold numbers and a table of every number with when it was last drawn', async () => {
    const { api } = renderStatistics('/powerball/statistics', () => statistics());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Powerball number statistics' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Powerball statistics | Fairdraw'));
    expect(api.callsTo('GET', '/statistics/powerball')).toMatchObject([{ body: undefined }]);
    expect(screen.getByText(/Counted over 12 draws: Draw 1489/)).toBeInTheDocument();

    const numbers = screen.getByRole('region', { name: 'Numbers' });
    const hot = within(numbers).getByRole('heading', { name: 'Hot numbers' })
      .nextElementSibling as HTMLElement;
    expect(within(hot).getAllByRole('listitem')[0]).toHaveTextContent('7, drawn 5 times');
    const cold = within(numbers).getByRole('heading', { name: 'Cold numbers' })
      .nextElementSibling as HTMLElement;
    expect(within(cold).getAllByRole('listitem')[0]).toHaveTextContent('35, drawn 0 times');

    // The table is the chart's text alternative: every number of the range, one row each.
    const table = within(numbers).getByRole('table', { name: 'Numbers: times drawn and last drawn' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(35);
    expect(rows[6]).toHaveTextContent(/^75Draw 1500, Thu 26 Feb, 8:30 pm AEDTLatest draw$/);
    expect(rows[11]).toHaveTextContent('1 draw ago');
    expect(rows[0]).toHaveTextContent(/^10—Not drawn$/);

    // The chart loads on its own, beside the table.
    expect(await within(numbers).findByTestId('chart-numbers')).toBeInTheDocument();

    const powerball = screen.getByRole('region', { name: 'Powerball' });
    expect(within(within(powerball).getByRole('table')).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('link', { name: 'Check your ticket' })).toHaveAttribute(
      'href',
      '/ticket-checker',
    );
  });

  it('counts the last 10 draws when asked, and keeps the choice in the address', async () => {
    const { api, user, router } = renderStatistics('/powerball/statistics', (call) =>
      statistics(call.body ? { drawsCounted: 10, last: 10 } : {}),
    );
    const last10 = await screen.findByRole('radio', { name: 'Last 10 draws' });
    expect(screen.getByRole('radio', { name: 'All draws' })).toBeChecked();
    await user.click(last10);
    await waitFor(() => expect(screen.getByText(/Counted over 10 draws/)).toBeInTheDocument());
    expect(api.callsTo('GET', '/statistics/powerball').at(-1)).toMatchObject({ body: { last: '10' } });
    expect(router.state.location.search).toBe('?last=10');
    expect(last10).toBeChecked();
  });

  it('says so when nothing has been drawn yet', async () => {
    renderStatistics('/powerball/statistics', () =>
      statistics({
        drawsCounted: 0,
        firstDraw: null,
        lastDraw: null,
        numberSets: statistics().numberSets.map((set) => ({
          ...set,
          frequencies: freq(set.max),
          hot: [],
          cold: [],
        })),
      }),
    );
    expect(await screen.findByText(/No Powerball draw has been drawn yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Powerball' })).toHaveAttribute('href', '/powerball');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the statistics cannot load', async () => {
    let calls = 0;
    const { user } = renderStatistics('/powerball/statistics', () => {
      calls += 1;
      // The first load and its one quick retry fail.
      if (calls <= 2) throw new ApiError({ status: 0, url: '/v2/statistics/powerball', message: 'Offline' });
      return statistics();
    });
    // After the one quick retry, a second apart.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      "We couldn't load the number statistics.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Numbers' })).toBeInTheDocument();
  });

  it('is the 404 page for a key without statistics (a raffle, an unknown key)', async () => {
    renderStatistics('/nope/statistics', () => {
      throw new ApiError({
        status: 404,
        url: '/v2/statistics/nope',
        message: 'Not found',
        code: 'not_found',
      });
    });
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('is the 404 page when commercial lotteries are off', async () => {
    const { api } = renderStatistics(
      '/powerball/statistics',
      () => statistics(),
      allCapabilities.filter((capability) => capability !== 'commercial_lotteries'),
    );
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/statistics/powerball')).toHaveLength(0);
  });
});
