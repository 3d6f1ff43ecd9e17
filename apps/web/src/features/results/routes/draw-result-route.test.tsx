import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledQueryClient, renderShop, waitLongerForLazyPages } from '../../../test/render';
import { fullDrawResultSchema } from '@fairdraw/contracts';
import { clientWithGet, getByPath, networkFailure, notFound, ok } from '../../../test/fake-api';
import {
  fullPowerballResult,
  powerballResult,
  raffleResult,
  resultKeysAnswer,
} from '../../../test/result-fixtures';

waitLongerForLazyPages();

const FULL = '/draw/full_result';

function renderAt(path: string, get: ReturnType<typeof getByPath>) {
  return renderShop(path, {}, filledQueryClient(), { client: clientWithGet(get) });
}

describe('/:productOfferKey/results/draw/:drawNo', () => {
  it('shows the numbers as balls, the prize divisions and the integrity panel', async () => {
    const get = getByPath({
      ...resultKeysAnswer,
      [FULL]: () => Promise.resolve(ok(fullPowerballResult(1550))),
    });
    const { user } = renderAt('/powerball/results/draw/1550', get);

    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball draw 1550' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      FULL,
      { productOfferKey: 'powerball', drawNo: 1550 },
      expect.objectContaining({ apiVersion: '3.6' }),
    );
    expect(screen.getByText('Winning numbers 3, 11, 19, 24, 28, 31, 35; Powerball 9')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Prize divisions' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DivisionWinnersPrize per winner',
      'Division 17 winning numbers + the Powerball2of which 1 at Fairdraw$20,000,000.00',
      'Division 27 winning numbers14$123,456.00',
    ]);
    expect(screen.getByText('Paid to winners').nextElementSibling).toHaveTextContent('$20,000,000.00');

    const panel = screen.getByRole('region', { name: 'Check this draw' });
    expect(within(panel).getByText('Entries').nextElementSibling).toHaveTextContent('42');
    expect(within(panel).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(panel).queryByText('Seed commitment')).not.toBeInTheDocument();
    const howTo = within(panel).getByText('How to verify');
    await user.click(howTo);
    expect(within(panel).getByText(/Sort the lines, join them with a line break/)).toBeVisible();
  });

  it('gives a raffle its winning ticket, prize value, revealed seed and the seed procedure', async () => {
    const raffle = fullDrawResultSchema.parse({
      ...raffleResult(37),
      prizes: [
        {
          id: 1,
          main: true,
          name: 'Family SUV',
          description: 'Drawn from every ticket sold',
          winners: 1,
          nationalWinners: 1,
          prizeEach: { amount: '65000.00', currency: 'AUD' },
          total: { amount: '65000.00', currency: 'AUD' },
          awardedAt: '2026-02-26T10:00:00.000Z',
        },
      ],
      totalWinners: 1,
      totalPaid: { amount: '0.00', currency: 'AUD' },
    });
    const get = getByPath({ ...resultKeysAnswer, [FULL]: () => Promise.resolve(ok(raffle)) });
    renderAt('/tallowood-surf-raffle/results/draw/37', get);

    expect(await screen.findByText('Winning ticket 1207')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Prize' })).toHaveTextContent('Family SUV1$65,000.00');
    expect(screen.queryByText('Paid to winners')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Check this draw' });
    expect(within(panel).getByText('c'.repeat(64))).toBeInTheDocument();
    expect(within(panel).getByText('d'.repeat(64))).toBeInTheDocument();
    expect(
      within(panel).getByText(/Check that the SHA-256 of the seed’s bytes equals the commitment/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Winning tickets and the causes they support' })).toHaveAttribute(
      'href',
      '/tallowood-surf-raffle/winners',
    );
  });

  it('says a draw has no results yet when the server has none (404)', async () => {
    const SEALED = '/draw/integrity/powerball/1551';
    const get = getByPath({
      ...resultKeysAnswer,
      [FULL]: () => Promise.reject(notFound(FULL)),
      [SEALED]: () => Promise.reject(notFound(SEALED)),
    });
    renderAt('/powerball/results/draw/1551', get);
    expect(await screen.findByText(/There are no results for this draw yet/)).toBeInTheDocument();
    // Result keys, the draw, then whether it is sealed yet: a 404 is not retried.
    expect(get).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('region', { name: 'Check this draw' })).not.toBeInTheDocument();
  });

  it('publishes a closed draw’s sealed entries before its result exists', async () => {
    const SEALED = '/draw/integrity/powerball/1551';
    const closed = powerballResult(1551, { state: 'DRAW_CLOSED', winningNumbers: [] });
    const get = getByPath({
      ...resultKeysAnswer,
      [FULL]: () => Promise.reject(notFound(FULL)),
      [SEALED]: () => Promise.resolve(ok(closed)),
    });
    renderAt('/powerball/results/draw/1551', get);
    expect(
      await screen.findByText(/Sales for this draw have closed and its entries are sealed/),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Check this draw' });
    expect(within(panel).getByText('Entries').nextElementSibling).toHaveTextContent('42');
    expect(within(panel).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download the 42 entries (text)' })).toHaveAttribute(
      'href',
      '/public/draws/powerball/1551/entries.txt',
    );
    expect(screen.queryByRole('table', { name: 'Prize divisions' })).not.toBeInTheDocument();
  });

  it('offers a retry when the result cannot be loaded', async () => {
    const get = getByPath({ ...resultKeysAnswer, [FULL]: () => Promise.reject(networkFailure(FULL)) });
    renderAt('/powerball/results/draw/1550', get);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this result.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is the app’s 404 for an unknown game or a draw number that is not one', async () => {
    const unknown = renderAt('/no-such-game/results/draw/1', getByPath(resultKeysAnswer));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    unknown.unmount();
    const get = getByPath(resultKeysAnswer);
    renderAt('/powerball/results/draw/1e3', get);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/draw/full_result', expect.anything(), expect.anything());
  });
});
