import { describe, expect, it } from 'vitest';
import { gameNames, setHeading, syndicateShareText, syndicateTicketText } from './play-text';

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

  it('says how many of each set to pick, in the plural where there are several', () => {
    const set = (key: string, name: string, count: number, max: number) => ({
      key,
      name,
      count,
      min: 1,
      max,
      drawnCount: 1,
      supplementaryCount: 0,
    });
    expect(setHeading(set('main', 'Numbers', 7, 35))).toBe('Pick 7 numbers from 1 to 35');
    expect(setHeading(set('main', 'Numbers', 1, 35))).toBe('Pick 1 number from 1 to 35');
    expect(setHeading(set('powerball', 'Powerball', 1, 20))).toBe('Pick 1 Powerball from 1 to 20');
    expect(setHeading(set('powerball', 'Powerball', 3, 20))).toBe('Pick 3 Powerballs from 1 to 20');
    expect(setHeading(set('mega_ball', 'Mega Ball', 2, 12))).toBe('Pick 2 Mega Balls from 1 to 12');
  });
});
