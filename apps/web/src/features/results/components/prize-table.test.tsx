import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullDrawResultSchema, type DrawPrize, type FullDrawResult } from '@fairdraw/contracts';
import { fullPowerballResult } from '../../../test/result-fixtures';
import { PrizeTable } from './prize-table';

const money = (amount: string) => ({ amount, currency: 'AUD' });

function division(id: number, prize: Partial<DrawPrize>): DrawPrize {
  return {
    id,
    main: id === 1,
    name: `Division ${id}`,
    description: `Division ${id} numbers`,
    winners: 0,
    nationalWinners: null,
    prizeEach: null,
    total: money('0.00'),
    awardedAt: null,
    ...prize,
  };
}

const withPrizes = (prizes: DrawPrize[], extra: Partial<FullDrawResult> = {}) =>
  fullDrawResultSchema.parse({ ...fullPowerballResult(1571), prizes, ...extra });

/** Each body row as its cells' text: division, winners, prize per winner. */
function rows() {
  const table = screen.getByRole('table', { name: 'Prize divisions' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the prize table', () => {
  it('shows each division’s winners across the country, Fairdraw’s among them, and the prize per winner', () => {
    render(
      <PrizeTable
        result={withPrizes([
          division(1, { winners: 1, nationalWinners: 2, prizeEach: money('2800000.00') }),
          division(2, { nationalWinners: 14, prizeEach: money('9521.35') }),
          division(9, { winners: 3, nationalWinners: 461_022, prizeEach: money('12.40') }),
        ])}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Division',
      'Winners',
      'Prize per winner',
    ]);
    expect(rows()).toEqual([
      ['Division 1Division 1 numbers', '2of which 1 at Fairdraw', '$2,800,000.00'],
      ['Division 2Division 2 numbers', '14', '$9,521.35'],
      ['Division 9Division 9 numbers', '461,022of which 3 at Fairdraw', '$12.40'],
    ]);
    // "of which" is for the ear; the eye reads the smaller line under the count.
    expect(screen.getAllByText('of which')[0]).toHaveClass('visually-hidden');
    expect(screen.queryByText(/Not announced/)).not.toBeInTheDocument();
  });

  it('reads an unknown count as a dash that says so, never as 0', () => {
    render(
      <PrizeTable
        result={withPrizes([
          division(1, { winners: 1, nationalWinners: null, prizeEach: money('150000.00') }),
          division(2, { winners: 0, nationalWinners: null, prizeEach: null }),
        ])}
      />,
    );
    expect(rows()).toEqual([
      ['Division 1Division 1 numbers', '—Not announced yetof which 1 at Fairdraw', '$150,000.00'],
      ['Division 2Division 2 numbers', '—Not announced yet', '—Not announced yet'],
    ]);
    for (const dash of screen.getAllByText('—', { selector: 'td span' }))
      expect(dash).toHaveAttribute('aria-hidden', 'true');
    for (const words of screen.getAllByText('Not announced yet'))
      expect(words).toHaveClass('visually-hidden');
    // The key to the dash, for those who see it.
    expect(screen.getByText('— Not announced yet.')).toBeVisible();
  });

  it('says a division nobody won was not won, and leaves Fairdraw out before the draw is scored', () => {
    render(
      <PrizeTable
        result={withPrizes([
          division(1, { winners: null, nationalWinners: 0, prizeEach: money('5600000.00') }),
          division(2, { winners: null, nationalWinners: 5, prizeEach: money('48210.00') }),
        ])}
      />,
    );
    expect(rows()).toEqual([
      ['Division 1Division 1 numbers', '0', 'Not won'],
      ['Division 2Division 2 numbers', '5', '$48,210.00'],
    ]);
    expect(screen.queryByText(/at Fairdraw/)).not.toBeInTheDocument();
    expect(screen.queryByText('— Not announced yet.')).not.toBeInTheDocument();
  });

  it('gives a raffle’s one prize its winner and value', () => {
    render(
      <PrizeTable
        result={withPrizes(
          [
            division(1, {
              name: 'Family SUV',
              winners: 1,
              nationalWinners: 1,
              prizeEach: money('65000.00'),
            }),
          ],
          { category: 'raffles', productType: 'raffle_ticket', winningNumbers: [], winningTickets: [7] },
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Prize' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PrizeWinnersValue', 'Family SUV1$65,000.00']);
  });
});
