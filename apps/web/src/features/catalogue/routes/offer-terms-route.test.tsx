import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop, waitLongerForLazyPages } from '../../../test/render';

waitLongerForLazyPages();

describe('/:productOfferKey/terms-and-conditions', () => {
  it("shows a lottery's rules with every division's requirement, prize and odds", async () => {
    renderShop('/powerball/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Powerball game rules' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Prize divisions and odds' });
    expect(table).toHaveAccessibleDescription(/What each division needs, what it pays and the odds/);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(10);
    expect(rows[1]).toHaveTextContent('Division 17 winning numbers + the Powerball');
    expect(rows[1]).toHaveTextContent('1 in 134,490,400');
    expect(rows[1]).toHaveTextContent('35% of the prize pool');
    expect(rows[9]).toHaveTextContent('1 in 66');
    expect(table).toHaveAccessibleDescription(/The odds of winning any prize with one game are 1 in 44\.$/);
    expect(screen.getByText(/One game costs \$1\.35/)).toBeInTheDocument();
  });

  it('names a later draw by its number, and a draw that is not on sale is the 404 page', async () => {
    renderShop('/powerball/terms-and-conditions/1503');
    expect(await screen.findByText(/Draw 1503 is on/)).toBeInTheDocument();
    renderShop('/powerball/terms-and-conditions/9999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it("shows a raffle's cause, prize, ticket cap and bundles", async () => {
    renderShop('/dream-home/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle game rules' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/raises money for Kids Cancer Foundation/)).toBeInTheDocument();
    expect(screen.getByText(/First prize: Gold Coast dream home, worth \$1,250,000\.00/)).toBeInTheDocument();
    expect(screen.getByText(/At most 5,000 tickets are sold/)).toBeInTheDocument();
    expect(screen.getByText('Tickets: 1 for $5.00, 5 for $20.00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'enter for free by post' })).toHaveAttribute(
      'href',
      '/dream-home/draw/42?free-postal-entry',
    );
  });
});
