import { describe, expect, it } from 'vitest';
import type { GameTypeKey } from '@fairdraw/contracts';
import { canAddToCart, daysSelectable, findGameOffer, isOfferOnSale, selectableDays } from './add-to-cart';
import { emptyGame, withSlot } from './model';
import type { LotteryTicket } from './model';
import { quickPickTicket } from './quick-pick';
import { gameOffer, lotteryDraw, powerballOffer, productOffer, seededRandom } from './test-fixtures';

const MONDAY_AND_WEDNESDAY = 0b000_0101;
const cause = { key: 'hospice', urlSlug: 'hospice', name: 'Hospice', description: '' };

function ticket(overrides: Partial<LotteryTicket> = {}): LotteryTicket {
  return {
    productOfferKey: 'powerball',
    gameTypeKey: 'standard',
    gameOfferKey: 'powerball_standard',
    games: quickPickTicket(powerballOffer, 2, seededRandom(11)),
    numDraws: 1,
    firstDrawNo: null,
    causeKey: null,
    ...overrides,
  };
}

/** A game with its first main number chosen and nothing else. */
function halfFilled() {
  const game = emptyGame(powerballOffer);
  return withSlot(game, { setKey: 'numbers', index: 0 }, 5);
}

describe('canAddToCart', () => {
  it('allows a complete ticket for the next draw', () => {
    expect(canAddToCart(ticket(), productOffer())).toEqual({ ok: true });
  });

  it('allows empty games next to complete ones: they are simply not bought', () => {
    const games = [emptyGame(powerballOffer), ...ticket().games, emptyGame(powerballOffer)];
    expect(canAddToCart(ticket({ games }), productOffer())).toEqual({ ok: true });
  });

  it('counts complete games only against the minimum and the maximum', () => {
    const limited = gameOffer('powerball_standard', powerballOffer.numberSets, { minGames: 2, maxGames: 2 });
    const offer = productOffer({
      gameTypes: [{ key: 'standard', name: 'Pick your numbers', gameOffers: [limited] }],
    });
    const [first] = ticket().games;
    const empty = emptyGame(powerballOffer);
    expect(canAddToCart(ticket({ games: [first!, empty] }), offer)).toEqual({
      ok: false,
      reasons: ['too_few_games'],
    });
    expect(canAddToCart(ticket({ games: [...ticket().games, empty, empty] }), offer)).toEqual({ ok: true });
  });

  it.each<[string, Partial<LotteryTicket>, string[]]>([
    ['a half-filled game', { games: [...ticket().games, halfFilled()] }, ['incomplete_games']],
    ['no games', { games: [] }, ['too_few_games']],
    [
      'only empty games',
      { games: [emptyGame(powerballOffer), emptyGame(powerballOffer)] },
      ['too_few_games'],
    ],
    ['0 draws', { numDraws: 0 }, ['bad_num_draws']],
    ['11 draws', { numDraws: 11 }, ['bad_num_draws']],
    ['a closed or unknown first draw', { firstDrawNo: 1500 }, ['no_draw']],
    [
      'several problems at once',
      { games: [halfFilled()], numDraws: 0 },
      ['incomplete_games', 'too_few_games', 'bad_num_draws'],
    ],
  ])('refuses %s', (_, overrides, reasons) => {
    expect(canAddToCart(ticket(overrides), productOffer())).toEqual({ ok: false, reasons });
  });

  it.each([
    ['fewer games than the minimum', { minGames: 3 }, 'too_few_games'],
    ['more games than the maximum', { maxGames: 1 }, 'too_many_games'],
  ])('refuses %s', (_, limits, reason) => {
    const limited = gameOffer('powerball_standard', powerballOffer.numberSets, limits);
    const offer = productOffer({
      gameTypes: [{ key: 'standard', name: 'Pick your numbers', gameOffers: [limited] }],
    });
    expect(canAddToCart(ticket(), offer)).toEqual({ ok: false, reasons: [reason] });
  });

  it('allows a chosen later draw and up to 10 draws', () => {
    expect(canAddToCart(ticket({ firstDrawNo: 1572, numDraws: 10 }), productOffer())).toEqual({ ok: true });
  });

  it('refuses when the lottery has no open draw', () => {
    const offer = productOffer({ draws: [lotteryDraw(1571, 0, { state: 'DRAW_CLOSED' })] });
    expect(canAddToCart(ticket(), offer)).toEqual({ ok: false, reasons: ['no_draw'] });
  });

  it.each<[string, Partial<LotteryTicket>]>([
    ['another product offer', { productOfferKey: 'oz_lotto' }],
    ['a game type the offer lacks', { gameTypeKey: 'reduced_system' }],
    ['a game offer the game type lacks', { gameOfferKey: 'powerball_random' }],
  ])('refuses a ticket for %s', (_, overrides) => {
    expect(canAddToCart(ticket(overrides), productOffer())).toEqual({
      ok: false,
      reasons: ['unknown_offer'],
    });
  });

  describe('causes', () => {
    const withCause = productOffer({ causes: [cause] });
    it.each<[string | null, boolean]>([
      [null, false],
      ['other_cause', false],
      ['hospice', true],
    ])('with cause %s: allowed is %s', (causeKey, allowed) => {
      const result = canAddToCart(ticket({ causeKey }), withCause);
      expect(result).toEqual(allowed ? { ok: true } : { ok: false, reasons: ['cause_required'] });
    });

    it('needs no cause when the lottery has none', () => {
      expect(canAddToCart(ticket({ causeKey: null }), productOffer())).toEqual({ ok: true });
    });
  });

  describe('days', () => {
    const twoDays = productOffer({ drawDays: MONDAY_AND_WEDNESDAY });
    it.each<[string, LotteryTicket['days'], boolean]>([
      ['no day', undefined, false],
      ['an empty choice', [], false],
      ['a day the lottery does not draw on', ['friday'], false],
      ['one draw day', ['monday'], true],
      ['both draw days', ['monday', 'wednesday'], true],
    ])('on a two-day lottery, %s: allowed is %s', (_, days, allowed) => {
      const result = canAddToCart(ticket({ days }), twoDays);
      expect(result).toEqual(allowed ? { ok: true } : { ok: false, reasons: ['day_required'] });
    });

    it('needs no day on a one-day lottery', () => {
      expect(canAddToCart(ticket({ days: undefined }), productOffer())).toEqual({ ok: true });
    });
  });
});

describe('daysSelectable', () => {
  it.each<[number, GameTypeKey, boolean]>([
    [MONDAY_AND_WEDNESDAY, 'standard', true],
    [MONDAY_AND_WEDNESDAY, 'random', true],
    [MONDAY_AND_WEDNESDAY, 'syndicate', false],
    [MONDAY_AND_WEDNESDAY, 'lotto_party', false],
    [0b000_1000, 'standard', false],
    [0b111_1111, 'standard', true],
  ])('draw days %s with %s: %s', (drawDays, gameTypeKey, expected) => {
    expect(daysSelectable({ drawDays }, gameTypeKey)).toBe(expected);
  });
});

describe('findGameOffer', () => {
  it('finds a game offer within its game type only', () => {
    expect(findGameOffer(productOffer(), 'random', 'powerball_random')?.key).toBe('powerball_random');
    expect(findGameOffer(productOffer(), 'standard', 'powerball_random')).toBeNull();
  });
});

describe('selectableDays', () => {
  it.each<[number, GameTypeKey, string[]]>([
    [MONDAY_AND_WEDNESDAY, 'standard', ['monday', 'wednesday']],
    [MONDAY_AND_WEDNESDAY, 'syndicate', []],
    [0b000_1000, 'standard', []],
  ])('draw days %s with %s: %j', (drawDays, gameTypeKey, expected) => {
    expect(selectableDays({ drawDays }, gameTypeKey)).toEqual(expected);
  });
});

describe('isOfferOnSale', () => {
  it.each([
    ['available', false, true],
    ['available', true, false],
    ['unavailable', false, false],
    ['unavailable', true, false],
  ] as const)('%s, suspended %s: on sale %s', (availability, suspended, expected) => {
    expect(isOfferOnSale({ availability, suspended })).toBe(expected);
  });
});
