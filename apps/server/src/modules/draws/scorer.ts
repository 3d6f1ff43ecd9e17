// The lottery scorer the lifecycle uses: the domain's division tables, game scoring and prize rules.
import { randomInt } from 'node:crypto';
import {
  demoDividends,
  dividendProblems,
  divisionTable,
  encodeGames,
  prizeForWinning,
  scoreBatch,
} from '@fairdraw/domain';
import type { LotteryScorer } from './lifecycle.service';

/** A uniform [0, 1) from the CSPRNG, for the demo results source. */
const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

export const domainScorer: LotteryScorer = {
  scoreGames(lotteryKey, games, result) {
    // Bitsets and popcounts: a draw's games scored in one pass (decision 0012, bench/README.md).
    const table = divisionTable(lotteryKey);
    return Array.from(scoreBatch(table, encodeGames(table, games), result), (division) =>
      division === 0 ? null : division,
    );
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
