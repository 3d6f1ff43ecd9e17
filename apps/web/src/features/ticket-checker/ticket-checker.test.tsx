import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import type { TicketCheckLottery, TicketCheckResult } from '@fairdraw/contracts';
import { fakeApi, type FakeRoute } from '../../test/fake-api';
import { renderShop } from '../../test/render';

const powerball: TicketCheckLottery = {
  productOfferKey: 'powerball',
  name: 'Powerball',
  inOrder: false,
  boxable: false,
  numberSets: [
    { key: 'numbers', name: 'Numbers', count: 7, maxCount: 20, min: 1, max: 35 },
    { key: 'powerball', name: 'Powerball', count: 1, maxCount: 20, min: 1, max: 20 },
  ],
};
const strike: TicketCheckLottery = {
  productOfferKey: 'lotto_strike',
  name: 'Lotto Strike',
  inOrder: true,
  boxable: true,
  numberSets: [{ key: 'numbers', name: 'Numbers (in order)', count: 4, maxCount: 4, min: 1, max: 45 }],
};

const draws = [
  { drawNo: 1500, date: '2026-02-26T09:30:00Z' },
  { drawNo: 1499, date: '2026-02-19T09:30:00Z' },
];

function answer(games: TicketCheckResult['games']): TicketCheckResult {
  return {
    productOfferKey: 'powerball',
    name: 'Powerball',
    drawNo: 1499,
    date: '2026-02-19T09:30:00Z',
    winning: [
      { key: 'numbers', name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7] },
      { key: 'powerball', name: 'Powerball', numbers: [7] },
    ],
    supplementary: [],
    games,
  };
}

function renderChecker(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /ticket-check/lotteries': () => [powerball, strike],
    'GET /ticket-check/powerball/draws': () => draws,
    'GET /ticket-check/lotto_strike/draws': () => [],
    ...routes,
  });
  return { ...renderShop('/ticket-checker', {}, undefined, { client: api.client }), api };
}

/** Types a game into its boxes (pasted per box: typing key by key is slow on a busy machine). */
async function fillGame(
  user: ReturnType<typeof renderChecker>['user'],
  game: number,
  main: number[],
  ball: number,
) {
  const boxes = [
    ...main.map((n, index) => [`Game ${game}, Numbers ${index + 1} of 7`, n] as const),
    [`Game ${game}, Powerball 1 of 1`, ball] as const,
  ];
  for (const [name, n] of boxes) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(String(n));
  }
}

// Typing whole games takes a while when the machine is busy.
const TYPING_TIMEOUT_MS = 15_000;

describe('/ticket-checker', () => {
  it(
    'checks each game of a drawn draw and shows the division, matched numbers and prize',
    async () => {
      const { user, api } = renderChecker({
        'POST /ticket-check': () =>
          answer([
            {
              sets: [
                { key: 'numbers', numbers: [1, 2, 3, 4, 20, 21, 22], matched: [1, 2, 3, 4] },
                { key: 'powerball', numbers: [7], matched: [7] },
              ],
              matchedSupplementary: [],
              division: { number: 6, name: 'Division 6', description: '4 winning numbers + the Powerball' },
              prize: { amount: '42.50', currency: 'AUD' },
              games: 1,
              wins: [
                {
                  division: {
                    number: 6,
                    name: 'Division 6',
                    description: '4 winning numbers + the Powerball',
                  },
                  games: 1,
                  prize: { amount: '42.50', currency: 'AUD' },
                },
              ],
            },
            {
              sets: [
                { key: 'numbers', numbers: [10, 11, 12, 13, 14, 15, 16], matched: [] },
                { key: 'powerball', numbers: [8], matched: [] },
              ],
              matchedSupplementary: [],
              division: null,
              prize: null,
              games: 1,
              wins: [],
            },
          ]),
      });
      await waitFor(() => expect(document.title).toBe('Ticket checker | Fairdraw'));
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Lottery' }), 'powerball');
      const drawSelect = await screen.findByRole('combobox', { name: 'Draw' });
      expect(drawSelect).toHaveValue('1500');
      expect(
        within(drawSelect)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Draw 1500, Thu 26 Feb, 8:30 pm AEDT', 'Draw 1499, Thu 19 Feb, 8:30 pm AEDT']);
      await user.selectOptions(drawSelect, '1499');

      await fillGame(user, 1, [1, 2, 3, 4, 20, 21, 22], 7);
      await user.click(screen.getByRole('button', { name: 'Add another game' }));
      await fillGame(user, 2, [10, 11, 12, 13, 14, 15, 16], 8);
      await user.click(screen.getByRole('button', { name: 'Check my numbers' }));

      const heading = await screen.findByRole('heading', { name: 'Powerball draw 1499' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(api.callsTo('POST', '/ticket-check')[0]!.body).toEqual({
        productOfferKey: 'powerball',
        drawNo: 1499,
        games: [
          {
            sets: [
              { key: 'numbers', numbers: [1, 2, 3, 4, 20, 21, 22] },
              { key: 'powerball', numbers: [7] },
            ],
          },
          {
            sets: [
              { key: 'numbers', numbers: [10, 11, 12, 13, 14, 15, 16] },
              { key: 'powerball', numbers: [8] },
            ],
          },
        ],
      });
      const results = screen.getByRole('region', { name: 'Powerball draw 1499' });
      const games = within(results)
        .getAllByRole('listitem')
        .filter((item) => item.className === 'checker-game-result');
      expect(games[0]).toHaveTextContent(
        'Game 1: Division 6, 4 winning numbers + the Powerball. Prize per winner: $42.50.',
      );
      expect(within(games[0]!).getAllByText('(matched)')).toHaveLength(5);
      expect(games[1]).toHaveTextContent('Game 2: No prize.');
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'asks for every number before sending, and shows the server’s problem under its game',
    async () => {
      const { user, api } = renderChecker({
        'POST /ticket-check': () => {
          throw new ApiError({
            status: 400,
            url: '/v2/ticket-check',
            message: 'Please check the highlighted fields.',
            errors: { 'games.0': ['Game 1: enter 7 different numbers from 1 to 35.'] },
          });
        },
      });
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Lottery' }), 'powerball');
      await screen.findByRole('combobox', { name: 'Draw' });
      await user.click(screen.getByRole('button', { name: 'Check my numbers' }));
      expect(await screen.findByText('Game 1: fill in every number.')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted games.');
      expect(api.callsTo('POST', '/ticket-check')).toHaveLength(0);

      await fillGame(user, 1, [1, 1, 3, 4, 5, 6, 7], 7);
      await user.click(screen.getByRole('button', { name: 'Check my numbers' }));
      expect(await screen.findByText('Game 1: enter 7 different numbers from 1 to 35.')).toBeInTheDocument();
      const game = screen.getByRole('group', { name: 'Game 1' });
      expect(game).toHaveAccessibleDescription('Game 1: enter 7 different numbers from 1 to 35.');
      expect(screen.getByRole('textbox', { name: 'Game 1, Numbers 1 of 7' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'checks a System 8 entry: one more number box, and every division its games won',
    async () => {
      const division = (number: number, description: string) => ({
        number,
        name: `Division ${number}`,
        description,
      });
      const { user, api } = renderChecker({
        'POST /ticket-check': () =>
          answer([
            {
              sets: [
                { key: 'numbers', numbers: [1, 2, 3, 4, 5, 6, 20, 21], matched: [1, 2, 3, 4, 5, 6] },
                { key: 'powerball', numbers: [3], matched: [] },
              ],
              matchedSupplementary: [],
              division: division(4, '6 winning numbers'),
              prize: { amount: '5000.00', currency: 'AUD' },
              games: 8,
              wins: [
                {
                  division: division(4, '6 winning numbers'),
                  games: 2,
                  prize: { amount: '5000.00', currency: 'AUD' },
                },
                { division: division(7, '5 winning numbers'), games: 6, prize: null },
              ],
            },
          ]),
      });
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Lottery' }), 'powerball');
      await screen.findByRole('combobox', { name: 'Draw' });
      await user.click(screen.getByRole('button', { name: 'Add a numbers box to game 1' }));
      const boxes = [1, 2, 3, 4, 5, 6, 20, 21].map(
        (n, index) => [`Game 1, Numbers ${index + 1} of 8`, n] as const,
      );
      for (const [name, n] of [...boxes, ['Game 1, Powerball 1 of 1', 3] as const]) {
        await user.click(screen.getByRole('textbox', { name }));
        await user.paste(String(n));
      }
      await user.click(screen.getByRole('button', { name: 'Check my numbers' }));
      const results = await screen.findByRole('region', { name: 'Powerball draw 1499' });
      expect(api.callsTo('POST', '/ticket-check')[0]!.body).toMatchObject({
        games: [
          {
            sets: [
              { key: 'numbers', numbers: [1, 2, 3, 4, 5, 6, 20, 21] },
              { key: 'powerball', numbers: [3] },
            ],
          },
        ],
      });
      expect(within(results).getByText(/an entry of 8 games/)).toBeInTheDocument();
      expect(
        within(results).getByText(/Division 4 × 2 \(6 winning numbers\), \$5,000.00 each/),
      ).toBeInTheDocument();
      expect(
        within(results).getByText(/Division 7 × 6 \(5 winning numbers\), prize not known yet/),
      ).toBeInTheDocument();
    },
    TYPING_TIMEOUT_MS,
  );

  it('says when a lottery has no drawn draw yet, and explains in-order games', async () => {
    const { user } = renderChecker();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Lottery' }), 'lotto_strike');
    expect(await screen.findByText(/No Lotto Strike draw has been drawn yet/)).toBeInTheDocument();
    expect(screen.getByText(/each counts only in the position it was drawn/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my numbers' })).toBeDisabled();
  });

  it('offers a retry when the lotteries cannot load', async () => {
    let calls = 0;
    const { user } = renderChecker({
      'GET /ticket-check/lotteries': () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({ status: 0, url: '/v2/ticket-check/lotteries', message: 'Offline' });
        return [powerball];
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the lotteries.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Lottery' })).toBeInTheDocument();
  });
});
