import { describe, expect, it } from 'vitest';
import {
  CART_MAX_GAMES,
  CART_MAX_NUMBERS_PER_SET,
  CART_MAX_SETS_PER_GAME,
  cartItemInputSchema,
  lotteryCartItemInputSchema,
  raffleCartItemInputSchema,
  syndicateCartItemInputSchema,
} from './cart';
import { toCamelCase } from './casing';

const game = {
  sets: [
    { key: 'numbers', numbers: [3, 9, 14, 22, 27, 31, 35] },
    { key: 'powerball', numbers: [7] },
  ],
};

const lottery = {
  productType: 'lottery_ticket',
  lottery: 'powerball',
  gameType: 'standard',
  gameOffer: 'powerball_standard',
  drawNo: 1571,
  numDraws: 1,
  quickpick: false,
  games: [game],
};

const raffle = {
  productType: 'raffle_ticket',
  lottery: 'hospice_raffle',
  gameOffer: 'five_pack',
  drawNo: 12,
  quantity: 2,
  causeKey: 'hospice',
};

const syndicate = {
  productType: 'syndicate_share',
  lottery: 'powerball_syndicate',
  drawNo: 1571,
  quantity: 1,
};

const accepts = (body: unknown) => cartItemInputSchema.safeParse(body).success;

describe('cartItemInputSchema', () => {
  it('accepts each kind of item and tells them apart by productType', () => {
    expect(cartItemInputSchema.parse(lottery)).toEqual(lotteryCartItemInputSchema.parse(lottery));
    expect(cartItemInputSchema.parse(raffle)).toEqual(raffleCartItemInputSchema.parse(raffle));
    expect(cartItemInputSchema.parse(syndicate)).toEqual(syndicateCartItemInputSchema.parse(syndicate));
  });

  it('accepts a snake_case wire body once the boundary has converted it, and not before', () => {
    const wire = {
      product_type: 'multi_draw_ticket',
      lottery: 'powerball',
      game_type: 'random',
      game_offer: 'powerball_random',
      draw_no: 1571,
      num_draws: 3,
      quickpick: true,
      games: [game],
      cause_key: 'hospice',
      affiliate_code: 'partner_7',
    };
    expect(accepts(toCamelCase(wire))).toBe(true);
    expect(accepts(wire)).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'every optional field',
      {
        day: 5,
        causeKey: 'hospice',
        affiliateCode: 'aff-1',
        recurringPurchase: { type: 'autoplay', enabled: true },
      },
    ],
    ['autoplay', { numDraws: 'autoplay' }],
    ['a multi-draw ticket of 10 draws', { productType: 'multi_draw_ticket', numDraws: 10 }],
    [`${CART_MAX_GAMES} games`, { games: Array.from({ length: CART_MAX_GAMES }, () => game) }],
    [
      `${CART_MAX_NUMBERS_PER_SET} numbers in a set`,
      { games: [{ sets: [{ key: 'numbers', numbers: Array.from({ length: 20 }, (_, i) => i + 1) }] }] },
    ],
  ])('accepts a lottery item with %s', (_, change) => {
    expect(accepts({ ...lottery, ...change })).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['0 draws', { numDraws: 0 }],
    ['11 draws', { numDraws: 11 }],
    ['a fractional draw count', { numDraws: 1.5 }],
    ['another word for numDraws', { numDraws: 'forever' }],
    ['a multi-draw ticket of 1 draw', { productType: 'multi_draw_ticket', numDraws: 1 }],
    ['a lottery ticket of 3 draws', { numDraws: 3 }],
    ['a multi-draw autoplay', { productType: 'multi_draw_ticket', numDraws: 'autoplay' }],
    ['no games', { games: [] }],
    [`${CART_MAX_GAMES + 1} games`, { games: Array.from({ length: CART_MAX_GAMES + 1 }, () => game) }],
    ['a game with no sets', { games: [{ sets: [] }] }],
    [
      `${CART_MAX_SETS_PER_GAME + 1} sets`,
      { games: [{ sets: Array.from({ length: 11 }, (_, i) => ({ key: `s${i}`, numbers: [1] })) }] },
    ],
    [
      `${CART_MAX_NUMBERS_PER_SET + 1} numbers in a set`,
      { games: [{ sets: [{ key: 'numbers', numbers: Array.from({ length: 21 }, (_, i) => i + 1) }] }] },
    ],
    ['an empty set', { games: [{ sets: [{ key: 'numbers', numbers: [] }] }] }],
    ['a fractional number', { games: [{ sets: [{ key: 'numbers', numbers: [1.5] }] }] }],
    ['a number as text', { games: [{ sets: [{ key: 'numbers', numbers: ['7'] }] }] }],
    ['a negative number', { games: [{ sets: [{ key: 'numbers', numbers: [-1] }] }] }],
    ['a number above 99', { games: [{ sets: [{ key: 'numbers', numbers: [100] }] }] }],
    ['a repeated number', { games: [{ sets: [{ key: 'numbers', numbers: [4, 4] }] }] }],
    [
      'a repeated set',
      {
        games: [
          {
            sets: [
              { key: 'numbers', numbers: [4] },
              { key: 'numbers', numbers: [5] },
            ],
          },
        ],
      },
    ],
    ['an unknown game type', { gameType: 'scratchie' }],
    ['a key with a slash', { lottery: 'powerball/../admin' }],
    ['a draw number of 0', { drawNo: 0 }],
    ['a day bitmask of 0', { day: 0 }],
    ['a day bitmask of 128', { day: 128 }],
    ['quickpick as text', { quickpick: 'true' }],
    ['an unknown field', { price: '0.01' }],
  ])('refuses a lottery item with %s', (_, change) => {
    expect(accepts({ ...lottery, ...change })).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no cause', { causeKey: null }],
    ['an affiliate code', { affiliateCode: 'partner_7' }],
    ['100 bundles', { quantity: 100 }],
  ])('accepts a raffle item with %s', (_, change) => {
    expect(accepts({ ...raffle, ...change })).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no bundles', { quantity: 0 }],
    ['101 bundles', { quantity: 101 }],
    ['part of a bundle', { quantity: 1.5 }],
    ['the cause left out', { causeKey: undefined }],
    ['games', { games: [game] }],
  ])('refuses a raffle item with %s', (_, change) => {
    expect(accepts({ ...raffle, ...change })).toBe(false);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['one share', {}, true],
    ['no shares', { quantity: 0 }, false],
    ['no draw', { drawNo: undefined }, false],
    ['a game offer', { gameOffer: 'powerball_share' }, false],
  ])('a syndicate item with %s is accepted: %s', (_, change, expected) => {
    expect(accepts({ ...syndicate, ...change })).toBe(expected);
  });

  it('refuses an unknown or missing product type', () => {
    expect(accepts({ ...syndicate, productType: 'membership' })).toBe(false);
    expect(accepts({ ...syndicate, productType: undefined })).toBe(false);
  });
});
