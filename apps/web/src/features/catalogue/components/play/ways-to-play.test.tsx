import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productOffersResultSchema } from '@fairdraw/contracts';
import type { GameType, ProductOffer } from '@fairdraw/contracts';
import { memoryCookieJar } from '../../../../lib/session-store';
import { cartFixture, cartItem, fakeApi } from '../../../../test/fake-api';
import { NOW } from '../../../../test/fixtures';
import { offersFixture } from '../../../../test/offer-fixtures';
import { filledQueryClient, renderShop } from '../../../../test/render';

const aud = (amount: string) => ({ amount, currency: 'AUD' });
const set = (key: string, name: string, count: number, max: number, drawnCount: number) => ({
  key,
  name,
  count,
  min: 1,
  max,
  drawnCount,
  supplementaryCount: 0,
});
const offerOf = (key: string, name: string, main: number, powerballs: number, extra = {}) => ({
  key,
  name,
  numberSets: [set('main', 'Numbers', main, 35, 7), set('powerball', 'Powerball', powerballs, 20, 1)],
  defaultGames: 1,
  minGames: 1,
  maxGames: 10,
  pricePerGame: aud('1.35'),
  ...extra,
});

// Powerball's ways to play as the shop sells them (decision 0047), on the fixture catalogue.
const waysToPlay: GameType[] = [
  {
    key: 'deferred',
    name: 'Multi-week',
    gameOffers: [offerOf('pb_weeks_4', '4 weeks', 7, 1, { numWeeks: 4 })],
  },
  {
    key: 'reduced_system',
    name: 'Systems',
    gameOffers: [8, 9, 10, 11, 12, 13, 14].map((size) =>
      offerOf(`pb_system_${size}`, `System ${size}`, size, 1),
    ),
  },
  { key: 'powerhit', name: 'PowerHit', gameOffers: [offerOf('pb_powerhit_7', 'PowerHit', 7, 20)] },
  {
    key: 'mega_combo',
    name: 'Super Combos',
    gameOffers: [
      offerOf('pb_combo_4x8', '4 × System 8', 8, 1, { defaultGames: 4, minGames: 4, maxGames: 4 }),
    ],
  },
];

function renderPlay(path: string) {
  const offers = productOffersResultSchema.parse({
    ...offersFixture,
    offers: offersFixture.offers.map((offer): ProductOffer =>
      offer.key === 'powerball'
        ? {
            ...offer,
            gameTypes: [
              ...offer.gameTypes.filter((type) => !waysToPlay.some((way) => way.key === type.key)),
              ...waysToPlay,
            ],
          }
        : offer,
    ),
  });
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_1',
    'GET /anon-cart/tok_1': () => cartFixture(),
    'POST /anon-cart/tok_1/items': () => cartFixture({ cartItems: [cartItem()] }),
  });
  const view = renderShop(path, { offers }, filledQueryClient({ offers }), {
    client: api.client,
    cookies: memoryCookieJar(),
  });
  return { ...view, api };
}

const addButton = () => screen.getByRole('button', { name: /^Add to cart/ });

async function addedBody(api: ReturnType<typeof renderPlay>['api']) {
  await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
    timeout: 3000,
  });
  return api.callsTo('POST', '/anon-cart/tok_1/items')[0]?.body as {
    gameType: string;
    gameOffer: string;
    numDraws: number;
    productType: string;
    games: Array<{ sets: Array<{ key: string; numbers: number[] }> }>;
  };
}

describe('play screen: every way to play Powerball', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('prices a System entry as the games it stands for, and sends its 8 numbers', async () => {
    const { user, api } = renderPlay('/powerball/systems');
    // Seven sizes are a list to choose from, each with its games and the price of an entry.
    const sizes = await screen.findByRole('combobox', { name: 'Systems: choose the size' });
    expect(within(sizes).getByRole('option', { name: 'System 8: 8 games, $10.80 an entry' })).toHaveProperty(
      'selected',
      true,
    );
    await user.selectOptions(sizes, 'pb_system_9');
    await screen.findByRole('group', { name: 'Pick 9 numbers from 1 to 35' });
    expect(within(sizes).getByRole('option', { name: 'System 9: 36 games, $48.60 an entry' })).toHaveProperty(
      'selected',
      true,
    );
    await user.selectOptions(sizes, 'pb_system_8');
    await screen.findByRole('group', { name: 'Pick 8 numbers from 1 to 35' });
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    expect(screen.getByText('1 entry × 8 games × $1.35 × 1 draw')).toBeInTheDocument();
    expect(screen.getByText('1 entry (from 1 to 10)')).toBeInTheDocument();
    await user.click(addButton());
    const body = await addedBody(api);
    expect(body).toMatchObject({ gameType: 'reduced_system', gameOffer: 'pb_system_8' });
    expect(body.games[0]!.sets[0]!.numbers).toHaveLength(8);
  });

  it('plays every Powerball in a PowerHit: none to pick, "PH" shown, all 20 sent', async () => {
    const { user, api } = renderPlay('/powerball/powerhit');
    await screen.findByText('PowerHit: all 20 Powerballs play, so one of them is always drawn.');
    expect(screen.queryByRole('group', { name: /Powerball from 1 to 20/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    // The game's balls show "PH" for its Powerballs; screen readers get the game summary in words.
    expect(
      screen.getAllByRole('img', { name: 'PowerHit: all 20 Powerballs', hidden: true })[0],
    ).toHaveTextContent('PH');
    expect(screen.getAllByText(/· PowerHit: all 20 Powerballs$/).length).toBeGreaterThan(0);
    expect(screen.getByText('1 entry × 20 games × $1.35 × 1 draw')).toBeInTheDocument();
    await user.click(addButton());
    const body = await addedBody(api);
    expect(body.gameType).toBe('powerhit');
    expect(body.games[0]!.sets[1]).toEqual({
      key: 'powerball',
      numbers: Array.from({ length: 20 }, (_, i) => i + 1),
    });
  });

  it('plays a multi-week entry in every draw of its weeks, with no draw count to choose', async () => {
    const { user, api } = renderPlay('/powerball/subscriptions');
    await screen.findByText(/Plays every draw for 4 weeks from the chosen draw: 4 draws, paid today/);
    expect(screen.queryByRole('group', { name: 'Number of draws' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    expect(screen.getByText('1 game × $1.35 × 4 draws')).toBeInTheDocument();
    await user.click(addButton());
    expect(await addedBody(api)).toMatchObject({
      gameType: 'deferred',
      numDraws: 4,
      productType: 'multi_draw_ticket',
    });
  });

  it('sells a Super Combo pack whole: its four System entries are quick picks, none added or removed', async () => {
    const { user, api } = renderPlay('/powerball/super-combos');
    expect(await screen.findByRole('heading', { level: 4, name: 'Entry 4' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4, name: /^Entry \d$/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add a game' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.getByText('4 entries × 8 games × $1.35 × 1 draw')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New numbers for every entry' }));
    await user.click(screen.getByRole('button', { name: 'Quick pick entry 2' }));
    await user.click(addButton());
    const body = await addedBody(api);
    expect(body).toMatchObject({ gameType: 'mega_combo', gameOffer: 'pb_combo_4x8' });
    expect(body.games).toHaveLength(4);
    for (const game of body.games) expect(game.sets[0]!.numbers).toHaveLength(8);
  });
});
