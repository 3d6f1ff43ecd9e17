import { describe, expect, it } from 'vitest';
import { cartItemInputSchema } from '@fairdraw/contracts';
import { toCartItemInput, toRaffleCartItemInput, toSyndicateCartItemInput } from './cart-input';
import type { Game, LotteryTicket } from './model';
import {
  gameOffer,
  lottoWithFavourites,
  powerballOffer,
  productOffer,
  raffleOffer,
  syndicateOffer,
} from './test-fixtures';

const powerballGame: Game = {
  sets: [
    { key: 'numbers', numbers: [3, 9, 14, 22, 27, 31, 35] },
    { key: 'powerball', numbers: [7] },
  ],
};

function ticket(overrides: Partial<LotteryTicket> = {}): LotteryTicket {
  return {
    productOfferKey: 'powerball',
    gameTypeKey: 'standard',
    gameOfferKey: 'powerball_standard',
    games: [powerballGame],
    numDraws: 1,
    firstDrawNo: null,
    causeKey: null,
    ...overrides,
  };
}

function inputOf<T>(result: { ok: true; input: T } | { ok: false; reasons: string[] }): T {
  if (!result.ok) throw new Error(`Refused: ${result.reasons.join(', ')}`);
  // Whatever the domain builds, the contract must accept.
  expect(cartItemInputSchema.safeParse(result.input).success).toBe(true);
  return result.input;
}

describe('toCartItemInput', () => {
  it('turns a complete ticket into the item body, starting at the next draw', () => {
    expect(inputOf(toCartItemInput(ticket(), productOffer()))).toEqual({
      productType: 'lottery_ticket',
      lottery: 'powerball',
      gameType: 'standard',
      gameOffer: 'powerball_standard',
      drawNo: 1571,
      numDraws: 1,
      quickpick: false,
      games: [
        {
          sets: [
            { key: 'numbers', numbers: [3, 9, 14, 22, 27, 31, 35] },
            { key: 'powerball', numbers: [7] },
          ],
        },
      ],
    });
  });

  it.each<[string, Partial<LotteryTicket>, { autoplay?: boolean }, string, number | 'autoplay']>([
    ['one draw', { numDraws: 1 }, {}, 'lottery_ticket', 1],
    ['several draws', { numDraws: 5 }, {}, 'multi_draw_ticket', 5],
    ['autoplay', { numDraws: 1 }, { autoplay: true }, 'lottery_ticket', 'autoplay'],
  ])('sends %s as %s', (_, overrides, options, productType, numDraws) => {
    const input = inputOf(toCartItemInput(ticket(overrides), productOffer(), options));
    expect(input.productType).toBe(productType);
    expect(input.numDraws).toBe(numDraws);
  });

  it('starts at the chosen later draw', () => {
    expect(inputOf(toCartItemInput(ticket({ firstDrawNo: 1572 }), productOffer())).drawNo).toBe(1572);
  });

  it('marks Quick Pick tickets as quick picks unless told otherwise', () => {
    const random = ticket({ gameTypeKey: 'random', gameOfferKey: 'powerball_random' });
    expect(inputOf(toCartItemInput(random, productOffer())).quickpick).toBe(true);
    expect(inputOf(toCartItemInput(ticket(), productOffer(), { quickpick: true })).quickpick).toBe(true);
  });

  it('sends the chosen days as a Monday-first bitmask where days are selectable', () => {
    const twoDays = productOffer({ drawDays: 0b000_0101 });
    const input = inputOf(toCartItemInput(ticket({ days: ['wednesday', 'monday'] }), twoDays));
    expect(input.day).toBe(0b000_0101);
    expect(inputOf(toCartItemInput(ticket({ days: ['monday'] }), productOffer())).day).toBeUndefined();
  });

  it('sends the cause and the affiliate code when there are any', () => {
    const offer = productOffer({
      causes: [{ key: 'hospice', urlSlug: 'hospice', name: 'Hospice', description: '' }],
    });
    const input = inputOf(
      toCartItemInput(ticket({ causeKey: 'hospice' }), offer, { affiliateCode: 'partner_7' }),
    );
    expect(input).toMatchObject({ causeKey: 'hospice', affiliateCode: 'partner_7' });
    expect(inputOf(toCartItemInput(ticket(), productOffer(), { affiliateCode: null }))).not.toHaveProperty(
      'affiliateCode',
    );
  });

  it('leaves the Favourites pool out of the games it sends', () => {
    const offer = productOffer({
      key: 'saturday_lotto',
      gameTypes: [{ key: 'standard', name: 'Pick your numbers', gameOffers: [lottoWithFavourites] }],
    });
    const game: Game = {
      sets: [
        { key: 'numbers', numbers: [1, 2, 3, 4, 5, 6] },
        { key: 'favourites', numbers: [7, null, null, null, null, null] },
      ],
    };
    const built = ticket({
      productOfferKey: 'saturday_lotto',
      gameOfferKey: lottoWithFavourites.key,
      games: [game],
    });
    expect(inputOf(toCartItemInput(built, offer)).games).toEqual([
      { sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 5, 6] }] },
    ]);
  });

  it('refuses a PowerPik entry until every Powerball it pays for is picked', () => {
    const pair = gameOffer('pb_pair', [
      powerballOffer.numberSets[0]!,
      { ...powerballOffer.numberSets[1]!, count: 2 },
    ]);
    const offer = productOffer({ gameTypes: [{ key: 'standard', name: 'Standard', gameOffers: [pair] }] });
    const game: Game = { sets: [powerballGame.sets[0]!, { key: 'powerball', numbers: [null, 12] }] };
    expect(toCartItemInput(ticket({ gameOfferKey: 'pb_pair', games: [game] }), offer)).toEqual({
      ok: false,
      reasons: ['incomplete_games', 'too_few_games'],
    });
    const full: Game = { sets: [powerballGame.sets[0]!, { key: 'powerball', numbers: [3, 12] }] };
    const input = inputOf(toCartItemInput(ticket({ gameOfferKey: 'pb_pair', games: [full] }), offer));
    expect(input.games[0]?.sets[1]).toEqual({ key: 'powerball', numbers: [3, 12] });
  });

  it('gives the reasons instead of a body when the ticket cannot go into the cart', () => {
    const incomplete: Game = {
      sets: [{ key: 'numbers', numbers: [1, null, 3, 4, 5, 6, 7] }, powerballGame.sets[1]!],
    };
    expect(toCartItemInput(ticket({ games: [incomplete], numDraws: 11 }), productOffer())).toEqual({
      ok: false,
      reasons: ['incomplete_games', 'too_few_games', 'bad_num_draws'],
    });
  });

  it('sends the complete games only: empty games are not bought', () => {
    const empty: Game = {
      sets: [
        { key: 'numbers', numbers: [null, null, null, null, null, null, null] },
        { key: 'powerball', numbers: [null] },
      ],
    };
    const input = inputOf(toCartItemInput(ticket({ games: [empty, powerballGame, empty] }), productOffer()));
    expect(input.games).toEqual([
      {
        sets: [
          { key: 'numbers', numbers: [3, 9, 14, 22, 27, 31, 35] },
          { key: 'powerball', numbers: [7] },
        ],
      },
    ]);
  });
});

describe('toRaffleCartItemInput', () => {
  const raffle = {
    productOfferKey: 'hospice_raffle',
    drawNo: 12,
    raffleOfferKey: 'five_pack',
    quantity: 2,
    causeKey: 'hospice',
  };

  it('turns raffle tickets into the item body', () => {
    expect(inputOf(toRaffleCartItemInput(raffle, raffleOffer(), { affiliateCode: 'partner_7' }))).toEqual({
      productType: 'raffle_ticket',
      lottery: 'hospice_raffle',
      gameOffer: 'five_pack',
      drawNo: 12,
      quantity: 2,
      causeKey: 'hospice',
      affiliateCode: 'partner_7',
    });
  });

  it('gives the reasons when the tickets cannot go into the cart', () => {
    expect(toRaffleCartItemInput({ ...raffle, causeKey: null }, raffleOffer())).toEqual({
      ok: false,
      reasons: ['cause_required'],
    });
  });
});

describe('toSyndicateCartItemInput', () => {
  it('turns shares into the item body', () => {
    const share = { productOfferKey: 'powerball_syndicate', drawNo: 1571, quantity: 3 };
    expect(inputOf(toSyndicateCartItemInput(share, syndicateOffer()))).toEqual({
      productType: 'syndicate_share',
      lottery: 'powerball_syndicate',
      drawNo: 1571,
      quantity: 3,
    });
  });

  it('gives the reasons when the shares cannot go into the cart', () => {
    const share = { productOfferKey: 'powerball_syndicate', drawNo: 1571, quantity: 20 };
    expect(toSyndicateCartItemInput(share, syndicateOffer())).toEqual({
      ok: false,
      reasons: ['not_enough_shares'],
    });
  });
});
