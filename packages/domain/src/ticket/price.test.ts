import { describe, expect, it } from 'vitest';
import { emptyGame } from './model';
import { gamesPerEntry, ticketSizeText } from './entry-size';
import { raffleTicketPriceCents, syndicateSharePriceCents, ticketGameCount, ticketPriceCents } from './price';
import { numberSet, powerballOffer } from './test-fixtures';

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
    expect(
      ticketPriceCents(
        { games: games(numGames), numDraws, gameTypeKey: 'standard' },
        { ...powerballOffer, pricePerGame: aud(price) },
      ),
    ).toBe(cents);
  });

  it.each([0, -1, 1.5])('throws for %s draws', (numDraws) => {
    expect(() =>
      ticketPriceCents({ games: games(1), numDraws, gameTypeKey: 'standard' }, powerballOffer),
    ).toThrow(RangeError);
  });

  it('throws for malformed wire money', () => {
    expect(() =>
      ticketPriceCents(
        { games: games(1), numDraws: 1, gameTypeKey: 'standard' },
        { ...powerballOffer, pricePerGame: aud('1.5') },
      ),
    ).toThrow(TypeError);
  });
});

describe('entries that stand for many games cost what those games cost', () => {
  const sets = (main: number, powerballs: number) => [
    { ...numberSet('numbers', 'Numbers', main, 35), drawnCount: 7 },
    { ...numberSet('powerball', 'Powerball', powerballs, 20), drawnCount: 1 },
  ];
  const offer = (main: number, powerballs: number) => ({
    ...powerballOffer,
    numberSets: sets(main, powerballs),
  });

  it.each([
    ['standard', 7, 1, 1],
    ['reduced_system', 8, 1, 8],
    ['reduced_system', 20, 1, 77_520],
    ['powerhit', 7, 20, 20],
    ['powerpik', 7, 3, 3],
    ['powerpik_system', 9, 5, 180],
  ] as const)('a %s entry of %s numbers and %s Powerballs is %s games', (gameTypeKey, main, balls, games) => {
    expect(gamesPerEntry(gameTypeKey, offer(main, balls))).toBe(games);
    expect(ticketGameCount({ games: [emptyGame(offer(main, balls))], gameTypeKey }, offer(main, balls))).toBe(
      games,
    );
  });

  it('prices two System 8 entries over three draws as 2 × 8 games × 3 draws', () => {
    const ticket = { games: games(2), numDraws: 3, gameTypeKey: 'reduced_system' as const };
    expect(ticketPriceCents(ticket, offer(8, 1))).toBe(2 * 8 * 3 * 175);
  });

  it('a boxed Lotto Strike entry plays its 4 numbers in all 24 orders; a straight one in 1', () => {
    const strike = { ...powerballOffer, numberSets: [numberSet('numbers', 'Numbers (in order)', 4, 45)] };
    expect(gamesPerEntry('strike_boxed', strike)).toBe(24);
    expect(gamesPerEntry('strike_standard', strike)).toBe(1);
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

describe('ticketSizeText', () => {
  const system8 = {
    ...powerballOffer,
    name: 'System 8',
    numberSets: [
      { ...numberSet('numbers', 'Numbers', 8, 35), drawnCount: 7 },
      numberSet('powerball', 'Powerball', 1, 20),
    ],
  };
  it.each([
    ['standard', powerballOffer, 18, '18 games'],
    ['standard', powerballOffer, 1, '1 game'],
    ['reduced_system', system8, 2, '2 System 8 entries (16 games)'],
    ['reduced_system', system8, 1, '1 System 8 entry (8 games)'],
    [
      'mega_combo',
      { ...system8, name: '4 × System 8', minGames: 4, maxGames: 4 },
      4,
      '4 × System 8 (32 games)',
    ],
  ] as const)('%s × %s entries reads "%s"', (gameTypeKey, gameOffer, entries, text) => {
    expect(ticketSizeText(gameTypeKey, gameOffer, entries)).toBe(text);
  });
});
