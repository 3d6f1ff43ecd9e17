import { describe, expect, it } from 'vitest';
import { emptyGame } from './model';
import { raffleTicketPriceCents, syndicateSharePriceCents, ticketPriceCents } from './price';
import { powerballOffer } from './test-fixtures';

const games = (count: number) => Array.from({ length: count }, () => emptyGame(powerballOffer));
const aud = (amount: string) => ({ amount, currency: 'AUD' });

describe('ticketPriceCents', () => {
  it.each([
    [1, 1, '1.75', 175],
    [18, 1, '1.75', 3_150],
    [18, 10, '1.75', 31_500],
    // 0.1 + 0.2 style amounts stay exact in cents.
    [3, 1, '0.10', 30],
    [7, 3, '0.95', 1_995],
    [0, 5, '1.75', 0],
  ])('%s games × %s draws at $%s is %s cents', (numGames, numDraws, price, cents) => {
    expect(ticketPriceCents({ games: games(numGames), numDraws }, { pricePerGame: aud(price) })).toBe(cents);
  });

  it.each([0, -1, 1.5])('throws for %s draws', (numDraws) => {
    expect(() => ticketPriceCents({ games: games(1), numDraws }, powerballOffer)).toThrow(RangeError);
  });

  it('throws for malformed wire money', () => {
    expect(() => ticketPriceCents({ games: games(1), numDraws: 1 }, { pricePerGame: aud('1.5') })).toThrow(
      TypeError,
    );
  });
});

describe('raffleTicketPriceCents', () => {
  it.each([
    [1, '20.00', 2_000],
    [3, '20.00', 6_000],
    [2, '12.35', 2_470],
  ])('%s bundles at $%s is %s cents', (quantity, price, cents) => {
    expect(raffleTicketPriceCents({ quantity }, { price: aud(price) })).toBe(cents);
  });

  it.each([0, -2, 1.5])('throws for a quantity of %s', (quantity) => {
    expect(() => raffleTicketPriceCents({ quantity }, { price: aud('20.00') })).toThrow(RangeError);
  });
});

describe('syndicateSharePriceCents', () => {
  it.each([
    [1, '12.50', 1_250],
    [4, '12.50', 5_000],
  ])('%s shares at $%s is %s cents', (quantity, cost, cents) => {
    expect(syndicateSharePriceCents({ quantity }, { costPerShare: aud(cost) })).toBe(cents);
  });

  it('throws for no shares', () => {
    expect(() => syndicateSharePriceCents({ quantity: 0 }, { costPerShare: aud('12.50') })).toThrow(
      RangeError,
    );
  });
});
