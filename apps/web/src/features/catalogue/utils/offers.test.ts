import { describe, expect, it } from 'vitest';
import type { ProductOffer } from '@fairdraw/contracts';
import { offersFixture } from '../../../test/offer-fixtures';
import { biggestJackpot, cheapestPrice, nextDraw, priceFromText } from './offers';

const byKey = (key: string) => offersFixture.offers.find((offer) => offer.key === key)!;

describe('biggestJackpot', () => {
  it("is the lottery whose next draw's jackpot is biggest, whatever the ranking", () => {
    const biggest = biggestJackpot(offersFixture.offers);
    expect(biggest?.offer.key).toBe('powerball');
    // Its next draw, not a later one with a bigger jackpot.
    expect(biggest?.draw.drawNo).toBe(1501);
  });

  it('passes over jackpots not yet announced, and raffles', () => {
    const powerball = byKey('powerball');
    const unannounced: ProductOffer = {
      ...powerball,
      draws: powerball.draws.map((draw) => ({ ...draw, isPrizePoolUnknown: true })),
    };
    const offers = offersFixture.offers.map((offer) => (offer.key === 'powerball' ? unannounced : offer));
    expect(biggestJackpot(offers)?.offer.key).toBe('oz_lotto');
    expect(biggestJackpot([byKey('dream_home')])).toBeNull();
  });
});

describe('cheapestPrice', () => {
  it("is a lottery's cheapest game among its ways to play", () => {
    const powerball = byKey('powerball');
    expect(cheapestPrice(powerball, nextDraw(powerball))).toEqual({ cents: 135, per: 'game', tickets: 1 });
  });

  it("is a raffle draw's cheapest bundle", () => {
    const raffle = byKey('dream_home');
    expect(cheapestPrice(raffle, raffle.draws[0])).toEqual({ cents: 500, per: 'bundle', tickets: 1 });
  });

  it('is null when nothing has a price', () => {
    expect(cheapestPrice({ ...byKey('oz_lotto'), gameTypes: [] }, undefined)).toBeNull();
  });
});

describe('priceFromText', () => {
  it('says what the cheapest way in costs, a game or a bundle of tickets', () => {
    const powerball = byKey('powerball');
    const raffle = byKey('dream_home');
    expect(priceFromText(powerball, nextDraw(powerball))).toBe('From $1.35 a game');
    expect(priceFromText(raffle, raffle.draws[0])).toBe('From $5.00 for 1 ticket');
    expect(priceFromText({ ...byKey('oz_lotto'), gameTypes: [] }, undefined)).toBeNull();
  });
});
