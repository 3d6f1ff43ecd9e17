// The lottery scorer the lifecycle uses: the domain's division tables, game scoring and prize rules.
import { randomInt } from 'node:crypto';
import {
  demoDividends,
  dividendProblems,
  divisionTable,
  encodeGames,
  isSingleGameEntry,
  prizeForWinning,
  scoreBatch,
  scoreEntries,
  type EntryWin,
} from '@fairdraw/domain';
import type { LotteryScorer } from './lifecycle.service';

/** A uniform [0, 1) from the CSPRNG, for the demo results source. */
export const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

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
  demoDividends(lotteryKey, jackpotCents) {
    return demoDividends(divisionTable(lotteryKey), { jackpotCents, random: cryptoRandom });
  },
};
