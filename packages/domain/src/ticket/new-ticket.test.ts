import { describe, expect, it } from 'vitest';
import { canAddToCart } from './add-to-cart';
import { isGameComplete } from './completeness';
import { isEmptyGame } from './model';
import { newLotteryTicket } from './new-ticket';
import { lottoWithFavourites, powerballOffer, productOffer, seededRandom } from './test-fixtures';

const random = seededRandom(3);

describe('newLotteryTicket', () => {
  it.each<[string, 'standard' | 'random', number, boolean]>([
    ['a hand-picked ticket starts with one empty game, to grow on demand', 'standard', 1, false],
    ['a Quick Pick ticket starts with the default number of quick-picked games', 'random', 18, true],
  ])('%s', (_, gameTypeKey, count, complete) => {
    const ticket = newLotteryTicket(productOffer(), gameTypeKey, powerballOffer, { random });
    expect(ticket.games).toHaveLength(count);
    expect(ticket.games.every((game) => isGameComplete(game, powerballOffer))).toBe(complete);
    expect(ticket.games.every(isEmptyGame)).toBe(!complete);
  });

  it('keeps the default within the offer’s minimum and maximum', () => {
    const few = { ...powerballOffer, defaultGames: 18, maxGames: 5 };
    expect(newLotteryTicket(productOffer(), 'random', few, { random }).games).toHaveLength(5);
    const atLeastFour = { ...powerballOffer, minGames: 4 };
    expect(newLotteryTicket(productOffer(), 'standard', atLeastFour, { random }).games).toHaveLength(4);
  });

  it('is ready for the cart once it is a Quick Pick ticket', () => {
    const offer = productOffer();
    const randomOffer = offer.gameTypes[1]!.gameOffers[0]!;
    const ticket = newLotteryTicket(offer, 'random', randomOffer, { random });
    expect(canAddToCart(ticket, offer)).toEqual({ ok: true });
    expect(ticket).toMatchObject({ numDraws: 1, firstDrawNo: null, causeKey: null });
    expect(ticket).not.toHaveProperty('days');
  });

  it('chooses the cause of an offer that supports only one, and leaves the choice open between several', () => {
    const cause = (key: string) => ({ key, urlSlug: key, name: key, description: '' });
    const one = productOffer({ causes: [cause('hospice')] });
    expect(newLotteryTicket(one, 'standard', powerballOffer, { random }).causeKey).toBe('hospice');
    const two = productOffer({ causes: [cause('hospice'), cause('rescue')] });
    expect(newLotteryTicket(two, 'standard', powerballOffer, { random }).causeKey).toBeNull();
  });

  it('starts from the draw asked for', () => {
    const ticket = newLotteryTicket(productOffer(), 'standard', powerballOffer, {
      random,
      firstDrawNo: 1572,
    });
    expect(ticket.firstDrawNo).toBe(1572);
  });

  it.each<[string, number, string[] | undefined]>([
    ['chooses every draw day where days are selectable', 0b000_0101, ['monday', 'wednesday']],
    ['chooses no days on a one-day lottery', 0b000_1000, undefined],
  ])('%s', (_, drawDays, days) => {
    const ticket = newLotteryTicket(productOffer({ drawDays }), 'standard', powerballOffer, { random });
    expect(ticket.days).toEqual(days);
  });

  it('fills each empty game’s Favourites pool with the player’s favourites', () => {
    const ticket = newLotteryTicket(productOffer(), 'standard', lottoWithFavourites, {
      random,
      favourites: [8, 16],
    });
    expect(ticket.games[0]?.sets[1]?.numbers.slice(0, 3)).toEqual([8, 16, null]);
  });
});
