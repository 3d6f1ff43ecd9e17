// The lottery scorer the lifecycle uses: the domain's division tables, game scoring and prize rules.
import { randomInt } from 'node:crypto';
import { demoDividends, dividendProblems, divisionTable, prizeForWinning, scoreGame } from '@fairdraw/domain';
import type { LotteryScorer } from './lifecycle.service';

/** A uniform [0, 1) from the CSPRNG, for the demo results source. */
const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

export const domainScorer: LotteryScorer = {
  scoreGames(lotteryKey, games, result) {
    const table = divisionTable(lotteryKey);
    return games.map((game) => scoreGame(game, result, table));
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
