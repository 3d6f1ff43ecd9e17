import { describe, expect, it } from 'vitest';
import { gameNames, syndicateShareText, syndicateTicketText } from './play-text';

describe('play screen words', () => {
  it('names the games that block the ticket', () => {
    expect(gameNames([1])).toBe('game 2');
    expect(gameNames([0, 2])).toBe('games 1 and 3');
    expect(gameNames([0, 2, 3])).toBe('games 1, 3 and 4');
  });

  it('counts a syndicate’s games one way: the standard games of all its entries', () => {
    const system8 = { name: 'Powerball System 8', numGames: 40, numStandardGames: 320 };
    expect(syndicateTicketText(system8)).toBe('Powerball System 8: 40 entries, 320 games in the syndicate');
    expect(syndicateTicketText({ name: 'Standard', numGames: 12, numStandardGames: 12 })).toBe(
      'Standard: 12 games in the syndicate',
    );
    expect(syndicateShareText(50)).toBe('Each share is 1 of 50 in every game');
  });
});
