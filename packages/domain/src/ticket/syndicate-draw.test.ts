import { describe, expect, it } from 'vitest';
import { gamesPerEntry } from './entry-size';
import { quickPickEntries, sharePartCents } from './syndicate-draw';

const powerballSystem8 = {
  numberSets: [
    { key: 'numbers', name: 'Numbers', count: 8, drawnCount: 7, min: 1, max: 35 },
    { key: 'powerball', name: 'Powerball', count: 1, drawnCount: 1, min: 1, max: 20 },
  ],
};

/** A reproducible source: a simple linear congruential sequence in [0, 1). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('a syndicate’s entries', () => {
  it('are whole System 8 entries: 8 distinct main numbers of 1–35 and a Powerball of 1–20', () => {
    const entries = quickPickEntries(powerballSystem8, 40, seeded(7));
    expect(entries).toHaveLength(40);
    for (const entry of entries) {
      const [main, powerball] = entry.sets;
      expect(main!.key).toBe('numbers');
      expect(new Set(main!.numbers).size).toBe(8);
      expect(main!.numbers.every((n) => n >= 1 && n <= 35)).toBe(true);
      expect(powerball!.numbers).toHaveLength(1);
      expect(powerball!.numbers[0]).toBeGreaterThanOrEqual(1);
      expect(powerball!.numbers[0]).toBeLessThanOrEqual(20);
    }
    // 40 System 8 entries are the 320 games the Powerball Syndicate says it plays.
    expect(entries.length * gamesPerEntry('reduced_system', powerballSystem8)).toBe(320);
    // Picks are fresh for each entry, not one pick copied 40 times.
    expect(new Set(entries.map((entry) => entry.sets[0]!.numbers.join())).size).toBeGreaterThan(1);
  });
});

describe('a member’s part of a syndicate prize', () => {
  it('is their shares’ fiftieth parts, each rounded down to the cent', () => {
    // $1,234.56 in a syndicate of 50: one share is 123,456 / 50 = 2,469.12 → 2,469 cents.
    expect(sharePartCents(123_456, 1, 50)).toBe(2_469);
    expect(sharePartCents(123_456, 3, 50)).toBe(7_407);
    // All 50 shares together never get more than the prize.
    expect(sharePartCents(123_456, 50, 50)).toBe(123_450);
    expect(sharePartCents(0, 2, 50)).toBe(0);
  });

  it('refuses shares a syndicate does not have', () => {
    expect(() => sharePartCents(100, 51, 50)).toThrow(RangeError);
    expect(() => sharePartCents(100, 1, 0)).toThrow(RangeError);
    expect(() => sharePartCents(-1, 1, 50)).toThrow(RangeError);
    expect(() => sharePartCents(1.5, 1, 50)).toThrow(RangeError);
  });
});
