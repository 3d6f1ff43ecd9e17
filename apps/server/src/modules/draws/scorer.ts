// The lottery scorer the lifecycle uses: the domain's division tables, game scoring and prize rules.
import { createHash, randomInt } from 'node:crypto';
import type { CartGame } from '@fairdraw/contracts';
import {
  demoDividends,
  demoNationalWinners,
  dividendProblems,
  divisionTable,
  encodeGames,
  isSingleGameEntry,
  nationalWinnerProblems,
  prizeForWinning,
  scoreBatch,
  scoreEntries,
  type EntryWin,
} from '@fairdraw/domain';
import type { DrawResult } from './draw-result';

/** One entry of an order in a draw, as the scorer needs it. */
export interface ScorableEntry {
  game: CartGame;
  /** Lotto Strike boxed: the numbers play in every order. */
  boxed: boolean;
}

type Counts = Record<string, number>;

/** Scores lottery games and prices divisions (packages/domain results rules). */
export interface LotteryScorer {
  /**
   * What each entry won: its games in each division (none when it won nothing). A standard game is
   * an entry of one game; System, PowerHit, PowerPik and boxed entries stand for many.
   */
  scoreEntries(lotteryKey: string, entries: readonly ScorableEntry[], result: DrawResult): EntryWin[][];
  /** The prize of one winning game in a division, in cents. */
  prizeCents(
    lotteryKey: string,
    division: number,
    draw: { prizePoolCents: number | null; winnersInDivision: number; dividends: DrawResult['dividends'] },
  ): number;
  /** What is wrong with a result's dividends for this lottery, in words; empty when none. */
  dividendProblems(lotteryKey: string, dividends: DrawResult['dividends']): string[];
  /** What is wrong with a result's national winner counts for this lottery, in words; empty when none. */
  nationalWinnerProblems(lotteryKey: string, counts: DrawResult['nationalWinners']): string[];
  /** Plausible dividends for a demo result (the jackpot shared by Division 1's winners), or null. */
  demoDividends(
    lotteryKey: string,
    jackpotCents: number | null,
    nationalWinners: Counts | null,
  ): Counts | null;
  /** Plausible national winner counts for a demo result, the same for the same `seed`; or null. */
  demoNationalWinners(lotteryKey: string, seed: string): Counts | null;
}

/** A uniform [0, 1) from the CSPRNG, for the demo results source. */
export const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

/** A uniform [0, 1) sequence fixed by `seed`: SHA-256 of the seed and a counter, 48 bits at a time. */
export function seededRandom(seed: string): () => number {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest().readUIntBE(0, 6) / 2 ** 48;
}

export const domainScorer: LotteryScorer = {
  scoreEntries(lotteryKey, entries, result) {
    const table = divisionTable(lotteryKey);
    const wins: EntryWin[][] = entries.map(() => []);
    // Standard games: bitsets and popcounts, a draw's games in one pass (decision 0012, bench/README.md).
    const single = entries.flatMap((entry, position) =>
      isSingleGameEntry(table, entry.game, entry) ? [position] : [],
    );
    const divisions = scoreBatch(
      table,
      encodeGames(
        table,
        single.map((position) => entries[position]!.game),
      ),
      result,
    );
    single.forEach((position, i) => {
      const division = divisions[i] ?? 0;
      if (division !== 0) wins[position] = [{ division, games: 1 }];
    });
    // System, PowerHit, PowerPik and boxed entries: every division they win, counted (decision 0047).
    const many = entries.flatMap((entry, position) =>
      isSingleGameEntry(table, entry.game, entry) ? [] : [position],
    );
    const counted = scoreEntries(
      table,
      many.map((position) => entries[position]!),
      result,
    );
    many.forEach((position, i) => (wins[position] = counted[i] ?? []));
    return wins;
  },
  prizeCents(lotteryKey, division, draw) {
    return prizeForWinning(divisionTable(lotteryKey), division, draw);
  },
  dividendProblems(lotteryKey, dividends) {
    return dividendProblems(divisionTable(lotteryKey), dividends);
  },
  nationalWinnerProblems(lotteryKey, counts) {
    return nationalWinnerProblems(divisionTable(lotteryKey), counts);
  },
  demoDividends(lotteryKey, jackpotCents, nationalWinners) {
    return demoDividends(divisionTable(lotteryKey), { jackpotCents, random: cryptoRandom, nationalWinners });
  },
  demoNationalWinners(lotteryKey, seed) {
    return demoNationalWinners(divisionTable(lotteryKey), seededRandom(seed));
  },
};
